import type { FastifyServerOptions } from 'fastify';

const EMAIL_IN_PATH = /[^/?&=]+(@|%40)[^/?&=]+/gi;
/**
 * A path segment of 32 or more URL-safe characters is a credential: a registration, reset or
 * calendar-feed token (256 bits, base64url) or a feed address with its HMAC.
 */
const SECRET_IN_PATH = /(?<=\/)[A-Za-z0-9_.~%-]{32,}(?=[/?#]|$)/g;

/**
 * Paths such as /corrections/all/email/{email} carry e-mail addresses, and /register/{token} a
 * credential: logs must hold neither (docs/security.md#headers-and-logs). The query string is dropped entirely (docs/security.md#headers-and-logs:
 * query parameters never go into logs).
 */
export function redactUrl(url: string): string {
  const path = url.split('?')[0] ?? url;
  return path.replace(EMAIL_IN_PATH, '[e-mail]').replace(SECRET_IN_PATH, '[geheim]');
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  constraint?: unknown;
  cause?: LoggedError;
}

/**
 * An error as the log keeps it: type, message, stack, code, constraint — and never what a
 * database error carries of the row: Drizzle's "params:" (the values of the query) and
 * PostgreSQL's `detail` ("Key (email)=(…) already exists"), which hold personal data.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const withoutParams = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '');
  const fields = error as Error & { code?: unknown; constraint?: unknown };
  const logged: LoggedError = {
    type: error.name,
    message: withoutParams(error.message),
    stack: withoutParams(error.stack ?? ''),
  };
  if (fields.code !== undefined) logged.code = fields.code;
  if (fields.constraint !== undefined) logged.constraint = fields.constraint;
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    serializers: {
      req(request) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        };
      },
      err: (error) => serializeError(error),
    },
  };
}
