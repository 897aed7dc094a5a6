/**
 * VAPID key pairs (RFC 8292): checking a configured pair, and the development pair kept in the data
 * directory so browsers' subscriptions survive restarts (a subscription is bound to the public key).
 */
import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Why a configured pair is unusable, or undefined when it is a matching P-256 pair. */
export function vapidKeyProblem(publicKey: string, privateKey: string): string | undefined {
  if (!BASE64URL.test(publicKey)) return 'VAPID_PUBLIC_KEY: must be base64url (no "=" padding)';
  if (!BASE64URL.test(privateKey)) return 'VAPID_PRIVATE_KEY: must be base64url (no "=" padding)';
  const pub = Buffer.from(publicKey, 'base64url');
  const priv = Buffer.from(privateKey, 'base64url');
  if (pub.length !== 65 || pub[0] !== 4)
    return 'VAPID_PUBLIC_KEY: must be an uncompressed P-256 point (65 bytes)';
  if (priv.length !== 32) return 'VAPID_PRIVATE_KEY: must be 32 bytes';
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(priv);
    if (!ecdh.getPublicKey().equals(pub)) return 'VAPID_PUBLIC_KEY does not belong to VAPID_PRIVATE_KEY';
  } catch {
    return 'VAPID_PRIVATE_KEY: not a P-256 private key';
  }
  return undefined;
}

interface KeyPair {
  publicKey: string;
  privateKey: string;
}

function readPair(file: string): KeyPair | undefined {
  try {
    const pair = JSON.parse(readFileSync(file, 'utf8')) as Partial<KeyPair>;
    if (typeof pair.publicKey !== 'string' || typeof pair.privateKey !== 'string') return undefined;
    return vapidKeyProblem(pair.publicKey, pair.privateKey) ? undefined : ({ ...pair } as KeyPair);
  } catch {
    return undefined;
  }
}

/**
 * The pair in `DATA_DIR/vapid-keys.json`, generated (mode 0600) on first use with a notice. Several
 * processes may start at once on one directory (the tests do): the file appears complete or not at all
 * (written aside, then hard-linked into place, which fails if another process won). A data directory that
 * cannot be written leaves push off, with a notice, rather than stopping the start.
 */
export function developmentVapidKeys(dataDir: string, notices: string[]): KeyPair | undefined {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    const kept = readPair(file);
    if (kept) return kept;
    notices.push(`VAPID keys are not set and ${file} is unreadable: Web Push is off (delete the file)`);
    return undefined;
  }
  const pair = webPush.generateVAPIDKeys();
  const aside = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(aside, `${JSON.stringify(pair, null, 2)}\n`, { mode: 0o600 });
    try {
      linkSync(aside, file);
      notices.push(`VAPID keys are not set: generated a development key pair for Web Push in ${file}`);
      return pair;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      return readPair(file);
    } finally {
      unlinkSync(aside);
    }
  } catch (err) {
    notices.push(`VAPID keys are not set and could not be kept in ${file} (${String(err)}): Web Push is off`);
    return undefined;
  }
}
