import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { messages } from '../http/messages';

/**
 * Serves /locales/{lng}/translation.json, the built SPA, and index.html for every other GET that is not
 * under /api (history fallback).
 */
export async function registerSpa(app: FastifyInstance, opts: { distDir: string; localesDir: string }) {
  await app.register(fastifyStatic, {
    root: opts.localesDir,
    prefix: '/locales/',
    decorateReply: false,
    allowedPath: (pathname) => /^\/?[a-z]{2}\/translation\.json$/.test(pathname),
    cacheControl: true,
    maxAge: '5m',
  });

  const hasBuild = fs.existsSync(path.join(opts.distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      prefix: '/',
      // The file list is read once at start: `npm start` builds before the server starts.
      wildcard: false,
      index: false,
      setHeaders: (reply: { header: (name: string, value: string) => unknown }, file: string) => {
        // Vite fingerprints everything under assets/, so it can be cached for good.
        if (file.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
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
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', opts.distDir);
    }
    if (wantsPage && !hasBuild && !path.extname(url)) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run "npm start" (it builds it) or "npm run build".');
    }
    return reply.status(404).send(messages.notFound);
  });
}
