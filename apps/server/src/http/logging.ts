import type { FastifyServerOptions } from 'fastify';

const EMAIL_IN_PATH = /[^/?&=]+(@|%40)[^/?&=]+/gi;

/** Paths such as /corrections/all/email/{email} carry e-mail addresses; logs must not (DESIGN §7). */
export function redactEmails(url: string): string {
  return url.replace(EMAIL_IN_PATH, '[e-mail]');
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    serializers: {
      req(request) {
        return {
          method: request.method,
          url: redactEmails(request.url),
          remoteAddress: request.ip,
        };
      },
    },
  };
}
