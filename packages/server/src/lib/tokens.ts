/** Bearer tokens (JWT HS256). They carry the account's token version, so a password change revokes them. */
import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  sub: string;
  tv: number;
}

export interface TokenService {
  sign(claims: TokenClaims, remember?: boolean): Promise<string>;
  verify(token: string): Promise<TokenClaims | null>;
}

/** How long a verified token is taken on trust without checking its signature again (never past its expiry). */
const VERIFIED_TTL_MS = 60_000;
const VERIFIED_MAX = 50_000;

export function createTokenService(secret: string): TokenService {
  const raw = new TextEncoder().encode(secret);
  // Imported once: given raw bytes, jose imports the key again on every call (a third of a check's cost).
  const key = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  // Clients send the same token with every call: its signature is checked once a minute, not per request.
  // Only valid tokens are kept, keyed by the whole token; revocation is the account's token version,
  // which the auth plugin still checks on every request.
  const verified = new Map<string, { claims: TokenClaims; until: number }>();
  return {
    sign: async (claims, remember = true) =>
      new SignJWT({ tv: claims.tv })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(remember ? '30d' : '1d')
        .sign(await key),
    async verify(token) {
      const now = Date.now();
      const hit = verified.get(token);
      if (hit && hit.until > now) return hit.claims;
      if (hit) verified.delete(token);
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
        const claims = { sub: payload.sub, tv: payload.tv };
        const until = Math.min(now + VERIFIED_TTL_MS, (payload.exp ?? 0) * 1000);
        if (until > now) {
          if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
          verified.set(token, { claims, until });
        }
        return claims;
      } catch {
        return null;
      }
    },
  };
}
