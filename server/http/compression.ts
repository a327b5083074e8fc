import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { tokenResponseSchema } from '../../contract/api/user';

/** Brotli first when a client accepts both; never zstd or deflate. */
export const answerEncodings = ['br', 'gzip'] as const;

/** Answers smaller than this go as they are: compressing them saves next to nothing. */
export const compressionThreshold = 1024;

/**
 * Whether a route's answers are compressed on the fly: the API's, not the files. The web app's files come
 * compressed from the build and the translations from their own cache (server/routes/locales.ts), so compressing
 * them again per request would only cost time. Answers that hand out a session token are never compressed,
 * whatever their size (BREACH, docs/decisions/compression-and-caching.md).
 */
function compressesOnTheFly(route: RouteOptions) {
  if (!route.url.startsWith('/api/')) return false;
  const response = route.schema?.response as Record<number, unknown> | undefined;
  return response?.[200] !== tokenResponseSchema;
}

function varyOnAcceptEncoding(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (err: null, payload: unknown) => void,
) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  done(null, payload);
}

/**
 * API answers of 1 KB or more in brotli or gzip as `Accept-Encoding` asks, with `Vary: Accept-Encoding`;
 * streamed answers (the CSV export) go through a compressing stream, so they stream still. Request bodies are
 * never decompressed: a few compressed bytes must not become a large body.
 */
export async function registerCompression(app: FastifyInstance) {
  // Registered before the plugin, so this decision is there when the plugin's own onRoute hook reads it.
  app.addHook('onRoute', (route) => {
    if (route.compress !== undefined) return;
    if (!compressesOnTheFly(route)) route.compress = false;
    // Small answers too: whether an answer is compressed depends on Accept-Encoding, whatever its size.
    else route.onSend = [...[route.onSend ?? []].flat(), varyOnAcceptEncoding];
  });
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: compressionThreshold,
    encodings: [...answerEncodings],
  });
}
