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
 */
export const specMessages = {
  invalidCredentials: { en: 'Invalid credentials', cz: 'Neplatné přihlašovací údaje' },
  requiredFields: { en: 'Please fill all required fields', cz: 'Vyplňte prosím všechna povinná pole' },
  passwordsDontMatch: { en: "Passwords don't match", cz: 'Hesla se neshodují' },
  passwordTooShort: { en: 'Password length must be at least 8 characters', cz: 'Heslo musí mít alespoň 8 znaků' },
  passwordTooLong: { en: 'Password must be at most 100 characters long', cz: 'Heslo může mít nejvýše 100 znaků' },
  invalidEmail: { en: 'Invalid e-mail', cz: 'Neplatný e-mail' },
  emailTaken: { en: 'This e-mail is already taken', cz: 'Tento e-mail je již použit' },
  registrationTooSoon: {
    en: 'You have already requested a registration link, wait 5 minutes before requesting another one',
    cz: 'O registrační odkaz jste již požádali, před další žádostí počkejte 5 minut',
  },
  activationLinkUnknown: { en: "This activation link doesn't exist", cz: 'Tento aktivační odkaz neexistuje' },
  activationLinkUsed: { en: 'This activation link was already used', cz: 'Tento aktivační odkaz již byl použit' },
  activationLinkExpired: { en: 'This activation link already expired', cz: 'Platnost tohoto aktivačního odkazu již vypršela' },
  resetTooSoon: {
    en: 'You have already requested a password reset link, wait 5 minutes before requesting another one',
    cz: 'O odkaz pro obnovení hesla jste již požádali, před další žádostí počkejte 5 minut',
  },
  newPasswordsDontMatch: { en: 'New passwords do not match', cz: 'Nová hesla se neshodují' },
  resetLinkUnknown: { en: "This reset link doesn't exist", cz: 'Tento odkaz pro obnovení hesla neexistuje' },
  resetLinkUsed: { en: 'This reset link was already used', cz: 'Tento odkaz pro obnovení hesla již byl použit' },
  resetLinkExpired: { en: 'This reset link has already expired', cz: 'Platnost tohoto odkazu pro obnovení hesla již vypršela' },
  userNotFound: { en: 'User not found', cz: 'Uživatel nebyl nalezen' },
  oldPasswordWrong: { en: 'Old password is incorrect', cz: 'Současné heslo není správné' },
  passwordWrong: { en: 'Password is incorrect', cz: 'Heslo není správné' },
  topicNotFound: { en: 'This topic does not exist', cz: 'Toto téma neexistuje' },
  attemptInvalid: { en: 'This survey attempt is invalid', cz: 'Tento pokus o vyplnění dotazníku je neplatný' },
  attemptNotCompleted: { en: 'This survey attempt is not completed', cz: 'Tento pokus o vyplnění dotazníku není dokončen' },
  unexpected: unexpectedError,
} as const satisfies Record<string, ServerMessage>;

export const ownMessages = {
  invalidRequest: { en: 'Some fields are not filled in correctly', cz: 'Některá pole nejsou vyplněna správně' },
  notFound: { en: 'The requested address does not exist', cz: 'Požadovaná adresa neexistuje' },
  bodyTooLarge: { en: 'The request is too large', cz: 'Požadavek je příliš velký' },
  headersTooLarge: { en: 'The request headers are too large', cz: 'Hlavičky požadavku jsou příliš velké' },
  malformedBody: { en: 'The request could not be read', cz: 'Požadavek nelze přečíst' },
  tooManyRequests: {
    en: 'Too many attempts, please wait a moment and try again',
    cz: 'Příliš mnoho pokusů, chvíli počkejte a zkuste to znovu',
  },
  busy: {
    en: 'The server is busy, please try again in a moment',
    cz: 'Server je právě přetížený, zkuste to prosím za chvíli znovu',
  },
  loginRequired: { en: 'You need to log in', cz: 'Musíte se přihlásit' },
  surveyLoginRequired: { en: 'Please log in to take a survey', cz: 'Pro vyplnění dotazníku se prosím přihlaste' },
  staffOnly: { en: 'This page is for staff only', cz: 'Tato stránka je pouze pro zaměstnance' },
  sessionExpired: {
    en: 'Your login has expired, please log in again',
    cz: 'Vaše přihlášení vypršelo, přihlaste se prosím znovu',
  },
  notActivated: {
    en: 'Your account is not activated yet, please use the link in the e-mail we have sent you',
    cz: 'Váš účet ještě není aktivován, použijte prosím odkaz v e-mailu, který jsme vám poslali',
  },
} as const satisfies Record<string, ServerMessage>;

/**
 * The survey area's answers. Where docs/product/messages.md lists the situation, `en` is that key exactly; the others
 * are our own keys.
 */
export const surveyMessages = {
  topicMissing: specMessages.topicNotFound,
  attemptInvalid: specMessages.attemptInvalid,
  attemptNotCompleted: specMessages.attemptNotCompleted,
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
  anonymousNotAllowed: ownMessages.surveyLoginRequired,
} as const satisfies Record<string, ServerMessage>;

/**
 * The staff area's answers. docs/product/messages.md names 'Question created successfully' and
 * 'Question updated successfully'; the others are our own keys.
 */
export const staffMessages = {
  topicMissing: specMessages.topicNotFound,
  subTopicMissing: { en: 'This subtopic does not exist', cz: 'Toto podtéma neexistuje' },
  questionMissing: { en: 'This question does not exist', cz: 'Tato otázka neexistuje' },
  typeFixed: {
    en: 'The type of a question cannot be changed',
    cz: 'Typ otázky nelze změnit',
  },
  questionCreated: { en: 'Question created successfully', cz: 'Otázka byla úspěšně vytvořena' },
  questionUpdated: { en: 'Question updated successfully', cz: 'Otázka byla úspěšně aktualizována' },
} as const satisfies Record<string, ServerMessage>;

/** The Translations page's answers: a file refused as a whole, and an apply after the texts moved on. */
export const translationMessages = {
  broken: {
    en: 'The file cannot be read: it is not well-formed XLIFF or CSV',
    cz: 'Soubor nelze přečíst: není to správně utvořený XLIFF ani CSV',
  },
  'not-ours': {
    en: 'This file is not a translation file of this questionnaire',
    cz: 'Tento soubor není překladový soubor tohoto dotazníku',
  },
  'wrong-language': {
    en: 'This file is for another language',
    cz: 'Tento soubor je pro jiný jazyk',
  },
  empty: { en: 'The file is empty', cz: 'Soubor je prázdný' },
  interfaceTexts: {
    en: 'Interface texts are imported with the command line in the repository',
    cz: 'Texty rozhraní se importují příkazovým řádkem v repozitáři',
  },
  previewOutdated: {
    en: 'The texts changed after the preview, check the file again',
    cz: 'Texty se po náhledu změnily, zkontrolujte soubor znovu',
  },
  unknownText: {
    en: 'There is no such text in the questionnaire',
    cz: 'Takový text v dotazníku není',
  },
  unknownChange: {
    en: 'There is no such change in the history of the questionnaire texts',
    cz: 'Taková změna v historii textů dotazníku není',
  },
} as const satisfies Record<string, ServerMessage>;

export const messages = { ...specMessages, ...ownMessages };

export type ServerMessage = { en: string; cz: string };
