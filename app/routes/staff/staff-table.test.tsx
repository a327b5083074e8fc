import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/setup/axe';
import { StaffTable, staffCell } from './staff-table';

const columns = [{ label: 'ID' }, { label: 'Text' }, { label: 'Delete', hidden: true }];

describe('a table of the staff pages', () => {
  it('scrolls inside its own region, named by its caption and reachable by keyboard, so the page never scrolls sideways', async () => {
    const { container } = render(
      <StaffTable caption="Questions" columns={columns}>
        <tr>
          <td className={staffCell}>12</td>
          <td className={staffCell}>How often do you use e-mail at work?</td>
          <td className={staffCell}>
            <button type="button">Delete</button>
          </td>
        </tr>
      </StaffTable>,
    );
    const region = screen.getByRole('region', { name: 'Questions' });
    expect(region.tabIndex).toBe(0);
    expect(region.className).toMatch(/\brelative overflow-x-auto\b/);
    expect(within(region).getByRole('table', { name: 'Questions' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('takes the visibility its page gives the region (a table shown only on wide windows leaves no empty stop)', () => {
    render(
      <StaffTable caption="Entries" columns={columns} regionClassName="hidden lg:block">
        <tr />
      </StaffTable>,
    );
    expect(screen.getByRole('region', { name: 'Entries', hidden: true }).className).toMatch(/\bhidden lg:block\b/);
  });
});
