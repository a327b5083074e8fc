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
  tooManyRequests: { en: 'Too many attempts, please wait a moment and try again', cz: 'Příliš mnoho pokusů, chvíli počkejte a zkuste to znovu' },
  loginRequired: { en: 'You need to log in', cz: 'Musíte se přihlásit' },
  staffOnly: { en: 'This page is for staff only', cz: 'Tato stránka je pouze pro zaměstnance' },
} as const satisfies Record<string, { en: string; cz: string }>;

export type ServerMessage = { en: string; cz: string };
