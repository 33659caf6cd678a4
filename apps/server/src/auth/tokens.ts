import { primaryRole } from '@klokwerk/domain/roles';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/** Claims of a Klokwerk session token (DESIGN §7). */
export const claimsSchema = z.object({
  sub: z.string(),
  name: z.string(),
  firstName: z.string(),
  email: z.string(),
  roles: z.array(z.string()).min(1),
  companyId: z.number().int().nullable(),
  employeeId: z.number().int().nullable(),
  userId: z.number().int(),
  tenantId: z.string().min(1),
  subscription: z.string(),
  ver: z.number().int(),
});
export type Claims = z.infer<typeof claimsSchema>;

export const SESSION_LIFETIME_SECONDS = 12 * 60 * 60;
/** The kiosk is a device at the door, not a person: it stays signed in (DESIGN §6). */
export const DEVICE_LIFETIME_SECONDS = 90 * 24 * 60 * 60;

export function lifetimeFor(roles: readonly string[]): number {
  return primaryRole(roles) === 'KLOKSYSTEEM' ? DEVICE_LIFETIME_SECONDS : SESSION_LIFETIME_SECONDS;
}

export async function signToken(claims: Claims, secret: Uint8Array, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const { sub, ...rest } = claims;
  return new SignJWT(rest)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetimeFor(claims.roles))
    .sign(secret);
}

/** Verifies signature (HS256 only: `alg: none` and algorithm swaps are refused) and expiry. */
export async function verifyToken(
  token: string,
  secret: Uint8Array,
  now: Date,
): Promise<Claims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      currentDate: now,
    });
    const parsed = claimsSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
