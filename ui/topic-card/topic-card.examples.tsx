import type { TopicCardProps } from './topic-card';

const digital = {
  name: 'Digital skills',
  description: 'How sure you feel using computers, phones and the internet at work.',
  startHref: '#questionnaire?topic-id=1',
};

/** Named examples shared by the stories, the render tests and the axe loop. */
export const topicCardExamples = {
  notDoneLoggedOut: { ...digital, loggedIn: false },
  notDoneLoggedIn: { ...digital, loggedIn: true },
  inProgress: { ...digital, loggedIn: true, inProgress: true },
  inProgressRetryable: {
    ...digital,
    loggedIn: true,
    inProgress: true,
    retryHref: '#questionnaire?topic-id=1&retry=1',
  },
  done: {
    ...digital,
    loggedIn: true,
    lastCompletedAt: '2025-03-12T14:30:00',
    resultsHref: '#result?id=k3x9',
  },
  doneAndInProgressAgain: {
    ...digital,
    loggedIn: true,
    inProgress: true,
    lastCompletedAt: '2025-03-12T14:30:00',
    resultsHref: '#result?id=k3x9',
  },
  preparable: { ...digital, loggedIn: true, onPrepareOffline: () => undefined },
  preparing: { ...digital, loggedIn: true, onPrepareOffline: () => undefined, preparing: true },
  offlineReady: { ...digital, loggedIn: true, inProgress: true, offlineReady: true, onPrepareOffline: () => undefined },
  waitingToSend: { ...digital, loggedIn: true, inProgress: true, offlineReady: true, waitingToSend: true },
  longGerman: {
    name: 'Arbeitsplatzintegrationsbereitschaft',
    description:
      'Wie gut Sie sich mit Weiterbildungsmöglichkeiten, Arbeitszeitflexibilisierung und Selbstvertrauen am Arbeitsplatz fühlen.',
    startHref: '#questionnaire?topic-id=2',
    loggedIn: true,
    inProgress: true,
    lastCompletedAt: '2025-03-12T14:30:00',
    resultsHref: '#result?id=a1b2',
    retryHref: '#questionnaire?topic-id=2&retry=1',
  },
  cyrillic: {
    name: 'Благополучие на работното място',
    description: 'Как се чувствате на работа: енергия, удовлетвореност и баланс.',
    startHref: '#questionnaire?topic-id=3',
    loggedIn: true,
    lastCompletedAt: '2025-01-05T09:05:00',
    resultsHref: '#result?id=z9y8',
  },
} satisfies Record<string, TopicCardProps>;
