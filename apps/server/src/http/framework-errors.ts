import type { Duplex } from 'node:stream';
import type { ErrorBody } from '@klokwerk/contract/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_STATUS, type ErrorCode, MESSAGES } from './errors';

export function errorBody(code: ErrorCode, message: string, field?: string): ErrorBody {
  return { error: field ? { code, message, field } : { code, message } };
}

/**
 * Fastify's own refusals of a request before any route runs, as codes and Dutch messages in the
 * one error shape: a body it cannot read, a content type it does not take. Anything else a client
 * did wrong is a plain 400 with a Dutch text, never Fastify's English one.
 */
const FASTIFY_CLIENT_ERRORS: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['VALIDATION', MESSAGES.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['VALIDATION', MESSAGES.emptyJson],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['VALIDATION', MESSAGES.badRequest],
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', MESSAGES.payloadTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', MESSAGES.unsupportedMediaType],
  FST_ERR_BAD_URL: ['VALIDATION', MESSAGES.badUrl],
  FST_ERR_MAX_PARAM_LENGTH: ['URI_TOO_LONG', MESSAGES.uriTooLong],
};

/** The code and message of a 4xx that Fastify or a plugin raised, Dutch whatever it said. */
export function clientErrorOf(error: FastifyError): [ErrorCode, string] {
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) return known;
  if (error.statusCode === 413) return ['PAYLOAD_TOO_LARGE', MESSAGES.payloadTooLarge];
  if (error.statusCode === 415) return ['UNSUPPORTED_MEDIA_TYPE', MESSAGES.unsupportedMediaType];
  if (error.statusCode === 429) return ['RATE_LIMITED', MESSAGES.rateLimited];
  return ['VALIDATION', MESSAGES.badRequest];
}

/**
 * Fastify's `frameworkErrors`: the router's refusals (a percent-encoding that is no text, a path
 * parameter over its length) reach neither a route nor the error handler.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const [code, message] = clientErrorOf(error);
  reply.status(ERROR_STATUS[code]).send(errorBody(code, message));
}

/** Node's parser refusals, by its error code: a request line or headers over 16 KB, a timeout. */
function socketErrorOf(code: string | undefined): ErrorCode {
  if (code === 'HPE_HEADER_OVERFLOW') return 'HEADERS_TOO_LARGE';
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  return 'VALIDATION';
}

const SOCKET_MESSAGES: Partial<Record<ErrorCode, string>> = {
  HEADERS_TOO_LARGE: MESSAGES.headersTooLarge,
  REQUEST_TIMEOUT: MESSAGES.requestTimeout,
};

const REASONS: Partial<Record<number, string>> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses (a 100 KB query string is a
 * request line over the header limit) never becomes a request, so the answer is written on the
 * socket by hand, in the one error shape, and the connection closed as Node would.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = socketErrorOf(error.code);
  const status = ERROR_STATUS[code];
  const body = JSON.stringify(errorBody(code, SOCKET_MESSAGES[code] ?? MESSAGES.badRequest));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${REASONS[status] ?? 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
