/**
 * Bearer tokens (JWT HS256). They carry the account's token version, so a password change revokes them
 * all, and an id of their own (`jti`), so signing out revokes just the one (security review finding 17).
 */
import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  sub: string;
  tv: number;
}

/** A token that verified: its claims, its id (for revocation) and when it expires. */
export interface VerifiedToken extends TokenClaims {
  /** The `jti`, or the SHA-256 of a token issued before tokens carried one. */
  id: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  /** Issued for "remember me" (the long session). */
  remember: boolean;
}

/** Session lengths: "remember me" keeps a browser signed in for a month, otherwise half a day. */
export const SESSION_SECONDS = { remember: 30 * 24 * 3600, short: 12 * 3600 } as const;

export interface TokenService {
  /** Without `remember`, the short session. */
  sign(claims: TokenClaims, remember?: boolean): Promise<string>;
  verify(token: string): Promise<VerifiedToken | null>;
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
  // Only valid tokens are kept, keyed by the whole token; revocation (token version, signed-out ids) is
  // checked by the auth plugin on every request.
  const verified = new Map<string, { claims: VerifiedToken; until: number }>();
  return {
    sign: async (claims, remember = false) => {
      const seconds = remember ? SESSION_SECONDS.remember : SESSION_SECONDS.short;
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ tv: claims.tv })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setJti(randomBytes(16).toString('base64url'))
        .setIssuedAt(now)
        .setExpirationTime(now + seconds)
        .sign(await key);
    },
    async verify(token) {
      const now = Date.now();
      const hit = verified.get(token);
      if (hit && hit.until > now) return hit.claims;
      if (hit) verified.delete(token);
      try {
        // A token must say when it ends (finding 17), and no session outlives the longest we issue.
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat'],
          maxTokenAge: SESSION_SECONDS.remember,
        });
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
        if (payload.exp! - payload.iat! > SESSION_SECONDS.remember) return null;
        const expiresAt = payload.exp! * 1000;
        const claims: VerifiedToken = {
          sub: payload.sub,
          tv: payload.tv,
          id:
            typeof payload.jti === 'string' && payload.jti
              ? payload.jti
              : createHash('sha256').update(token).digest('base64url'),
          expiresAt,
          remember: payload.exp! - payload.iat! > SESSION_SECONDS.short,
        };
        const until = Math.min(now + VERIFIED_TTL_MS, expiresAt);
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
