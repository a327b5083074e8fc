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
import { freshRequestId, requestIdHeader } from './request-id';
import { wireMessage } from '../i18n/wire-message';

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

/**
 * The one place an error body is sent from: it carries the request's id as `requestId`, as the X-Request-Id
 * header does, so what a person quotes from the screen leads to the log line (docs/operations.md).
 */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  body: ServerMessage & Omit<ErrorBody, 'en' | 'cz'>,
) {
  return reply
    .status(status)
    .header(requestIdHeader, request.id)
    .send({ ...wireMessage(body), ...body, requestId: request.id } satisfies ErrorBody);
}

function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
    return sendError(request, reply, error.status, {
      ...error.body,
      ...error.extra,
      ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = fieldErrorsOf(error.validation, request.routeOptions.config.fullErrorPaths === true);
    const summary = summaryOf(errors, request.routeOptions.url ?? request.url);
    return sendError(request, reply, 400, { ...summary, errors });
  }
  if (error instanceof HasherStoppedError) return sendError(request, reply.header('retry-after', '5'), 503, messages.busy);
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(request, reply, 413, messages.bodyTooLarge);
  if (error.code?.startsWith('FST_ERR_CTP')) return sendError(request, reply, 400, messages.malformedBody);
  const status = statusOf(error);
  if (status >= 400 && status < 500) return sendError(request, reply, status, messageForStatus(status));
  // Only the kind of failure is logged: a database error's message carries the statement's parameters.
  request.log.error({ err: safeError(error) }, 'unhandled error');
  return sendError(request, reply, 500, messages.unexpected);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(answerError);
}

/**
 * Errors Fastify raises before a route runs (an URL that cannot be decoded, an over-long path parameter):
 * answered with the usual body instead of Fastify's own.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
  sendError(request, reply, status, messageForStatus(status));
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (a header too large, a request that is
 * not HTTP): the socket gets the usual body, not Fastify's `{error, message, statusCode}`. There is no
 * request, so no id from one: a new id goes in the header and the body all the same.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const requestId = freshRequestId();
  const body = JSON.stringify({ ...wireMessage(messageForStatus(status)), requestId } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `X-Request-Id: ${requestId}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
