/**
 * What the local gateway simulators share: their control APIs (signed callbacks on demand, every order's
 * secrets) exist only in development and tests and answer only callers on this machine, as if they were
 * not there for others (security review finding 4); and they send the browser back only to our own
 * addresses.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/env.ts';
import { notFound } from '../../lib/errors.ts';

/** The loopback interface, as Node reports a caller's address on it (IPv4, IPv6, IPv4 mapped). */
const isLoopback = (ip: string) => /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/i.test(ip);

export const controlOpen = (config: Pick<Config, 'env'>) =>
  config.env === 'development' || config.env === 'test';

export const localOnly = {
  // A forwarded request came through a proxy, so from wherever the proxy takes callers from.
  onRequest: (req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
    const here = isLoopback(req.ip) && !req.headers['x-forwarded-for'] && !req.headers.forwarded;
    done(here ? undefined : notFound());
  },
};

/**
 * A return address the browser can be sent to: one of ours — on the public address, or, when none is
 * configured (development), on the origin this request reached, as the top-up's own return addresses
 * are made — never anyone else's (an open redirect would lend our address to phishing).
 */
export function returnAddress(
  config: Pick<Config, 'publicUrl' | 'publicUrlSet'>,
  value: string | undefined,
  req: FastifyRequest,
): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    const ours = [new URL(config.publicUrl).origin];
    if (!config.publicUrlSet) ours.push(new URL(`${req.protocol}://${req.host}`).origin);
    return ours.includes(url.origin) ? url.href : undefined;
  } catch {
    return undefined;
  }
}
