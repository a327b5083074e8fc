import { useEffect } from 'react';
import { useStore } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import { onSyncRequest, requestBackgroundSync } from '../../../shared/offline/background-sync';
import { retryEveryMs } from '../../../shared/use-retry-while';
import { useSnackbar } from '../../../shared/use-snackbar';
import { useAppSelector } from '../../../store/hooks';
import type { RootState } from '../../../store/store';
import { surveyMessageKeys } from '../calls/call-failure';
import { isOwnDraft, isQueued, removeDraft, writeDraft } from '../drafts/draft-store';
import { listDrafts } from '../drafts/read-draft';
import { isTopicOpen, sendQueued } from './offline-queue';
import { useSurveyCalls } from '../calls/use-survey-calls';

/**
 * For a signed-in respondent: drafts kept while the server could not be reached (save and exit, Complete)
 * are sent when the page opens, when the browser is back online, when the page gets the focus again,
 * when the service worker's Background Sync asks (background-sync.ts) and, while the server cannot be
 * reached, every {@link retryEveryMs}; one run at a time. "Your answers have been sent" says when something
 * went.
 */
export function useOfflineQueue(userId: number | null) {
  const calls = useSurveyCalls();
  const snackbar = useSnackbar();
  const store = useStore<RootState>();

  useEffect(() => {
    if (!userId) return;
    let running = false;
    let again = false;
    let gone = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      clearTimeout(retry);
      let unreachable = false;
      do {
        again = false;
        const report = await sendQueuedDrafts(userId, calls, store);
        if (report.sent > 0 && !gone) snackbar.success('OFFLINE.SENT');
        // Still waiting: the browser wakes the worker when the connection is back (where it can).
        if (report.unreachable) void requestBackgroundSync();
        unreachable = report.unreachable;
      } while (again && !gone);
      running = false;
      // The browser's "online" can come before the connection works, and a server can be down while the
      // browser is online: what still waits is tried again by itself, not only on the next event.
      if (unreachable && !gone) retry = setTimeout(() => void run(), retryEveryMs);
    };
    void run();
    const stopListening = onChanceToSend(run);
    return () => {
      gone = true;
      clearTimeout(retry);
      stopListening();
    };
  }, [userId, calls, snackbar, store]);

  useLoginToSendNotice(userId, snackbar, store);
}

function sendQueuedDrafts(userId: number, calls: ReturnType<typeof useSurveyCalls>, store: Store<RootState>) {
  return sendQueued({
    userId,
    submit: calls.submit,
    fetchCopy: calls.fetchCopy,
    drafts: () => listDrafts(),
    persist: (draft) => writeDraft(draft),
    remove: (topicId) => removeDraft(topicId),
    isOpen: isTopicOpen,
    signedIn: () => Boolean(store.getState().auth.token),
    staleKey: surveyMessageKeys.staleSubmit,
    finishedKey: surveyMessageKeys.alreadyCompleted,
  });
}

/** Calls back when the browser is back online, the page gets the focus or is shown again, or Background Sync asks. */
function onChanceToSend(run: () => void): () => void {
  const onVisible = () => {
    if (document.visibilityState === 'visible') void run();
  };
  const stopSyncRequests = onSyncRequest(run);
  window.addEventListener('online', run);
  window.addEventListener('focus', run);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    stopSyncRequests();
    window.removeEventListener('online', run);
    window.removeEventListener('focus', run);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

function useLoginToSendNotice(userId: number | null, snackbar: ReturnType<typeof useSnackbar>, store: Store<RootState>) {
  useEffect(() => {
    if (!userId) return;
    return () => {
      // The session ended while answers wait to be sent (a 401: the token expired or was revoked, perhaps
      // while offline). They stay on this device and go after the next login. A logout says its own words
      // after this, so this one stays only when the server ended the session.
      const waiting = listDrafts().some((d) => isQueued(d) && isOwnDraft(d, userId));
      if (!store.getState().auth.token && waiting) snackbar.info('OFFLINE.LOGIN_TO_SEND');
    };
  }, [userId, snackbar, store]);
}

/** Mounted for a visitor with a stored token (app-layout.tsx): runs the queue for the loaded user. */
export function OfflineQueueRunner() {
  useOfflineQueue(useAppSelector((state) => state.auth.userInfo.id));
  return null;
}
