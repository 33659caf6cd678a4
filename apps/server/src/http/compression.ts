import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  gzip,
  gzipSync,
  type InputType,
} from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

export interface CompressionOptions {
  /** Answers shorter than this (in characters or bytes) go out as they are. */
  threshold: number;
  /** Answers at least this long are compressed on the thread pool, not on the event loop. */
  offloadFrom: number;
}

// Quality 2 with a 256 KB window: see docs/decisions/019-one-round-trip-and-several-servers.md.
const BROTLI = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 2, [constants.BROTLI_PARAM_LGWIN]: 18 },
};
const brotliLater = promisify(brotliCompress);
const gzipLater = promisify(gzip);

const COMPRESSIBLE = /^(application\/(json|[\w.+-]*\+json|javascript|xml)|text\/)/i;
const NOT_ENCODED = new Set([204, 206, 304]);

/**
 * The encoding an `Accept-Encoding` header asks for most: brotli or gzip by their q-values
 * (brotli on a tie, `*` standing for either), none when neither is acceptable.
 */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim().toLowerCase(), Number.isFinite(weight) ? weight : 0);
  }
  const any = weights.get('*') ?? 0;
  const br = weights.get('br') ?? any;
  const gz = weights.get('gzip') ?? any;
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return undefined;
}

function compress(encoding: Encoding, body: InputType, later: boolean): Promise<Buffer> | Buffer {
  if (encoding === 'br')
    return later ? brotliLater(body, BROTLI) : brotliCompressSync(body, BROTLI);
  return later ? gzipLater(body) : gzipSync(body);
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : '';
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Compresses the text answers of the routes registered on `scope` (JSON, OpenAPI) with brotli
 * or gzip as the client accepts. A short answer is compressed in one call on the event loop; a
 * long one (the list of 500 employees, 189 KB) on the thread pool, so that its half millisecond
 * of brotli neither blocks other requests nor competes with them for the event loop's core.
 * Answers already encoded, partial or without a body are left alone.
 */
export function registerCompression(scope: FastifyInstance, options: CompressionOptions): void {
  scope.addHook(
    'onSend',
    async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      // A string's length in characters is at most its length in UTF-8 bytes: measuring the
      // bytes would read the whole answer once more.
      if (payload.length < options.threshold) return payload;
      if (NOT_ENCODED.has(reply.statusCode) || reply.hasHeader('content-encoding')) return payload;
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && !COMPRESSIBLE.test(type)) return payload;
      addVary(reply);
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (!encoding) return payload;
      const body = await compress(encoding, payload, payload.length >= options.offloadFrom);
      reply.header('content-encoding', encoding);
      reply.header('content-length', body.length);
      return body;
    },
  );
}
