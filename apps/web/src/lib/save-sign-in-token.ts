import { saveSignIn } from './auth-storage';
import { parseClaims, type SessionClaims } from './session';

/**
 * Stores a token the server just issued (sign-in, trial sign-up) with what its claims say: the
 * tenant (or `tenantId`, the one the person named, should the token lack it), the plan and the
 * role. Returns the claims; a token without readable claims is refused rather than stored.
 */
export function saveSignInToken(token: string, tenantId: string, remember: boolean): SessionClaims {
  const claims = parseClaims(token);
  if (!claims) throw new Error('Het antwoord van de server bevat geen leesbaar token.');
  saveSignIn(
    {
      token,
      tenantId: claims.tenantId ?? tenantId,
      subscription: claims.subscription,
      role: claims.roles[0] ?? null,
    },
    remember,
  );
  return claims;
}
