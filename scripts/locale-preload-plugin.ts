import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const entry = path.resolve(import.meta.dirname, '../app/i18n/locale-preload.ts');

/**
 * Inlines app/i18n/locale-preload.ts into index.html's <head> as a classic script (bundled with the
 * language rules of contract/languages, so the page and the app pick the same language): the translations
 * start loading with the page, not after the JavaScript (issue 13). The server allows it in its CSP by hash
 * (server/http/inline-scripts.ts).
 */
export function localePreloadPlugin(): Plugin {
  return {
    name: 'locale-preload',
    async transformIndexHtml() {
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        write: false,
        format: 'iife',
        minify: true,
        target: 'es2020',
        legalComments: 'none',
        logLevel: 'warning',
      });
      const code = result.outputFiles[0]?.text.trim() ?? '';
      return [{ tag: 'script', children: code, injectTo: 'head' }];
    },
  };
}
