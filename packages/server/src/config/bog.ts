/**
 * The Bank of Georgia's online payments (issue 20 §2, docs/integrations/bog.md): the real gateway, its
 * local simulator (the default outside production) or none. Production offers it only when its
 * credentials and the bank's callback key are configured; the simulator never runs there.
 */
import type { Env } from './env.ts';

export type BogConfig =
  | { mode: 'off' }
  | {
      mode: 'simulator' | 'bog';
      clientId: string;
      clientSecret: string;
      /** The OAuth2 token endpoint (client credentials). */
      oauthUrl: string;
      /** The payments API's base, e.g. `https://api.bog.ge/payments/v1`. */
      apiUrl: string;
      /** PEM public key the bank signs callbacks with (published in its documentation); the simulator makes its own. */
      publicKeyPath: string | undefined;
      /** Addresses allowed to call the callback; empty = any (the signature still guards it). */
      allowedIps: string[];
    };

/** The simulator's client credentials: it is ours and local, so fixed ones do. */
export const BOG_SIMULATOR_CLIENT = { clientId: 'amanati-bog-sim', clientSecret: 'bog-sim-secret' } as const;

export function bogConfig(e: Env, isProduction: boolean, notices: string[]): BogConfig {
  const mode = e.BOG ?? (isProduction ? (e.BOG_CLIENT_ID ? 'bog' : 'off') : 'simulator');
  if (mode === 'simulator' && isProduction)
    throw new Error('The Bank of Georgia simulator cannot run in production: set BOG=bog or BOG=off');
  if (mode === 'off') {
    if (isProduction && e.BOG === undefined)
      notices.push('BOG_CLIENT_ID is not set: the Bank of Georgia gateway is off (Georgian Card only)');
    return { mode };
  }
  const allowedIps = (e.BOG_ALLOWED_IPS ?? '')
    .split(',')
    .map((ip) => ip.trim())
    .filter(Boolean);
  if (mode === 'simulator')
    return {
      mode,
      ...BOG_SIMULATOR_CLIENT,
      oauthUrl: '/bog-sim/oauth2/token',
      apiUrl: '/bog-sim/payments/v1',
      publicKeyPath: undefined,
      allowedIps,
    };
  const missing = [
    !e.BOG_CLIENT_ID && 'BOG_CLIENT_ID',
    !e.BOG_CLIENT_SECRET && 'BOG_CLIENT_SECRET',
    !e.BOG_PUBLIC_KEY_PATH && 'BOG_PUBLIC_KEY_PATH',
  ].filter(Boolean);
  if (missing.length)
    throw new Error(`The Bank of Georgia gateway needs ${missing.join(', ')} in the environment`);
  return {
    mode,
    clientId: e.BOG_CLIENT_ID!,
    clientSecret: e.BOG_CLIENT_SECRET!,
    oauthUrl: e.BOG_OAUTH_URL,
    apiUrl: e.BOG_API_URL.replace(/\/$/, ''),
    publicKeyPath: e.BOG_PUBLIC_KEY_PATH,
    allowedIps,
  };
}
