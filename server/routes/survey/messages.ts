import { messages } from '../../http/messages';

/**
 * The survey area's answers. Where message-keys.md lists the situation, `en` is that key exactly; the others
 * are our own keys. Every `en` is translated in all 10 locales under BACKEND-RESPONSES.<en>.
 */
export const surveyMessages = {
  topicMissing: messages.topicNotFound,
  attemptInvalid: messages.attemptInvalid,
  attemptNotCompleted: messages.attemptNotCompleted,
  noAttemptInProgress: {
    en: 'There is no survey in progress for this topic',
    cz: 'Pro toto téma nemáte rozpracovaný dotazník',
  },
  alreadyCompleted: { en: 'This survey has already been completed', cz: 'Tento dotazník již byl dokončen' },
  staleSubmit: {
    en: 'These answers were saved more recently on another device or tab',
    cz: 'Tyto odpovědi byly mezitím uloženy na jiném zařízení nebo v jiné záložce',
  },
  answerDoesNotFit: {
    en: 'An answer does not fit its question',
    cz: 'Odpověď neodpovídá otázce',
  },
  unansweredQuestions: {
    en: 'Please answer every question before completing the survey',
    cz: 'Před dokončením dotazníku prosím odpovězte na všechny otázky',
  },
  anonymousNotAllowed: messages.surveyLoginRequired,
} as const;
