import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { messages } from '../../contract/messages';
import { languageCodes } from '../../contract/languages';
import {
  isLoadingFramePath,
  isPrerenderedPath,
  loadingFramePaths,
  prerenderedFile,
  prerenderedPaths,
} from '../../contract/prerendered-pages';
import { sendError } from '../http/errors';
import { pageLanguage } from '../http/page-language';

/**
 * Compression and caching of the built files. `npm run build` writes `<file>.br` and `<file>.gz`
 * beside each text file (scripts/precompress.mjs); the one `Accept-Encoding` prefers (brotli first) is sent,
 * the file itself when it names neither, always with `Vary: Accept-Encoding`. Applies to `reply.sendFile`
 * too, so the index.html fallback below (and any other page file sent so) goes compressed as well.
 */
const precompressedFiles = {
  preCompressed: true,
  // The copies are no pages of their own: /assets/x.js.br answers 404; nor are the prerendered pages'
  // files: /login is their address.
  globIgnore: ['**/*.br', '**/*.gz', 'pages/**'],
  setHeaders: (reply: { header: (name: string, value: string) => unknown }, sent: string) => {
    // `sent` is the file sent: index.html.br for index.html in brotli.
    const file = sent.replace(/\.(br|gz)$/, '');
    // Vite fingerprints everything under assets/, so it can be cached for good.
    if (file.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
    // Pages name the fingerprinted files of the current release: asked again each time (304 while unchanged).
    else if (file.endsWith('.html')) reply.header('cache-control', 'no-cache');
    // The service worker and the manifests name the files of the current release: a browser checks them on
    // every visit, so a new build is found at once.
    else if (file.endsWith(`${path.sep}sw.js`) || file.endsWith('.webmanifest')) reply.header('cache-control', 'no-cache');
  },
};

/**
 * Serves the built SPA, and index.html for every other GET that is not under /api or /locales (history
 * fallback). The translations are served by ./locales.ts.
 */
export async function registerSpa(app: FastifyInstance, opts: { distDir: string }) {
  const hasBuild = fs.existsSync(path.join(opts.distDir, 'index.html'));
  // Read once, like the static files: a build without them (`vite build` alone) serves index.html instead.
  const prerendered = new Set(
    languageCodes
      .flatMap((language) => [...prerenderedPaths, ...loadingFramePaths].map((page) => prerenderedFile(language, page)))
      .filter((file) => fs.existsSync(path.join(opts.distDir, file))),
  );
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      prefix: '/',
      // The file list is read once at start: `npm start` builds before the server starts.
      wildcard: false,
      index: false,
      ...precompressedFiles,
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // HEAD answers as GET does, without a body (uptime monitors and link checkers ask with HEAD).
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !url.startsWith('/locales/');
    if (wantsPage && hasBuild && !path.extname(url)) {
      reply.header('cache-control', 'no-cache').type('text/html');
      // The public pages go rendered in the visitor's language; the app hydrates them. An address
      // with a query (the e-mailed activation and reset links) shows more than the page: the app renders it.
      // The signed-in pages go as their loading state in that language, whatever their query.
      const page = isPrerenderedPath(url) && !request.url.includes('?') ? url : isLoadingFramePath(url) ? url : null;
      if (page) {
        const file = prerenderedFile(pageLanguage(request), page);
        if (prerendered.has(file)) {
          reply.header('vary', 'accept-encoding, accept-language, cookie');
          return reply.sendFile(file, opts.distDir);
        }
      }
      return reply.sendFile('index.html', opts.distDir);
    }
    if (wantsPage && !hasBuild && !path.extname(url)) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run "npm start" (it builds it) or "npm run build".');
    }
    return sendError(request, reply, 404, messages.notFound);
  });
}
