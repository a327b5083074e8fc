import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'app/i18n/locale-preload.ts');

/** The lazily loaded pages whose chunks the inline script preloads when the page is opened at that address. */
const routePages: Record<string, string> = {
  '/': 'app/routes/home/home-page.tsx',
  '/wlb': 'app/routes/home/home-page.tsx',
  '/login': 'app/routes/account/login-page.tsx',
  // The other prerendered pages (contract/prerendered-pages.ts): their hydration waits for their chunk.
  '/register': 'app/routes/account/register-page.tsx',
  '/guides': 'app/routes/info/guides-page.tsx',
  '/gdpr': 'app/routes/info/gdpr-page.tsx',
  '/accessibility': 'app/routes/info/accessibility-page.tsx',
  // The survey pages, opened by address (a reload, a link, "carry on"): their chunks would otherwise wait
  // for the main script to ask for them, and the API calls for those (the questionnaire's LCP).
  '/topic-select': 'app/routes/survey/topic-select-page.tsx',
  '/wlb/topic-select': 'app/routes/survey/topic-select-page.tsx',
  '/questionnaire': 'app/routes/survey/questionnaire-page.tsx',
  '/wlb/questionnaire': 'app/routes/survey/questionnaire-page.tsx',
  '/result': 'app/routes/results/result-page.tsx',
  '/wlb/result': 'app/routes/results/result-page.tsx',
};

/**
 * What a visitor with a stored session loads on any page: the session bootstrap, which asks /me,
 * and the hand-over from a first screen the inline script drew (on the questionnaire and result pages).
 */
const sessionModules = ['app/shared/session/session-bootstrap.tsx', 'app/shared/first-load/first-paint-handover.ts'];

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
 * Inlines app/i18n/locale-preload.ts into index.html's <head> as a classic script (bundled with the
 * language rules of contract/languages, so the page and the app pick the same language): the translations
 * start loading with the page, not after the JavaScript. In a build it also carries, per
 * address, the chunks of the page opened there, to preload. The server allows the script in its CSP by
 * hash (server/http/inline-scripts.ts).
 */
export function localePreloadPlugin(): Plugin {
  return {
    name: 'locale-preload',
    async transformIndexHtml(html, ctx) {
      // The app's page only (Storybook builds its own with this Vite config).
      if (!isAppPage(ctx.filename)) return;
      const bundle = ctx.bundle as Record<string, ChunkLike | { type: 'asset' }> | undefined;
      const preloads = bundle
        ? Object.fromEntries(Object.entries(routePages).map(([route, page]) => [route, chunkUrls(bundle, page)]))
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
