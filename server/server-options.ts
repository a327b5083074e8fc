import { type FastifyServerOptions, LogController } from 'fastify';
import type { ServerConfig } from './config';
import { clientErrorHandler, frameworkErrors } from './http/errors';
import { loggerOptions } from './http/logging';
import { requestIdOf } from './http/request-id';

/** Fastify's own settings: the log, the body limit, the proxies believed, and the answers to malformed requests. */
/** false: no log (tests); a stream: the structured log goes there (tests read it); default stdout. */
export type LogSetting = false | { level?: string; stream?: NodeJS.WritableStream };

export function serverOptions(config: ServerConfig, logger: LogSetting | undefined): FastifyServerOptions {
  return {
    // The err serializer answers safeError's shape, not pino's {type, message, stack}: no message on purpose.
    logger:
      logger === false
        ? false
        : (loggerOptions(logger?.level ?? config.logLevel, logger?.stream) as unknown as FastifyServerOptions['logger']),
    logController: new OneLinePerRequest(),
    // The id: a UUID, or the trusted proxy's X-Request-Id (server/http/request-id.ts), never Fastify's counter.
    requestIdHeader: false,
    genReqId: requestIdOf(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A number is the count of proxies in front whose X-Forwarded-For entries are believed.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Every error, those raised before a route runs included, answers with the usual body.
    clientErrorHandler,
    frameworkErrors,
    return503OnClosing: false,
  };
}

/**
 * Fastify's "incoming request" and "request completed" lines are off: server/http/access-log.ts writes one
 * line per request instead. Its other lines (a stream that failed after its headers) stay.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}
  override requestCompleted() {}
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
