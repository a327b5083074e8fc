// Renders the public pages, and the signed-in pages' loading frames (contract/prerendered-pages.ts), in all
// 10 languages into dist/pages/: builds
// app/prerender/render-page.tsx for Node (Vite's SSR build, into build/prerender/) and renders each page
// into the built dist/index.html as the frame. Their first text paints before the JavaScript has run, and
// the app hydrates it (docs/decisions/first-load.md). Part of `npm run build` and of the first start
// (scripts/build-if-missing.mjs), after `vite build` and before the precompression.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(root, 'dist');
const rendererFile = path.join(root, 'build', 'prerender', 'render-page.js');

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Replaces exactly one match, so a changed index.html stops the build instead of giving a page without its text. */
function replaceOnce(html, pattern, replacement) {
  const matches = html.match(new RegExp(pattern.source, 'g')) ?? [];
  if (matches.length !== 1) throw new Error(`index.html: expected one ${pattern}, found ${matches.length}`);
  // A function, so a `$` in a page's text is never read as a replacement pattern.
  return html.replace(pattern, typeof replacement === 'function' ? replacement : () => replacement);
}

/**
 * The built index.html made into the frame of the prerendered pages: its stylesheets inlined, as the page
 * paints from its own HTML, without waiting for another request; its module script named on <html>
 * (`data-app-script`) instead of loaded at once: the inline script (app/first-paint/boot.ts) starts it,
 * and the translations, once the page has painted, so on a slow connection they do not share the first
 * round trips with what the first paint needs.
 */
export function prerenderFrame(indexHtml, readAsset) {
  let frame = indexHtml.replace(
    /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g,
    (_, href) => `<style>${readAsset(href)}</style>`,
  );
  let appScript;
  frame = replaceOnce(frame, /\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/, (_, src) => {
    appScript = src;
    return '';
  });
  return replaceOnce(
    frame,
    /<html lang="en" data-theme="general">/,
    `<html lang="en" data-theme="general" data-app-script="${appScript}">`,
  );
}

/** What a visitor without JavaScript reads above the page: its text shows, but nothing on it works. */
const noscriptStyle =
  'margin:0;padding:1rem;font-size:1.25rem;font-weight:700;line-height:1.5;background:#fff3cd;color:#1a1a1a;border-bottom:2px solid #8a6d00';

/** JSON to put in a `<script type="application/json">`: nothing in it can close the element. */
const jsonInHtml = (value) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * The frame with a page's markup, language, theme and head filled in. A signed-in page's loading frame
 * (`loadingFrame`) is marked so: the app draws its page over it instead of hydrating it; it carries the words
 * the inline script draws the page's first screen with (`words`, app/first-paint/first-paint-words.ts).
 */
export function fillFrame(frame, { html, head, theme }, language, noscriptText, { loadingFrame = false, words } = {}) {
  let page = replaceOnce(
    frame,
    /<html lang="[^"]*" data-theme="[^"]*"/,
    `<html lang="${language}" data-theme="${theme}" data-prerendered="${language}"${loadingFrame ? ' data-loading-frame=""' : ''}`,
  );
  // The manifest of the page's tool in its language (scripts/manifests.mjs): installed, the app has its name.
  page = replaceOnce(
    page,
    /<link rel="manifest" href="[^"]*" \/>/,
    `<link rel="manifest" href="/manifests/${theme}-${language}.webmanifest" />`,
  );
  page = replaceOnce(page, /<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  page = replaceOnce(
    page,
    /<meta name="description" content="[^"]*" \/>/,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
  );
  // The canonical address needs the site's origin, which the build does not know: usePageHead adds it.
  // Inert until the app has taken the page over (app/layout/app-layout.tsx): a tap or a key before then would
  // do nothing, and a form would be sent by the browser itself, without its checks, its fields in the address.
  // aria-disabled too: tools that drive the page (Playwright) wait for it to go, as they do not for inert.
  page = replaceOnce(
    page,
    /<div id="root"><\/div>/,
    `<noscript><p style="${noscriptStyle}">${escapeHtml(noscriptText)}</p></noscript><div id="root" inert aria-disabled="true">${html}</div>`,
  );
  if (words) {
    page = replaceOnce(
      page,
      /<\/body>/,
      `<script type="application/json" id="${words.id}">${jsonInHtml(words.value)}</script></body>`,
    );
  }
  return page;
}

/** True when dist/ has its prerendered pages. */
export function isPrerendered() {
  return fs.existsSync(path.join(distDir, 'pages', 'en', 'index.html'));
}

async function buildRenderer() {
  await build({
    root,
    logLevel: 'warn',
    build: { ssr: 'app/prerender/render-page.tsx', outDir: 'build/prerender', emptyOutDir: true, copyPublicDir: false },
  });
}

export async function prerenderPages() {
  await buildRenderer();
  const { renderPage, prerenderedPaths, loadingFramePaths, prerenderedFile, languageCodes, firstPaintWords, firstPaintWordsId } =
    await import(pathToFileURL(rendererFile).href);
  const frame = prerenderFrame(fs.readFileSync(path.join(distDir, 'index.html'), 'utf8'), (href) =>
    fs.readFileSync(path.join(distDir, href), 'utf8'),
  );
  let count = 0;
  for (const language of languageCodes) {
    const translations = JSON.parse(fs.readFileSync(path.join(root, 'locales', language, 'translation.json'), 'utf8'));
    const pagesToRender = [
      ...prerenderedPaths.map((pagePath) => ({ pagePath, loadingFrame: false })),
      ...loadingFramePaths.map((pagePath) => ({ pagePath, loadingFrame: true })),
    ];
    for (const { pagePath, loadingFrame } of pagesToRender) {
      const rendered = await renderPage(pagePath, language, translations, loadingFrame ? 'checking' : 'anonymous');
      const file = path.join(distDir, prerenderedFile(language, pagePath));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const value = loadingFrame ? firstPaintWords(language, translations) : undefined;
      const words = value ? { id: firstPaintWordsId, value } : undefined;
      fs.writeFileSync(file, fillFrame(frame, rendered, language, translations.APP.NOSCRIPT, { loadingFrame, words }));
      count += 1;
    }
  }
  return count;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const count = await prerenderPages();
  console.log(`Prerendered ${count} pages into dist/pages/`);
}
