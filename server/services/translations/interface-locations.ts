/**
 * Where an interface text appears, in plain words for a translator, by the first part of its key. A namespace
 * other than `translation` is written before the key (`server:MAIL.…`). A new group of keys gets a line here.
 */
const places: ReadonlyMap<string, string> = new Map(
  Object.entries({
    APP: 'the title of the app and the links at the top of every page',
    NAV: 'the menu at the top of every page',
    PAGES: 'the names of the pages (browser tab and headings)',
    TESTING: 'the connection check page',
    UI: 'buttons and labels that many pages share',
    SNACKBAR: 'short messages that appear at the bottom of the screen',
    ERROR_PAGE: 'the error page',
    VALIDATION: 'error messages under a form field',
    'BACKEND-RESPONSES': 'a message shown after an action, for example after signing in or saving',
    HOMEPAGE: 'the home page',
    WLB_HOMEPAGE: 'the home page of the work-life balance tool',
    TAKE_SURVEY: 'the page that starts a questionnaire',
    GUIDES: 'the guides page',
    A11Y_STATEMENT: 'the accessibility statement',
    GDPR: 'the privacy statement',
    FOOTER: 'the footer at the bottom of every page',
    CONFIRM_MODAL: 'a dialog that asks to confirm an action',
    PROGRESS: 'the progress bar of a questionnaire',
    QUESTION: 'the questions of a questionnaire: hints and buttons',
    RESULT: 'the result of a questionnaire and its chart',
    TOPIC: 'the topic cards on the page where a topic is chosen',
    ACCOUNT: 'the account pages: field names',
    LOGIN: 'the sign-in page',
    FORGOT_PASSWORD: 'the page to ask for a new password',
    RESET_PASSWORD: 'the page to set a new password',
    REGISTER: 'the registration page',
    PROFILE: 'the page with the personal details',
    SETTINGS: 'the settings page (password, deleting the account)',
    OPTIONS: 'the answers to choose from in the personal details (registration and profile)',
    SURVEY: 'the questionnaire pages',
    RESULT_PAGE: 'the result page',
    HISTORY: 'the page of earlier questionnaires and results',
    MY_DATA: 'the page to download one’s own data',
    STAFF: 'the staff pages (admin panel)',
    OFFLINE: 'the notice shown without an internet connection',
    TRANSLATIONS: 'the staff page Translations',
    AUDIT: 'the staff page that lists who changed what (audit trail)',
    SIGN_IN_NEEDED: 'the notice that asks to sign in first',
    CHART: 'the charts of the staff page Insights',
    INSIGHTS: 'the staff page Insights',
    'server:MAIL': 'the e-mails the product sends',
    'server:EXPORT': 'the exported data files and their codebook',
  }),
);

const words = (part: string) => part.replace(/[_-]+/g, ' ').toLowerCase().trim();

/** "the sign-in page, text “forgot password”", from `LOGIN.FORGOT_PASSWORD`. */
export function interfaceLocation(key: string): string {
  const [group = '', ...rest] = key.split('.');
  const place = places.get(group) ?? `the interface, part “${words(group.replace(/^\w+:/, ''))}”`;
  // Server messages are keyed by their English sentence: the key adds nothing the text does not say.
  if (group === 'BACKEND-RESPONSES' || rest.length === 0) return place;
  return `${place}, text “${rest.map(words).join(' › ')}”`;
}
