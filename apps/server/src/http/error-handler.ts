import { unknownFieldMessage } from '@klokwerk/contract/unknown-fields';
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError, ERROR_STATUS, MESSAGES } from './errors';
import { errorBody as body, clientErrorOf } from './framework-errors';

/** instancePath is '/a/b' for the field a.b; '/' for the whole body. */
function fieldOf(instancePath: string, context: string): string | undefined {
  const name = instancePath.split('/').filter(Boolean).join('.');
  if (name) return name;
  return context === 'body' ? undefined : context;
}

/**
 * A strict schema's complaint about keys it does not know names their parent ('/'), not the
 * key: the key itself is the field a person must remove.
 */
function unknownKeyOf(issue: { keyword: string; instancePath: string; params: unknown }) {
  if (issue.keyword !== 'unrecognized_keys') return null;
  const keys = (issue.params as { keys?: unknown }).keys;
  const key = Array.isArray(keys) && typeof keys[0] === 'string' ? keys[0] : null;
  if (key === null) return null;
  return [...issue.instancePath.split('/').filter(Boolean), key].join('.');
}

/**
 * One handler for every error. Known errors keep their code; bad input from zod becomes 400
 * naming the field; anything unexpected is logged with the request id and hidden from the caller.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(body(error.code, error.message, error.field));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const unknown = first ? unknownKeyOf(first) : null;
      if (unknown) {
        return reply.status(400).send(body('VALIDATION', unknownFieldMessage(unknown), unknown));
      }
      const field = first
        ? fieldOf(first.instancePath, error.validationContext ?? 'body')
        : undefined;
      const detail = first?.message ?? 'ongeldige waarde';
      const message = field
        ? `Ongeldige invoer voor ${field}: ${detail}`
        : `Ongeldige invoer: ${detail}`;
      return reply.status(400).send(body('VALIDATION', message, field));
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, cause: error.cause, req: request },
        'response does not match its schema',
      );
      return reply.status(500).send(body('INTERNAL', MESSAGES.internal));
    }
    // Fastify's own client errors: malformed JSON, wrong content type, body too large.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const [code, message] = clientErrorOf(error);
      return reply.status(ERROR_STATUS[code]).send(body(code, message));
    }
    // With the request (method, path, client; e-mail addresses redacted): at the default level
    // `warn` no request line precedes it.
    request.log.error({ err: error, req: request }, 'unexpected error');
    return reply.status(500).send(body('INTERNAL', MESSAGES.internal));
  });
}
