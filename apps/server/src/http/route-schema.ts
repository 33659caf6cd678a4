import type { Call, ErrorStatus } from '@klokwerk/contract/call';
import { errorBody } from '@klokwerk/contract/errors';
import { idempotentHeaders } from '@klokwerk/contract/idempotency';

type Responses<C extends Call> = { [S in C['status']]: C['response'] } & {
  [S in C['errors'][number]]: typeof errorBody;
};

export interface RouteSchema<C extends Call> {
  tags: string[];
  summary: string;
  params: C['params'];
  querystring: C['query'];
  body: C['body'];
  /** The Idempotency-Key of a creating call (the guard and the public services keep it). */
  headers?: typeof idempotentHeaders;
  response: Responses<C>;
}

/**
 * The Fastify schema of a route, taken from its call in packages/contract: zod validates the
 * inputs (400 naming the field), the answer schemas feed the compiled serializer and OpenAPI.
 */
export function routeSchema<const C extends Call>(call: C): RouteSchema<C> {
  const errors = Object.fromEntries(
    call.errors.map((status: ErrorStatus) => [status, errorBody]),
  ) as { [S in C['errors'][number]]: typeof errorBody };
  const schema = {
    tags: [...call.tags],
    summary: call.summary,
    params: call.params,
    querystring: call.query,
    body: call.body,
    headers: call.idempotent ? idempotentHeaders : undefined,
    response: { ...errors, [call.status]: call.response } as Responses<C>,
  };
  // A call without a body has no body schema, rather than one that is undefined.
  for (const key of ['params', 'querystring', 'body', 'headers'] as const) {
    if (schema[key] === undefined) delete schema[key];
  }
  return schema;
}
