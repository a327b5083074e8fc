import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderHookWithProviders } from '../../../../tests/setup/render-hook-with-providers';
import { writeDraft } from '../drafts/draft-store';
import { readDraft } from '../drafts/read-draft';
import { sampleSurvey } from '../test-support/survey-fixtures';
import type { SaveResult, SurveySaver } from './survey-saver';
import { fakeSaver as fakeSaverOf } from '../test-support/fake-saver';
import { useSurveySaving } from './use-survey-saving';

const fakeSaver = (result: SaveResult, until?: Promise<unknown>) => fakeSaverOf(sampleSurvey(), result, until);

const renderSaving = (saver: SurveySaver) =>
  renderHookWithProviders(() => useSurveySaving('wlb', { current: saver }), { route: '/wlb/questionnaire?topic-id=7' });

beforeEach(() => {
  localStorage.clear();
  writeDraft({ ...sampleSurvey(), synced: false });
});

describe('useSurveySaving', () => {
  describe('save and exit', () => {
    it('sends now and goes to the tool’s home with the saved message', async () => {
      const saver = fakeSaver({ result: 'saved' });
      const { result, router } = renderSaving(saver);
      await act(() => result.current.saveAndExit());
      expect(saver.save).toHaveBeenCalledWith({ force: true });
      expect(router.state.location.pathname).toBe('/wlb');
      expect(await screen.findByText('Your answers are saved. You can continue whenever you like.')).toBeInTheDocument();
    });

    it('given the server out of reach, still goes home, says the answers wait on this device and leaves them queued', async () => {
      const saver = fakeSaver({ result: 'unreachable' });
      saver.hasUnsent.mockReturnValue(true);
      const { result, router } = renderSaving(saver);
      await act(() => result.current.saveAndExit());
      expect(router.state.location.pathname).toBe('/wlb');
      expect(await screen.findByText(/Every answer is kept on this device/)).toBeInTheDocument();
      expect(readDraft(7)).toMatchObject({ synced: false });
      expect(readDraft(7)?.complete).toBeUndefined();
      // Only the offline queue sends it from now on: the page's saver stops.
      expect(saver.dispose).toHaveBeenCalled();
    });

    it('given a refusal, tells the server’s message and stays', async () => {
      const { result, router } = renderSaving(
        fakeSaver({ result: 'refused', messageKey: 'BACKEND-RESPONSES.This survey attempt is invalid' }),
      );
      await act(() => result.current.saveAndExit());
      expect(router.state.location.pathname).toBe('/wlb/questionnaire');
      expect(await screen.findByText('This survey could not be found')).toBeInTheDocument();
    });

    it('is busy while it sends, and a second press sends nothing more', async () => {
      let finish = () => {};
      const saver = fakeSaver({ result: 'saved' }, new Promise<void>((resolve) => (finish = resolve)));
      const { result } = renderSaving(saver);
      let first: Promise<void> = Promise.resolve();
      act(() => {
        first = result.current.saveAndExit();
      });
      expect(result.current.busy).toBe('save');
      await act(() => result.current.saveAndExit());
      expect(saver.save).toHaveBeenCalledTimes(1);
      finish();
      await act(() => first);
      expect(result.current.busy).toBeNull();
    });
  });

  describe('completion', () => {
    it('completes, removes the draft and opens the result in the tool', async () => {
      const saver = fakeSaver({ result: 'completed' });
      const { result, router } = renderSaving(saver);
      await act(() => result.current.complete());
      expect(saver.save).toHaveBeenCalledWith({ complete: true });
      expect(saver.dispose).toHaveBeenCalled();
      expect(readDraft(7)).toBeNull();
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/wlb/result?id=AAAAAAAAAAAAAAAAAAAAAA');
    });

    it('given the attempt completed elsewhere, removes the draft and returns to topic select with the reason', async () => {
      const { result, router } = renderSaving(fakeSaver({ result: 'finished-elsewhere' }));
      await act(() => result.current.complete());
      expect(readDraft(7)).toBeNull();
      expect(router.state.location.pathname).toBe('/wlb/topic-select');
      expect(await screen.findByText('This survey has already been completed.')).toBeInTheDocument();
    });

    it('given a stale send, stays with the answers kept', async () => {
      const { result, router } = renderSaving(fakeSaver({ result: 'stale' }));
      await act(() => result.current.complete());
      expect(router.state.location.pathname).toBe('/wlb/questionnaire');
      expect(readDraft(7)).not.toBeNull();
    });

    it('given the server out of reach, queues the completion with the draft and says the result will follow', async () => {
      const saver = fakeSaver({ result: 'unreachable' });
      const { result, router } = renderSaving(saver);
      await act(() => result.current.complete());
      expect(router.state.location.pathname).toBe('/wlb/topic-select');
      expect(await screen.findByText(/your result will be ready as soon as you are online again/)).toBeInTheDocument();
      expect(readDraft(7)).toMatchObject({ survey_attempt: 'AAAAAAAAAAAAAAAAAAAAAA', complete: true });
      expect(saver.dispose).toHaveBeenCalled();
    });
  });

  describe('the saver’s lifetime', () => {
    it('tries again at once when the browser is back online', () => {
      const saver = fakeSaver({ result: 'saved' });
      renderSaving(saver);
      window.dispatchEvent(new Event('online'));
      expect(saver.retryNow).toHaveBeenCalledTimes(1);
    });

    it('on leaving the page, sends what is unsent once more and stops the saver', () => {
      const saver = fakeSaver({ result: 'saved' });
      saver.hasUnsent.mockReturnValue(true);
      const { unmount } = renderSaving(saver);
      unmount();
      expect(saver.save).toHaveBeenCalledWith();
      expect(saver.dispose).toHaveBeenCalled();
    });
  });
});
