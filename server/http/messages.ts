/**
 * Every sentence the server answers with. `en` doubles as the translation key BACKEND-RESPONSES.<en>
 * in all 10 locales (locales/locale-keys.test.ts checks it), so it never contains a dot.
 */
export const messages = {
  unexpected: { en: 'An unexpected error occurred', cz: 'Došlo k neočekávané chybě' },
  invalidRequest: { en: 'Some fields are not filled in correctly', cz: 'Některá pole nejsou vyplněna správně' },
  notFound: { en: 'The requested address does not exist', cz: 'Požadovaná adresa neexistuje' },
  bodyTooLarge: { en: 'The request is too large', cz: 'Požadavek je příliš velký' },
  malformedBody: { en: 'The request could not be read', cz: 'Požadavek nelze přečíst' },
  tooManyRequests: {
    en: 'Too many attempts, please wait a moment and try again',
    cz: 'Příliš mnoho pokusů, chvíli počkejte a zkuste to znovu',
  },
  loginRequired: { en: 'You need to log in', cz: 'Musíte se přihlásit' },
  staffOnly: { en: 'This page is for staff only', cz: 'Tato stránka je pouze pro zaměstnance' },
  // Accounts (issue 4)
  sessionExpired: {
    en: 'Your login has expired, please log in again',
    cz: 'Vaše přihlášení vypršelo, přihlaste se prosím znovu',
  },
  invalidCredentials: { en: 'The e-mail or password is not correct', cz: 'E-mail nebo heslo není správné' },
  notActivated: {
    en: 'Your account is not activated yet, please use the link in the e-mail we have sent you',
    cz: 'Váš účet ještě není aktivován, použijte prosím odkaz v e-mailu, který jsme vám poslali',
  },
  emailTaken: { en: 'An account with this e-mail already exists', cz: 'Účet s tímto e-mailem již existuje' },
  activationLinkInvalid: {
    en: 'This activation link is not valid or has expired, log in to receive a new one',
    cz: 'Tento aktivační odkaz není platný nebo vypršel, přihlaste se a pošleme vám nový',
  },
  activationLinkUsed: {
    en: 'This activation link has already been used, you can log in',
    cz: 'Tento aktivační odkaz již byl použit, můžete se přihlásit',
  },
  resetLinkInvalid: {
    en: 'This link to set a new password is not valid or has expired, please ask for a new one',
    cz: 'Tento odkaz pro nastavení nového hesla není platný nebo vypršel, požádejte prosím o nový',
  },
  wrongPassword: { en: 'The password is not correct', cz: 'Heslo není správné' },
} as const satisfies Record<string, { en: string; cz: string }>;

export type ServerMessage = { en: string; cz: string };
