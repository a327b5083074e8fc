import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { validationKeys as V } from '../../contract/user-forms';
import type { ErrorBody } from '../../contract/wire';
import { HasherStoppedError } from '../services/passwords';
import { ApiError } from '../services/api-error';
import { safeError } from '../log/safe-error';
import { fieldErrorsOf } from './field-errors';
import { messages, type ServerMessage } from '../../contract/messages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Name a field error by its whole path (`survey.3.id`) rather than its form field (`survey`). */
    fullErrorPaths?: boolean;
  }
}

/**
 * The sentence that sums up the field errors of a 400. Where the situation is one of the message keys of docs/product/messages.md
 * (a required field, an invalid e-mail, a password too short or too long, a repetition that differs) the
 * sentence is that key, so a client written to docs/product/api.md translates it.
 */
export function summaryOf(errors: Record<string, string>, route: string): ServerMessage {
  const keys = Object.values(errors);
  if (keys.some((key) => key === V.required || key === V.gdpr)) return messages.requiredFields;
  if (errors.email === V.email) return messages.invalidEmail;
  const registration = route.endsWith('/register');
  const password = errors.password ?? errors.newPassword;
  if (password === V.passwordMax) return messages.passwordTooLong;
  if (password === V.passwordMin && registration) return messages.passwordTooShort;
  if (errors.confirmPwd === V.confirmPassword || errors.confirmPassword === V.confirmPassword) {
    return registration ? messages.passwordsDontMatch : messages.newPasswordsDontMatch;
  }
  return messages.invalidRequest;
}

/** The body of a failure the server answers with a bare status (no ApiError): 4xx by status, else the default. */
export function messageForStatus(status: number): ServerMessage {
  if (status === 404 || status === 403 || status === 405) return messages.notFound;
  if (status === 413) return messages.bodyTooLarge;
  if (status === 431) return messages.headersTooLarge;
  if (status === 429) return messages.tooManyRequests;
  if (status === 503) return messages.busy;
  if (status >= 400 && status < 500) return messages.malformedBody;
  return messages.unexpected;
}

function statusOf(error: FastifyError): number {
  const status = error.statusCode ?? 500;
  // A path the static files may not serve (outside the folder, a NUL) is not there, as far as anyone asks.
  if (status === 403 || error.code === 'FST_STATIC_FORBIDDEN_PATH') return 404;
  return status;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      const body: ErrorBody = { ...error.body, ...error.extra, ...(error.fieldErrors ? { errors: error.fieldErrors } : {}) };
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrorsOf(error.validation, request.routeOptions.config.fullErrorPaths === true);
      const summary = summaryOf(errors, request.routeOptions.url ?? request.url);
      return reply.status(400).send({ ...summary, errors } satisfies ErrorBody);
    }
    if (error instanceof HasherStoppedError) {
      return reply.status(503).header('retry-after', '5').send(messages.busy);
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(413).send(messages.bodyTooLarge);
    if (error.code?.startsWith('FST_ERR_CTP')) return reply.status(400).send(messages.malformedBody);
    const status = statusOf(error);
    if (status >= 400 && status < 500) return reply.status(status).send(messageForStatus(status));
    // Only the kind of failure is logged: a database error's message carries the statement's parameters.
    request.log.error({ err: safeError(error) }, 'unhandled error');
    return reply.status(500).send(messages.unexpected);
  });
}

/**
 * Errors Fastify raises before a route runs (an URL that cannot be decoded, an over-long path parameter):
 * answered with the usual body instead of Fastify's own.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
  reply.status(status).send(messageForStatus(status));
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (a header too large, a request that is
 * not HTTP): the socket gets the usual body, not Fastify's `{error, message, statusCode}`.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(messageForStatus(status));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
