import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Statuses a call can fail with; each answers the error body of errors.ts. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

/**
 * One call of the API: its address, its inputs and its answer, as zod schemas. The server
 * registers its route from it (validation, compiled serializer, OpenAPI); the web app takes
 * its request and answer types from it and validates its forms with the same schemas.
 */
export interface Call {
  method: Method;
  /** Below /api, with Fastify-style parameters: '/employees/company/:companyId'. */
  path: `/${string}`;
  summary: string;
  tags: readonly string[];
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  status: 200 | 201;
  response: z.ZodType;
  errors: readonly ErrorStatus[];
  /**
   * A call that creates something: it takes an `Idempotency-Key` header, and the same key again
   * answers the first answer and creates nothing (docs/api-conventions.md).
   */
  idempotent?: true;
}

/** Keeps the literal types of a call, so that both sides infer its exact shapes. */
export function defineCall<const C extends Call>(call: C): C {
  return call;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;

export type CallParams<C extends Call> = InputOf<C['params']>;
export type CallQuery<C extends Call> = InputOf<C['query']>;
export type CallBody<C extends Call> = InputOf<C['body']>;
export type CallResponse<C extends Call> = z.output<C['response']>;

/** The address of a call below /api with its parameters filled in and escaped. */
export function pathOf(call: Call, params?: Record<string, string | number>): string {
  return call.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`parameter ${name} ontbreekt voor ${call.path}`);
    return encodeURIComponent(String(value));
  });
}
