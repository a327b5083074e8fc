import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withRealApp } from '../support/real-app';
import {
  answerByMouse,
  api,
  completeTopic,
  questionBox,
  respondentWithTopic,
  translate,
  userContext,
  watchProblems,
} from '../support/survey-journey';

const app = withRealApp();

/** Every API request the page makes, as "METHOD /path". */
function apiRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) seen.push(`${request.method()} ${pathname}`);
  });
  return seen;
}

/**
 * How many calls index.html's inline script started are still waiting for the app: 0 once the app has taken
 * every one (undefined would mean the inline script started none).
 */
const unadoptedPreloads = (page: Page) => page.evaluate(() => (window as { __apiPreloads?: unknown[] }).__apiPreloads?.length);

/**
 * Run in the page before its scripts: notes whether the stand-in of a page whose code is loading is ever
 * drawn, and every Content Security Policy violation (as "directive source").
 */
function recordFirstLoad() {
  const state = window as { __pageLoadingSeen?: boolean; __cspViolations?: string[] };
  state.__pageLoadingSeen = false;
  state.__cspViolations = [];
  new MutationObserver(() => {
    if (document.querySelector('[data-page-loading]')) state.__pageLoadingSeen = true;
  }).observe(document, { childList: true, subtree: true });
  document.addEventListener('securitypolicyviolation', (event) =>
    state.__cspViolations?.push(`${event.violatedDirective} ${event.sourceFile}`),
  );
}

/**
 * Run in the page before its scripts: samples every frame for the page's heading of that level outside the
 * app's out-of-sight render (first-paint-handover.ts), noting where it was first drawn, whether it ever went
 * away once drawn, and whether React had rendered it (its container carries React's mark).
 */
