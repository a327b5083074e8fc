import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { ServerConfig } from '../config';
import { inlineScriptHashes } from './inline-scripts';

/**
 * Helmet's security headers on every answer: the content security policy below, and its defaults for the rest
 * (nosniff, frame and referrer policies, cross-origin isolation headers; HSTS behind https only).
 *
 * Helmet is built once here and run as an onRequest hook. The Fastify plugin (@fastify/helmet) builds it
 * anew for every request, parsing the policy each time: 0.056 ms of CPU per request, more than a signed-in
 * topic list's own handler (docs/performance.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig) {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The built index.html's inline script (it starts loading the translations) by its hash only.
        scriptSrc: ["'self'", ...inlineScriptHashes(config.distDir)],
        // Radix's scroll lock injects a <style> element; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // The service worker (/sw.js) and the web app manifests.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
}
