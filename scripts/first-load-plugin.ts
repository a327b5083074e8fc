import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { tools } from '../contract/content';
import { loadingFramePaths, prerenderedPaths } from '../contract/prerendered-pages';
import { pages, toolPages } from '../app/shared/paths';

const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'app/first-paint/boot.ts');

/**
 * The addresses whose page's chunks the boot script preloads when the page is opened there: the prerendered
 * pages and loading frames (contract/prerendered-pages.ts; their hydration, or their first call, waits for
 * their chunk) and the topic selection, opened by address (a reload, a link, "carry on").
 */
const preloadedRoutes: readonly string[] = [
  ...prerenderedPaths,
  ...loadingFramePaths,
  ...tools.map((tool) => toolPages(tool).topicSelect),
];

/**
 * Each address of the app's address book (app/shared/paths.ts, which the route table builds its routes from)
 * with the page module that the route table loads there: the page named `key` lives in
 * app/routes/<area>/<key in kebab case>-page.tsx (the home page of a tool is `home-page.tsx`).
 */
function pageModuleNames(): Map<string, string> {
  const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  const byRoute = new Map<string, string>();
  for (const tool of tools) {
    for (const [key, route] of Object.entries(toolPages(tool))) byRoute.set(route, `${kebab(key)}-page.tsx`);
  }
  for (const [key, route] of Object.entries(pages)) byRoute.set(route, `${kebab(key)}-page.tsx`);
  return byRoute;
}

/** The routes the boot script preloads, each with its page's module (a path from the project's root). */
function routePages(): Record<string, string> {
  const names = pageModuleNames();
  const routesDir = path.join(root, 'app', 'routes');
  const files = fs.readdirSync(routesDir, { recursive: true, encoding: 'utf8' });
  return Object.fromEntries(
    preloadedRoutes.map((route) => {
      const name = names.get(route);
      const file = name && files.find((found) => path.basename(found) === name);
      if (!file)
        throw new Error(
          `No page module for ${route} under app/routes/ (expected ${name ?? 'an address of app/shared/paths.ts'})`,
        );
      return [route, path.join('app', 'routes', file)];
    }),
  );
}

/**
 * What a visitor with a stored session loads on any page: the session bootstrap, which asks /me,
 * and the hand-over from a first screen the boot script drew (on the questionnaire and result pages).
 */
const sessionModules = ['app/shared/session/session-bootstrap.tsx', 'app/first-paint/first-paint-handover.ts'];

const isAppPage = (filename: string) => path.resolve(filename) === path.join(root, 'index.html');

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  imports: string[];
  moduleIds: string[];
  facadeModuleId?: string | null;
}

/**
 * A module's chunk and the chunks it imports, as URLs. A module loaded by `import()` from inside a group's
 * file gets a small file of its own that re-exports it (its facade), which the import asks for first: that
 * file is the start then.
 */
function chunkUrls(bundle: Record<string, ChunkLike | { type: 'asset' }>, page: string): string[] {
  const chunks = Object.values(bundle).filter((c): c is ChunkLike => c.type === 'chunk');
  const id = path.join(root, page);
  const start = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
  if (!start) return [];
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of chunks.find((c) => c.fileName === fileName)?.imports ?? []) visit(imported);
  };
  visit(start.fileName);
  return [...seen].map((fileName) => `/${fileName}`);
}

/**
 * Inlines the first paint's boot script (app/first-paint/boot.ts) into index.html's <head> as a classic
 * script (bundled with the language rules of contract/languages, so the page and the app pick the same
 * language): the translations start loading with the page, not after the JavaScript. In a build it also
 * carries, per address, the chunks of the page opened there, to preload. The server allows the script in its CSP by
 * hash (server/http/inline-scripts.ts).
 */
export function bootScriptPlugin(): Plugin {
  return {
    name: 'first-paint-boot',
    async transformIndexHtml(html, ctx) {
      // The app's page only (Storybook builds its own with this Vite config).
      if (!isAppPage(ctx.filename)) return;
      const bundle = ctx.bundle as Record<string, ChunkLike | { type: 'asset' }> | undefined;
      const preloads = bundle
        ? Object.fromEntries(Object.entries(routePages()).map(([route, page]) => [route, chunkUrls(bundle, page)]))
        : {};
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        write: false,
        format: 'iife',
        minify: true,
        target: 'es2020',
        legalComments: 'none',
        logLevel: 'warning',
        define: {
          __ROUTE_PRELOADS__: JSON.stringify(preloads),
          __SESSION_PRELOADS__: JSON.stringify(
            bundle ? [...new Set(sessionModules.flatMap((module) => chunkUrls(bundle, module)))] : [],
          ),
        },
      });
      const code = result.outputFiles[0]?.text.trim() ?? '';
      // Right after <meta charset>, before any stylesheet: a script after a stylesheet waits for it to load.
      return html.replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1\n    <script>${code}</script>`);
    },
  };
}

/** The Latin faces every page uses at once (regular and bold); latin-ext and Cyrillic load by unicode-range as needed. */
const firstFonts = [
  /atkinson-hyperlegible-next-latin-400-normal-[\w-]+\.woff2$/,
  /atkinson-hyperlegible-next-latin-700-normal-[\w-]+\.woff2$/,
];

/**
 * Preloads the two Latin faces from index.html, so they arrive with the CSS instead of after it and the
 * first text is drawn once, in its font (no late swap, no layout shift from it).
 */
export function fontPreloadPlugin(): Plugin {
  return {
    name: 'font-preload',
    apply: 'build',
    transformIndexHtml(_html, ctx) {
      if (!isAppPage(ctx.filename)) return;
      const files = Object.keys(ctx.bundle ?? {}).filter((name) => firstFonts.some((font) => font.test(name)));
      return files.map((file) => ({
        tag: 'link',
        attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${file}` },
        injectTo: 'head' as const,
      }));
    },
  };
}
