// Renders the public pages, and the signed-in pages' loading frames (contract/prerendered-pages.ts), in all
// 10 languages into dist/pages/: builds
// app/prerender/render-page.tsx for Node (Vite's SSR build, into build/prerender/) and renders each page
// into the built dist/index.html as the frame. Their first text paints before the JavaScript has run, and
// the app hydrates it (docs/decisions/first-load.md). Part of `npm run build` and of the first start
// (scripts/build-if-missing.mjs), after `vite build` and before the precompression.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultTreeAdapter as html5, parse, parseFragment, serialize } from 'parse5';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(root, 'dist');
const rendererFile = path.join(root, 'build', 'prerender', 'render-page.js');

/** The elements under `node` (not inside templates) that `matches`, in document order. */
function findAll(node, matches, found = []) {
  for (const child of node.childNodes ?? []) {
    if (child.tagName && matches(child)) found.push(child);
    findAll(child, matches, found);
  }
  return found;
}

const attr = (element, name) => element.attrs.find((a) => a.name === name)?.value;

function setAttr(element, name, value) {
  const existing = element.attrs.find((a) => a.name === name);
  if (existing) existing.value = value;
  else element.attrs.push({ name, value });
}

/** Exactly one element, so a changed index.html stops the build instead of giving a page without its text. */
function one(document, description, matches) {
  const found = findAll(document, matches);
  if (found.length !== 1) throw new Error(`index.html: expected one ${description}, found ${found.length}`);
  return found[0];
}

const is =
  (tag, attributes = {}) =>
  (element) =>
    element.tagName === tag && Object.entries(attributes).every(([name, value]) => attr(element, name) === value);

/** Puts `nodes` where `element` is, in its place. */
function replaceWith(element, nodes) {
  const siblings = element.parentNode.childNodes;
  const at = siblings.indexOf(element);
  for (const node of nodes) node.parentNode = element.parentNode;
  siblings.splice(at, 1, ...nodes);
}

/** The nodes of a piece of HTML, as the body would hold them. */
const nodesOf = (html) => parseFragment(html).childNodes;

function setText(element, text) {
  element.childNodes = [];
  html5.appendChild(element, html5.createTextNode(text));
}

/**
 * The built index.html made into the frame of the prerendered pages: its stylesheets inlined, as the page
 * paints from its own HTML, without waiting for another request; its module script named on <html>
 * (`data-app-script`) instead of loaded at once: the boot script (app/first-paint/boot.ts) starts it, and the
 * translations, once the page has painted, so on a slow connection they do not share the first round trips
 * with what the first paint needs.
 */
export function prerenderFrame(indexHtml, readAsset) {
  const document = parse(indexHtml);
  for (const link of findAll(document, is('link', { rel: 'stylesheet' }))) {
    const href = attr(link, 'href');
    if (!href?.startsWith('/assets/') || !href.endsWith('.css')) continue;
    const [style] = nodesOf('<style></style>');
    setText(style, readAsset(href));
    replaceWith(link, [style]);
  }
  const script = one(document, 'module script', (e) => e.tagName === 'script' && attr(e, 'type') === 'module' && attr(e, 'src'));
  replaceWith(script, []);
  setAttr(one(document, '<html>', is('html')), 'data-app-script', attr(script, 'src'));
  return serialize(document);
}

/** What a visitor without JavaScript reads above the page: its text shows, but nothing on it works. */
const noscriptStyle =
  'margin:0;padding:1rem;font-size:1.25rem;font-weight:700;line-height:1.5;background:#fff3cd;color:#1a1a1a;border-bottom:2px solid #8a6d00';

/**
 * The frame with a page's markup, language, theme and head filled in. A signed-in page's loading frame
 * (`loadingFrame`) is marked so: the app draws its page over it instead of hydrating it; it carries the
 * template of the first screen the boot script draws (`firstScreen`, app/first-paint/first-screen-templates.tsx).
 */
export function fillFrame(frame, { html, head, theme }, language, noscriptHtml, { loadingFrame = false, firstScreen } = {}) {
  const document = parse(frame);
  const root = one(document, '<html>', is('html'));
  setAttr(root, 'lang', language);
  setAttr(root, 'data-theme', theme);
  setAttr(root, 'data-prerendered', language);
  if (loadingFrame) setAttr(root, 'data-loading-frame', '');
  // The manifest of the page's tool in its language (scripts/manifests.mjs): installed, the app has its name.
  setAttr(one(document, 'manifest link', is('link', { rel: 'manifest' })), 'href', `/manifests/${theme}-${language}.webmanifest`);
  setText(one(document, '<title>', is('title')), head.title);
  setAttr(one(document, 'description', is('meta', { name: 'description' })), 'content', head.description);
  // The canonical address needs the site's origin, which the build does not know: usePageHead adds it.
  // Inert until the app has taken the page over (app/layout/app-layout.tsx): a tap or a key before then would
  // do nothing, and a form would be sent by the browser itself, without its checks, its fields in the address.
  // aria-disabled too: tools that drive the page (Playwright) wait for it to go, as they do not for inert.
  const appRoot = one(document, 'empty #root', (e) => is('div', { id: 'root' })(e) && e.childNodes.length === 0);
  // Parsed as a browser with scripting parses it: its content is text, written out as it is.
  const noscript = nodesOf(`<noscript><p style="${noscriptStyle}">${noscriptHtml}</p></noscript>`);
  appRoot.attrs.push({ name: 'inert', value: '' }, { name: 'aria-disabled', value: 'true' });
  for (const node of nodesOf(html)) html5.appendChild(appRoot, node);
  replaceWith(appRoot, [...noscript, appRoot]);
  if (firstScreen) {
    const [template] = nodesOf(`<template>${firstScreen.html}</template>`);
    setAttr(template, 'id', firstScreen.id);
    if (firstScreen.dateRecipe) setAttr(template, 'data-date-recipe', JSON.stringify(firstScreen.dateRecipe));
    html5.appendChild(one(document, '<body>', is('body')), template);
  }
  return serialize(document);
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
  const {
    renderPage,
    prerenderedPaths,
    loadingFramePaths,
    prerenderedFile,
    languageCodes,
    renderFirstScreenTemplate,
    firstScreenTemplateId,
    escapeHtml,
  } = await import(pathToFileURL(rendererFile).href);
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
      // Rendered after the page, in the language it switched to.
      const firstScreen = loadingFrame
        ? { id: firstScreenTemplateId, ...(await renderFirstScreenTemplate(pagePath, language)) }
        : undefined;
      fs.writeFileSync(
        file,
        fillFrame(frame, rendered, language, escapeHtml(translations.APP.NOSCRIPT), { loadingFrame, firstScreen }),
      );
      count += 1;
    }
  }
  return count;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const count = await prerenderPages();
  console.log(`Prerendered ${count} pages into dist/pages/`);
}
