import { isOwnDraft, isQueued, type LocalDraft } from '../drafts/draft-store';
import { createSurveySaver, type SaverDeps } from '../saving/survey-saver';

/** What sending the queue needs: the saver's transport and keys, and the drafts on this device. */
export interface QueueDeps extends Pick<SaverDeps, 'submit' | 'fetchCopy' | 'staleKey' | 'finishedKey'> {
  /** The signed-in user: only their own drafts (or anonymous ones, adopted on submit) are sent. */
  userId: number;
  drafts: () => LocalDraft[];
  persist: (draft: LocalDraft) => void;
  remove: (topicId: number) => void;
  /** A topic open in a questionnaire page: its own saver sends it, the queue leaves it alone. */
  isOpen: (topicId: number) => boolean;
  /** False once the session has ended (a 401 logs out): the rest waits, untouched, for the next login. */
  signedIn: () => boolean;
}

export interface QueueReport {
  /** Drafts the server now has (saved or completed). */
  sent: number;
  /** Attempts completed by this run. */
  completed: string[];
  /** Drafts the server refused or answered with a newer copy: kept on the device, the next ones still go. */
  kept: number;
  /** The server could not be reached: the run stopped, everything stays queued. */
  unreachable: boolean;
}

/**
 * Sends the drafts kept while the server could not be reached, one after another, each through a survey
 * saver (survey-saver.ts), so today's rules hold: a completion goes with its answers; a stale submit (409)
 * keeps the server's newer copy as the draft, without the completion, for the respondent to look at; a refused
 * one keeps the draft as it is and the rest still go; an unreachable server stops the run with nothing lost,
 * and so does the end of the session (an expired token's 401): the drafts wait for the next login.
 */
export async function sendQueued(deps: QueueDeps): Promise<QueueReport> {
  const report: QueueReport = { sent: 0, completed: [], kept: 0, unreachable: false };
  const waiting = deps.drafts().filter((d) => isQueued(d) && isOwnDraft(d, deps.userId) && !deps.isOpen(d.topic.pk));
  for (const draft of waiting) {
    if (!deps.signedIn()) break;
    const complete = draft.complete === true;
    const saver = createSurveySaver(draft, {
      submit: deps.submit,
      fetchCopy: deps.fetchCopy,
      // Until the server has completed it, the draft keeps its completion flag.
      persist: (next) => deps.persist(complete ? { ...next, complete: true } : next),
      onStatus: () => undefined,
      onReplaced: () => undefined,
      staleKey: deps.staleKey,
      finishedKey: deps.finishedKey,
    });
    // Forced: the draft is queued because the server lacks it, whatever the new saver counts as changed.
    const outcome = await saver.save(complete ? { complete: true } : { force: true });
    saver.dispose();
    if (outcome.result === 'unreachable') {
      report.unreachable = true;
      break;
    }
    if (outcome.result === 'completed' || (outcome.result === 'finished-elsewhere' && complete)) {
      // Finished elsewhere after a completion asked for here: most likely this device's own earlier send.
      deps.remove(draft.topic.pk);
      report.sent += 1;
      report.completed.push(draft.survey_attempt);
    } else if (outcome.result === 'finished-elsewhere') {
      // As on the page: the attempt was completed in another tab or device, nothing more can be saved.
      deps.remove(draft.topic.pk);
    } else if (outcome.result === 'saved') {
      report.sent += 1;
    } else if (outcome.result === 'stale') {
      deps.persist({ ...saver.current(), synced: true });
      report.kept += 1;
    } else {
      report.kept += 1;
    }
  }
  return report;
}

const openTopics = new Map<number, number>();

/** Marks a topic as open in a questionnaire page until the returned function is called. */
export function holdTopic(topicId: number): () => void {
  openTopics.set(topicId, (openTopics.get(topicId) ?? 0) + 1);
  return () => {
    const count = (openTopics.get(topicId) ?? 1) - 1;
    if (count > 0) openTopics.set(topicId, count);
    else openTopics.delete(topicId);
  };
}

export const isTopicOpen = (topicId: number) => openTopics.has(topicId);
