import { createHmac, type KeyObject } from 'node:crypto';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_MESSAGES } from '@klokwerk/contract/idempotency';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { idempotencyKeys } from '../db/schema/index';
import type { TenantScope } from '../tenancy/tenant-context';
import { AppError } from './errors';

/** How long a key and its answer are kept: a client resends within minutes, 24 h at the least. */
export const KEY_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * How a route keeps its key when not as every creating call does (the Idempotency-Key header,
 * kept 24 hours): the route option `idempotency` that the API guard reads.
 */
export interface KeyOption {
  /** The body field that holds the key, for a client that keeps its requests to resend. */
  bodyField?: string;
  /** How long the key and its answer are kept. */
  retentionMs?: number;
  /** The refusal of a reused key, in the words of the call. */
  reusedMessage?: string;
  /** A kept answer of an earlier shape as the call answers today, before the answer schema reads it. */
  upgradeKept?: (body: unknown) => unknown;
}

/** One request with a key: what it is, who sent it, and what identifies its content. */
export interface KeyedRequest {
  key: string;
  /** 'POST /api/schedules/confirm' */
  operation: string;
  /** The account that sent it; null for a public call. */
  userId: number | null;
  fingerprint: string;
  /** Where the key was sent, as a refusal names it: the header unless a body field. */
  field?: string;
  reusedMessage?: string;
}

/**
 * The fingerprint of a request's content: an HMAC, not a plain hash, because a body may hold a
 * password (a sign-up) that a plain hash would let anyone with the table try to guess.
 */
export function fingerprintOf(secret: KeyObject, content: unknown): string {
  return createHmac('sha256', secret).update(JSON.stringify(content)).digest('base64url');
}

/** The key of a request's `Idempotency-Key` header (already checked by the call's schema). */
export function headerKey(headers: Record<string, unknown>): string | null {
  const value = headers[IDEMPOTENCY_HEADER];
  return typeof value === 'string' ? value : null;
}

/**
 * What is kept of an answer: version 1 is the status and the body as the route returned it.
 * A later shape gets a version of its own, and this schema reads both.
 */
const storedAnswer = z.object({
  version: z.literal(1),
  status: z.int().min(200).max(299),
  body: z.unknown(),
});

export type Claim = { replay: false } | { replay: true; status: number; body: unknown };

type Scope = Pick<TenantScope, 'tenantId' | 'tx'>;

function reused(request: KeyedRequest): AppError {
  return new AppError(
    'IDEMPOTENCY_KEY_REUSED',
    request.reusedMessage ?? IDEMPOTENCY_MESSAGES.reused,
    request.field ?? 'Idempotency-Key',
  );
}

async function insertClaim(scope: Scope, request: KeyedRequest, expiresAt: Date): Promise<boolean> {
  const rows = await scope.tx
    .insert(idempotencyKeys)
    .values({
      tenantId: scope.tenantId,
      idempotencyKey: request.key,
      operation: request.operation,
      userId: request.userId,
      fingerprint: request.fingerprint,
      expiresAt,
    })
    .onConflictDoNothing({ target: [idempotencyKeys.tenantId, idempotencyKeys.idempotencyKey] })
    .returning({ id: idempotencyKeys.id });
  return rows.length > 0;
}

/**
 * Claims the key for this request inside the transaction that will do the work. New: the row
 * is written (without an answer) and nothing else can claim the key until this transaction
 * ends; a concurrent request with the same key waits on the unique key, and then finds the
 * answer (committed) or claims it itself (rolled back). Known: the same request gets its stored
 * answer; another request, another account or another route is a 409.
 */
export async function claimKey(
  scope: Scope,
  request: KeyedRequest,
  now: Date,
  retentionMs = KEY_RETENTION_MS,
): Promise<Claim> {
  const expiresAt = new Date(now.getTime() + retentionMs);
  if (await insertClaim(scope, request, expiresAt)) return { replay: false };
  const earlier = await earlierAnswer(scope, request, now);
  if (earlier.replay) return earlier;
  // Expired (removed by earlierAnswer), or cleaned up by another request in between.
  if (await insertClaim(scope, request, expiresAt)) return { replay: false };
  throw reused(request);
}

function whereKey(scope: Scope, key: string) {
  return and(eq(idempotencyKeys.tenantId, scope.tenantId), eq(idempotencyKeys.idempotencyKey, key));
}

/**
 * The stored answer to this request's key, without claiming it: for a public call that checks
 * before its slow work (a password hash) and claims in the transaction that writes. A key past
 * its time is removed; another request under the key is a 409.
 */
export async function earlierAnswer(
  scope: Scope,
  request: KeyedRequest,
  now: Date,
): Promise<Claim> {
  const [earlier] = await scope.tx
    .select()
    .from(idempotencyKeys)
    .where(whereKey(scope, request.key));
  if (!earlier) return { replay: false };
  if (earlier.expiresAt <= now) {
    await scope.tx.delete(idempotencyKeys).where(whereKey(scope, request.key));
    return { replay: false };
  }
  if (
    earlier.operation !== request.operation ||
    earlier.userId !== request.userId ||
    earlier.fingerprint !== request.fingerprint
  ) {
    throw reused(request);
  }
  const stored = storedAnswer.safeParse(earlier.answer);
  if (!stored.success) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_MESSAGES.unreadable);
  }
  return { replay: true, status: stored.data.status, body: stored.data.body };
}

/**
 * A stored body as the call's answer schema reads it now. A shape that changed since it was
 * stored (a deploy within the 24 hours) is not guessed at: the client is told to reload.
 */
export function replayedAnswer<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_MESSAGES.unreadable);
  }
  return parsed.data;
}

/** An answer, and whether it is the stored answer to an earlier request with the same key. */
export interface KeyedAnswer<T> {
  answer: T;
  replayed: boolean;
}

/** A request of a public call with its key, or null without one (no account: userId null). */
export function publicKeyedRequest(
  secret: KeyObject,
  headers: Record<string, unknown>,
  operation: string,
  content: unknown,
): KeyedRequest | null {
  const key = headerKey(headers);
  if (key === null) return null;
  return { key, operation, userId: null, fingerprint: fingerprintOf(secret, content) };
}

/**
 * Keeps the answer with the claimed key, in the same transaction as the work; keys of this
 * tenant past their time are removed in the same statement.
 */
export async function storeAnswer(
  scope: Scope,
  request: KeyedRequest,
  status: number,
  body: unknown,
  now: Date,
): Promise<void> {
  const answer = JSON.stringify({ version: 1, status, body });
  await scope.tx.execute(sql`
    with stored as (
      update idempotency_keys set answer = ${answer}::jsonb
      where tenant_id = ${scope.tenantId} and idempotency_key = ${request.key}
      returning id
    )
    delete from idempotency_keys
    where tenant_id = ${scope.tenantId} and expires_at < ${now}
      and idempotency_key <> ${request.key}`);
}