function recordFirstScreen(level: number) {
  const state = window as {
    __firstScreen?: { top: number | null; vanished: boolean; byReact: boolean | null };
  };
  const record = { top: null as number | null, vanished: false, byReact: null as boolean | null };
  state.__firstScreen = record;
  const sample = () => {
    const shown = [...document.querySelectorAll(`#main h${level}`)].find((h) => !h.closest('[data-handover]'));
    if (shown && record.top === null) {
      record.top = shown.getBoundingClientRect().top;
      const container = shown.closest('#root, #first-paint');
      record.byReact = container !== null && Object.keys(container).some((key) => key.startsWith('__reactContainer'));
    }
    if (!shown && record.top !== null) record.vanished = true;
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

const firstScreen = (page: Page) =>
  page.evaluate(
    () => (window as { __firstScreen?: { top: number | null; vanished: boolean; byReact: boolean | null } }).__firstScreen,
  );

/** The page once the app has taken over from the drawn first screen: one page, no drawing left. */
const pageCount = (page: Page) =>
  page.evaluate(() => ({
    mains: document.querySelectorAll('main').length,
    drawings: document.querySelectorAll('#first-paint').length,
    handingOver: document.querySelectorAll('[data-handover]').length,
  }));

// Without the service worker: once it takes the page over, the page asks for the user and the topic lists
// again through it, to keep them for offline use (keep-user-data.ts), which is no part of the first load.
describe('the signed-in first load', () => {
  it('opens a questionnaire with one start call, from the page’s inline script, and none again once the app runs', async () => {
    const { token, topic } = await respondentWithTopic(app.server, 'first.load.q');
    const context = await userContext(app.browser, token, 'en', 412, 'block');
    const page = await context.newPage();
    const requests = apiRequests(page);
    const problems = watchProblems(page);
    await page.addInitScript(recordFirstLoad);
    await page.goto(`${app.server.url}/questionnaire?topic-id=${topic.id}`);
    await page.getByRole('heading', { level: 1, name: topic.name }).waitFor();
    await questionBox(page).waitFor();
    // The page's code was loaded before the app's first render: no "page loading" stand-in was ever drawn,
    // which React would have held on screen for up to 300 ms after the code had arrived.
    expect(await page.evaluate(() => (window as { __pageLoadingSeen?: boolean }).__pageLoadingSeen)).toBe(false);
    await page.waitForLoadState('networkidle');
    // Who the user is and the questionnaire's start (none in progress: made at once), each asked once.
    expect(requests.filter((r) => r === 'GET /api/user/me')).toHaveLength(1);
    expect(requests.filter((r) => r.startsWith('POST /api/survey/'))).toEqual(['POST /api/survey/get']);
    expect(requests).not.toContain('GET /api/survey/topics');
    // Started by the page's inline script and taken over by the app.
    expect(await unadoptedPreloads(page)).toBe(0);
    expect(problems).toEqual([]);
    // Nothing the page runs breaks its CSP (zod's probe for eval did, where the answer schemas load).
    expect(await page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations)).toEqual([]);
    await context.close();
  });

  it('opens a result with one results call, from the page’s inline script, and none again once the app runs', async () => {
    const { token, topic } = await respondentWithTopic(app.server, 'first.load.r');
    const attempt = await completeTopic(app.server, token, topic.id);
    const context = await userContext(app.browser, token, 'en', 412, 'block');
    const page = await context.newPage();
    const requests = apiRequests(page);
    const problems = watchProblems(page);
    await page.goto(`${app.server.url}/result?id=${attempt}`);
    await page.getByRole('heading', { level: 1, name: topic.name }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(requests.filter((r) => r === 'GET /api/user/me')).toHaveLength(1);
    expect(requests.filter((r) => r.startsWith('GET /api/survey/'))).toEqual([`GET /api/survey/attempt/${attempt}`]);
    expect(await unadoptedPreloads(page)).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('draws the first question from the page’s HTML before the app’s JavaScript, and keeps it there as the app takes over', async () => {
    const { token, topic } = await respondentWithTopic(app.server, 'first.load.draw.q');
    // Without the app: the server's loading frame in the visitor's language (their choice, in its cookie), and
    // the question drawn into it.
    const context = await userContext(app.browser, token, 'de', 412, 'block');
    await context.addCookies([{ name: 'language', value: 'de', url: app.server.url }]);
    const page = await context.newPage();
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(`${app.server.url}/questionnaire?topic-id=${topic.id}`);
    await page.locator('#main h2').waitFor();
    const survey = await api<{ topic: { name: string }; questions: Array<{ text: string; sub_topic: { name: string } }> }>(
      app.server,
      token,
      '/api/survey/get',
      { topic: topic.id },
      'de',
    );
    const [first] = survey.data.questions;
    expect(await page.locator('#main h2').textContent()).toBe(`1. ${first!.text}`);
    expect(await page.locator('#main h1').textContent()).toBe(survey.data.topic.name);
    expect(await page.locator('#main').textContent()).toContain(first!.sub_topic.name);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.title()).toBe(`${translate('de')('PAGES.QUESTIONNAIRE')} – ${translate('de')('APP.TITLE')}`);
    await page.close();

    // With the app: drawn before React rendered, never gone, in the place the app's question takes.
    const withApp = await context.newPage();
    const problems = watchProblems(withApp);
    await withApp.addInitScript(recordFirstScreen, 2);
    await withApp.goto(`${app.server.url}/questionnaire?topic-id=${topic.id}`);
    await questionBox(withApp).waitFor();
    const drawn = await firstScreen(withApp);
    expect(drawn).toMatchObject({ vanished: false, byReact: false });
    // The hand-over follows the app's first question within a frame or two: waited for, not raced.
    await expect.poll(() => pageCount(withApp)).toEqual({ mains: 1, drawings: 0, handingOver: 0 });
    const appQuestion = await questionBox(withApp).locator('h2').boundingBox();
    expect(Math.round(appQuestion!.y)).toBe(Math.round(drawn!.top!));
    // And it works: the answer is taken.
    await answerByMouse(withApp, translate('de'));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('draws the result’s head before the app’s JavaScript, in the app’s words, and keeps it there as the app takes over', async () => {
    const { token, topic } = await respondentWithTopic(app.server, 'first.load.draw.r');
    const attempt = await completeTopic(app.server, token, topic.id);
    const context = await userContext(app.browser, token, 'en', 412, 'block');
    // Without the app: the whole head drawn, the page's name and the completion date in the frame's words.
    const drawing = await context.newPage();
    await drawing.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    await drawing.goto(`${app.server.url}/result?id=${attempt}`);
    await drawing.locator('#main h1').waitFor();
    const headLines = (page: Page) => page.locator('#main section > div:first-child > p').allTextContents();
    const drawnLines = await headLines(drawing);
    expect(drawnLines[0]).toBe(translate('en')('PAGES.RESULT'));
    expect(drawnLines[1]).toMatch(/^Completed on \d{1,2} [A-Z][a-z]+ \d{4} at \d{1,2}:\d{2}$/);
    await drawing.close();

    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.addInitScript(recordFirstScreen, 1);
    await page.goto(`${app.server.url}/result?id=${attempt}`);
    await page.getByRole('button', { name: translate('en')('RESULT_PAGE.PRINT') }).waitFor();
    const drawn = await firstScreen(page);
    expect(drawn).toMatchObject({ vanished: false, byReact: false });
    expect(await pageCount(page)).toEqual({ mains: 1, drawings: 0, handingOver: 0 });
    const heading = page.getByRole('heading', { level: 1, name: topic.name });
    expect(Math.round((await heading.boundingBox())!.y)).toBe(Math.round(drawn!.top!));
    // The app writes the same lines, so the head does not change as it takes over.
    expect(await headLines(page)).toEqual(drawnLines);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('draws nothing when the first call answers after the app has begun: the app’s page is left alone', async () => {
    const { token, topic } = await respondentWithTopic(app.server, 'first.load.late');
    const context = await userContext(app.browser, token, 'en', 412, 'block');
    const page = await context.newPage();
    const problems = watchProblems(page);
    // The start answers 3 s late: the app starts after 0.5 s and shows its loading state meanwhile.
    await page.route('**/api/survey/get', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });
    await page.addInitScript(recordFirstScreen, 2);
    await page.goto(`${app.server.url}/questionnaire?topic-id=${topic.id}`);
    await questionBox(page).waitFor();
    expect(await firstScreen(page)).toMatchObject({ vanished: false, byReact: true });
    expect(await pageCount(page)).toEqual({ mains: 1, drawings: 0, handingOver: 0 });
    await answerByMouse(page, translate('en'));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('loads the offline queue and its answer schemas only once answers wait to go, never for the first question', async () => {
    // Before: the queue's chunk (it brings zod and the answer schemas) started with every stored session and,
    // in Lighthouse's model of a slow phone, put the first question 0.6 s later.
    const { token, topic } = await respondentWithTopic(app.server, 'first.load.queue');
    const context = await userContext(app.browser, token, 'en', 412, 'block');
    const page = await context.newPage();
    const queueCode = /\/assets\/use-offline-queue-[\w-]+\.js$/;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${app.server.url}/questionnaire?topic-id=${topic.id}`);
    await questionBox(page).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => queueCode.test(path))).toEqual([]);
    // An answer not yet sent is a draft waiting to go: from then on the queue is there.
    const queueLoaded = page.waitForRequest((request) => queueCode.test(new URL(request.url()).pathname));
    await answerByMouse(page, translate('en'));
    await queueLoaded;
    await context.close();
  });
});
