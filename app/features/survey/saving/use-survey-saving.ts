import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Tool } from '../../../../contract/content';
import { requestBackgroundSync } from '../../../shared/offline/background-sync';
import { homePath, resultPath, topicSelectPath } from '../../../shared/paths';
import { useSnackbar } from '../../../shared/use-snackbar';
import { surveyMessageKeys } from '../calls/call-failure';
import { removeDraft, writeDraft } from '../drafts/draft-store';
import type { SaverRef } from '../questionnaire/questionnaire-state';
import type { SurveySaver } from './survey-saver';

/** The saver's timers stop when the page goes; answers not sent yet are sent once more on the way out. */
function useSaverLifetime(saver: SaverRef) {
  useEffect(() => {
    saver.current?.resume();
    const online = () => saver.current?.retryNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      const current = saver.current;
      if (current?.hasUnsent()) void current.save();
      current?.dispose();
    };
  }, [saver]);
}

/**
 * Save and exit, and completion (docs/product/behaviour.md): each sends now, tells the outcome and leads on. While
 * one runs (`busy`) neither starts again. 'unreachable' and 'stale' on completion are told in the page's
 * status line; the answers stay.
 */
export function useSurveySaving(tool: Tool, saver: SaverRef) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState<'save' | 'complete' | null>(null);
  useSaverLifetime(saver);

  /** Sends now; tells the outcomes save and completion share (finished elsewhere, refused) and hands on the rest. */
  const send = useCallback(
    async (kind: 'save' | 'complete') => {
      const current = saver.current;
      if (!current || busy) return null;
      setBusy(kind);
      const outcome = await current.save(kind === 'save' ? { force: true } : { complete: true });
      setBusy(null);
      if (outcome.result === 'finished-elsewhere') {
        removeDraft(current.current().topic.pk);
        snackbar.info(surveyMessageKeys.alreadyCompleted);
        void navigate(topicSelectPath(tool));
      } else if (outcome.result === 'refused') {
        snackbar.error(outcome.messageKey);
      }
      return { result: outcome.result, saver: current };
    },
    [busy, saver, snackbar, navigate, tool],
  );

  /**
   * The server could not be reached: the draft stays on this device, queued (with the completion when asked),
   * and the offline queue (offline-queue.ts) sends it once the server answers. This page's saver stops, so
   * only the queue sends it.
   */
  const keepQueued = useCallback(
    (current: SurveySaver, complete: boolean) => {
      current.dispose();
      if (saver.current === current) saver.current = null;
      writeDraft({ ...current.current(), synced: !current.hasUnsent(), ...(complete ? { complete } : {}) });
      snackbar.info('OFFLINE.KEPT');
      void requestBackgroundSync();
      void navigate(complete ? topicSelectPath(tool) : homePath(tool));
    },
    [saver, snackbar, navigate, tool],
  );

  const saveAndExit = useCallback(async () => {
    const sent = await send('save');
    if (sent?.result === 'saved' || sent?.result === 'completed') {
      snackbar.success('SURVEY.SAVED_AND_EXITED');
      void navigate(homePath(tool));
    } else if (sent?.result === 'unreachable') {
      keepQueued(sent.saver, false);
    }
  }, [send, snackbar, navigate, tool, keepQueued]);

  const complete = useCallback(async () => {
    const sent = await send('complete');
    if (sent?.result === 'unreachable') keepQueued(sent.saver, true);
    if (sent?.result !== 'completed') return;
    const survey = sent.saver.current();
    sent.saver.dispose();
    removeDraft(survey.topic.pk);
    // Replaces the questionnaire's address: Back from the result leads to where the person came from.
    void navigate(resultPath(tool, survey.survey_attempt), { replace: true });
  }, [send, navigate, tool, keepQueued]);

  return { busy, saveAndExit, complete };
}
