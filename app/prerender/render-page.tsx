/**
 * The build-time prerender, built for Node by `vite build --ssr` and run by scripts/prerender.mjs:
 * renders a public page in a language to HTML with React's static rendering, through the same routes,
 * layout and store as the browser (app/main.tsx), which then hydrates it.
 */
import i18next from 'i18next';
import { StrictMode, Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { LanguageCode } from '../../contract/languages';
import type { LoadingFramePath } from '../../contract/prerendered-pages';
import type { DateRecipe } from '../../ui/lib/date-recipe';
import { languageDateRecipe } from '../../ui/lib/date-recipe-builder';
import { FirstScreenTemplate } from '../first-paint/first-screen-templates';
import { renderingOptions } from '../i18n/i18n-options';
import { type PageHead, PageHeadCollector } from '../shared/page-head/page-head-collector';
import { themeOfTool } from '../layout/use-tool-theme';
import { appRoutes } from '../router';
import { toolOfPath } from '../shared/paths';
import { anonymousUser } from '../store/auth-slice';
import { makeStore } from '../store/store';

export { escapeHtml } from '../../contract/escape-html';
export { languageCodes } from '../../contract/languages';
export { loadingFramePaths, prerenderedFile, prerenderedPaths } from '../../contract/prerendered-pages';
export { firstScreenTemplateId } from '../first-paint/first-screen-slots';

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  head: PageHead;
  theme: string;
}

let started = false;

async function switchLanguage(language: LanguageCode, translations: Record<string, unknown>) {
  if (!started) {
    started = true;
    await i18next.use(initReactI18next).init({
      ...renderingOptions,
      lng: language,
      resources: { [language]: { translation: translations } },
      parseMissingKeyHandler: (key) => {
        throw new Error(`Missing translation key: ${key}`);
      },
    });
    return;
  }
  i18next.addResourceBundle(language, 'translation', translations, true, true);
  await i18next.changeLanguage(language);
}

/**
 * The store of a page's first render: a visitor without a session, or (a loading frame) one whose session is
 * still being checked, which is how every signed-in page first renders in the browser: the page's loading
 * state under the header a visitor sees before the user has come.
 */
const storeFor = (state: 'anonymous' | 'checking') =>
  makeStore(
    state === 'checking' ? { auth: { userInfo: anonymousUser, token: '', persistence: 'session', asking: true } } : undefined,
  );

/** The page's markup once everything it loads lazily has arrived. */
async function renderToHtml(path: string, session: 'anonymous' | 'checking'): Promise<{ html: string; head?: PageHead }> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} redirects; only pages render`);
  const router = createStaticRouter(handler.dataRoutes, context);
  let head: PageHead | undefined;
  const { prelude } = await prerender(
    <PageHeadCollector value={(collected) => (head = collected)}>
      <StrictMode>
        <Provider store={storeFor(session)}>
          <Suspense>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Suspense>
        </Provider>
      </StrictMode>
    </PageHeadCollector>,
    // Fizz writes a boundary larger than this after the rest, swapped in by an inline script the CSP blocks.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return { html: await new Response(prelude).text(), head };
}

/**
 * A page in a language: a public page as a visitor without a session sees it, or a signed-in page's loading
 * frame (`session: 'checking'`).
 */
export async function renderPage(
  path: string,
  language: LanguageCode,
  translations: Record<string, unknown>,
  session: 'anonymous' | 'checking' = 'anonymous',
): Promise<RenderedPage> {
  await switchLanguage(language, translations);
  const { html, head } = await renderToHtml(path, session);
  if (/<script|<template/i.test(html)) throw new Error(`${path} rendered with a script, which the CSP would block`);
  if (!head && session === 'anonymous') throw new Error(`${path} sets no page head (usePageHead)`);
  // A guarded page's loading frame is the guard's waiting state, which knows no page: the product's title.
  const title = i18next.t('APP.TITLE');
  return { html, head: head ?? { title, description: i18next.t('APP.DESCRIPTION') }, theme: themeOfTool[toolOfPath(path)] };
}

/**
 * The first screen the boot script draws on a loading frame (app/first-paint/first-screen-templates.tsx), in
 * the language the page before it was rendered in, and how that language writes a date.
 */
export async function renderFirstScreenTemplate(
  path: LoadingFramePath,
  language: LanguageCode,
): Promise<{ html: string; dateRecipe?: DateRecipe }> {
  const { prelude } = await prerender(<FirstScreenTemplate path={path} />);
  return { html: await new Response(prelude).text(), dateRecipe: languageDateRecipe(language) };
}
