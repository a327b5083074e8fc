import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { SupportReference } from './support-reference';
import { supportReferenceExamples } from './support-reference.examples';

const { label, id } = supportReferenceExamples.english;

describe('SupportReference', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(Object.entries(supportReferenceExamples))('is axe-clean as the %s example', async (_name, props) => {
    userEvent.setup();
    const { container } = render(<SupportReference {...props} />);
    expect(await axeViolations(container)).toEqual([]);
  });

  describe('given a browser that can copy', () => {
    it('shows the whole id, and copies it from the keyboard, saying so', async () => {
      const user = userEvent.setup();
      render(<SupportReference label={label} id={id} />);
      expect(screen.getByText(label)).toBeInTheDocument();
      expect(screen.getByText(id).tagName).toBe('CODE');
      await user.tab();
      const copy = screen.getByRole('button', { name: 'Copy' });
      expect(copy).toHaveFocus();
      expect(copy).toHaveAccessibleDescription(label);
      await user.keyboard('{Enter}');
      expect(await navigator.clipboard.readText()).toBe(id);
      expect(screen.getByRole('status')).toHaveTextContent('Copied');
    });

    it('selects the id when the browser refuses the copy, so the device can copy it', async () => {
      const user = userEvent.setup();
      vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
      render(<SupportReference label={label} id={id} />);
      await user.click(screen.getByRole('button', { name: 'Copy' }));
      expect(window.getSelection()?.toString()).toBe(id);
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    });
  });

  describe('given a browser without a clipboard (a page not on HTTPS)', () => {
    it('shows the id without a Copy button', () => {
      vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
      render(<SupportReference label={label} id={id} />);
      expect(screen.getByText(id)).toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });
  });
});
