import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageCodes } from '../../contract/languages';
import { answerEncodings } from '../http/compression';
import { ApiError } from '../services/api-error';
import { messages } from '../../contract/messages';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = (typeof answerEncodings)[number];

/** One translation file as read, compressed once at the highest levels, with its validators. */
interface CachedFile {
  mtimeMs: number;
  size: number;
  hash: string;
  lastModified: string;
  bodies: Record<Encoding | 'identity', Buffer>;
}

async function load(file: string, stat: fs.Stats): Promise<CachedFile> {
  const raw = await fs.promises.readFile(file);
  // zlib's asynchronous calls run on the thread pool: compressing never blocks other requests.
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    mtimeMs: stat.mtimeMs,
    size: stat.size,
    // From the content, not the file's date: every server process, and every checkout, gives the same tag.
    hash: crypto.createHash('sha256').update(raw).digest('base64url').slice(0, 22),
    lastModified: stat.mtime.toUTCString(),
    bodies: { identity: raw, br, gzip: gz },
  };
}

/** The encoding `Accept-Encoding` asks for, brotli first; identity when it names neither. */
function chooseEncoding(header: string | undefined): Encoding | 'identity' {
  if (!header) return 'identity';
  // `*` is any encoding; gzip is the one every client decodes.
  return negotiate(header.toLowerCase().replace(/\*/g, 'gzip'), [...answerEncodings]) ?? 'identity';
}

/** Each encoding is its own representation, so it has its own tag (`"<hash>-br"`), of the same content. */
const etagOf = (hash: string, encoding: Encoding | 'identity') =>
  encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding}"`;

/** If-None-Match names this content in any encoding (or `*`): the copy the client holds is current. */
function stillFresh(request: FastifyRequest, file: CachedFile) {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === `"${file.hash}"` || tag.startsWith(`"${file.hash}-`));
  }
  const ifModifiedSince = request.headers['if-modified-since'];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Date.parse(file.lastModified) <= since;
}

/**
 * Serves /locales/{lng}/translation.json from the source folder (locales/, nothing written beside it),
 * compressed in brotli or gzip per `Accept-Encoding` and cached in memory until the file changes on disk.
 * Cacheable with revalidation: `Cache-Control: no-cache` with an ETag and Last-Modified, so a browser asks
 * each time and gets a 304 without a body while the file is unchanged (a new release's texts show at once).
 */
export async function registerLocales(app: FastifyInstance, opts: { localesDir: string }) {
  const cache = new Map<string, { mtimeMs: number; size: number; file: Promise<CachedFile> }>();

  async function read(lng: string) {
    const file = path.join(opts.localesDir, lng, 'translation.json');
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (!stat?.isFile()) return undefined;
    const cached = cache.get(lng);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.file;
    // The promise is kept, so requests arriving while it compresses share the work.
    const loading = load(file, stat);
    cache.set(lng, { mtimeMs: stat.mtimeMs, size: stat.size, file: loading });
    loading.catch(() => cache.delete(lng));
    return loading;
  }

  app.get<{ Params: { lng: string } }>(
    '/locales/:lng/translation.json',
    { schema: { hide: true } },
    async (request: FastifyRequest<{ Params: { lng: string } }>, reply: FastifyReply) => {
      const { lng } = request.params;
      // The locales guard (server/http/locales-guard.ts) has already refused every other path.
      const file = (languageCodes as readonly string[]).includes(lng) ? await read(lng) : undefined;
      if (!file) throw new ApiError(404, messages.notFound);
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      reply
        .header('vary', 'accept-encoding')
        .header('cache-control', 'public, no-cache')
        .header('etag', etagOf(file.hash, encoding))
        .header('last-modified', file.lastModified);
      if (stillFresh(request, file)) return reply.status(304).send();
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.type('application/json; charset=utf-8').send(file.bodies[encoding]);
    },
  );
}
