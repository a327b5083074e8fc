import { unexpectedError } from './wire';

/**
 * The one catalogue of every message the server answers with: the server answers with these
 * objects, and the app recognises a situation by the key of one of them (`backendMessageKey(x.en)`), never
 * by retyping the sentence. `en` doubles as the translation key BACKEND-RESPONSES.<en>
 * in all 10 locales (locales/locale-keys.test.ts checks it), so it never contains a dot.
 *
 * Where a situation is one that clients written to docs/product/api.md already know (docs/product/messages.md), `en` is that
 * key character for character (`specMessages`), so those clients translate it; our own locales give each
 * key a kinder wording. Situations no such key covers keep keys of our own (`ownMessages`).
 *
 * Only the key is here: the words a person reads are in locales/ (BACKEND-RESPONSES), and the server fills the
 * wire body's Czech `cz` from locales/cs (server/i18n/wire-message.ts), so no copy of a locale lives in code.
 */
export const specMessages = {
  invalidCredentials: { en: 'Invalid credentials' },
  requiredFields: { en: 'Please fill all required fields' },
  passwordsDontMatch: { en: "Passwords don't match" },
  passwordTooShort: { en: 'Password length must be at least 8 characters' },
  passwordTooLong: { en: 'Password must be at most 100 characters long' },
  invalidEmail: { en: 'Invalid e-mail' },
  emailTaken: { en: 'This e-mail is already taken' },
  registrationTooSoon: { en: 'You have already requested a registration link, wait 5 minutes before requesting another one' },
  activationLinkUnknown: { en: "This activation link doesn't exist" },
  activationLinkUsed: { en: 'This activation link was already used' },
  activationLinkExpired: { en: 'This activation link already expired' },
  resetTooSoon: { en: 'You have already requested a password reset link, wait 5 minutes before requesting another one' },
  newPasswordsDontMatch: { en: 'New passwords do not match' },
  resetLinkUnknown: { en: "This reset link doesn't exist" },
  resetLinkUsed: { en: 'This reset link was already used' },
  resetLinkExpired: { en: 'This reset link has already expired' },
  userNotFound: { en: 'User not found' },
  oldPasswordWrong: { en: 'Old password is incorrect' },
  passwordWrong: { en: 'Password is incorrect' },
  topicNotFound: { en: 'This topic does not exist' },
  attemptInvalid: { en: 'This survey attempt is invalid' },
  attemptNotCompleted: { en: 'This survey attempt is not completed' },
  unexpected: { en: unexpectedError.en },
} as const satisfies Record<string, ServerMessage>;

export const ownMessages = {
  invalidRequest: { en: 'Some fields are not filled in correctly' },
  notFound: { en: 'The requested address does not exist' },
  bodyTooLarge: { en: 'The request is too large' },
  headersTooLarge: { en: 'The request headers are too large' },
  malformedBody: { en: 'The request could not be read' },
  tooManyRequests: { en: 'Too many attempts, please wait a moment and try again' },
  busy: { en: 'The server is busy, please try again in a moment' },
  loginRequired: { en: 'You need to log in' },
  surveyLoginRequired: { en: 'Please log in to take a survey' },
  staffOnly: { en: 'This page is for staff only' },
  sessionExpired: { en: 'Your login has expired, please log in again' },
  notActivated: { en: 'Your account is not activated yet, please use the link in the e-mail we have sent you' },
} as const satisfies Record<string, ServerMessage>;

/**
 * The survey area's answers. Where docs/product/messages.md lists the situation, `en` is that key exactly; the others
 * are our own keys.
 */
export const surveyMessages = {
  topicMissing: specMessages.topicNotFound,
  attemptInvalid: specMessages.attemptInvalid,
  attemptNotCompleted: specMessages.attemptNotCompleted,
  noAttemptInProgress: { en: 'There is no survey in progress for this topic' },
  alreadyCompleted: { en: 'This survey has already been completed' },
  staleSubmit: { en: 'These answers were saved more recently on another device or tab' },
  answerDoesNotFit: { en: 'An answer does not fit its question' },
  unansweredQuestions: { en: 'Please answer every question before completing the survey' },
  anonymousNotAllowed: ownMessages.surveyLoginRequired,
} as const satisfies Record<string, ServerMessage>;

/**
 * The staff area's answers. docs/product/messages.md names 'Question created successfully' and
 * 'Question updated successfully'; the others are our own keys.
 */
export const staffMessages = {
  topicMissing: specMessages.topicNotFound,
  subTopicMissing: { en: 'This subtopic does not exist' },
  questionMissing: { en: 'This question does not exist' },
  typeFixed: { en: 'The type of a question cannot be changed' },
  questionCreated: { en: 'Question created successfully' },
  questionUpdated: { en: 'Question updated successfully' },
} as const satisfies Record<string, ServerMessage>;

/** The Translations page's answers: a file refused as a whole, and an apply after the texts moved on. */
export const translationMessages = {
  broken: { en: 'The file cannot be read: it is not well-formed XLIFF or CSV' },
  'not-ours': { en: 'This file is not a translation file of this questionnaire' },
  'wrong-language': { en: 'This file is for another language' },
  empty: { en: 'The file is empty' },
  interfaceTexts: { en: 'Interface texts are imported with the command line in the repository' },
  previewOutdated: { en: 'The texts changed after the preview, check the file again' },
  unknownText: { en: 'There is no such text in the questionnaire' },
  unknownChange: { en: 'There is no such change in the history of the questionnaire texts' },
  unknownImport: { en: 'There is no such import of questionnaire texts that can be undone' },
  importUndone: { en: 'This import has been undone already' },
} as const satisfies Record<string, ServerMessage>;

export const messages = { ...specMessages, ...ownMessages };

/** A situation the server answers with, by its key (the `en` of the wire body). */
export type ServerMessage = { en: string };
