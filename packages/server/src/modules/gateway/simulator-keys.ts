/** A simulator's RSA key pair: made at first start in DATA_DIR, its public half is what we trust in simulator mode. */
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface SimulatorKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
}

/** `name`: the simulator's folder in DATA_DIR (each simulated bank signs with its own key). */
export function loadSimulatorKeys(dataDir: string, name = 'gateway-sim'): SimulatorKeys {
  const dir = path.join(dataDir, name);
  const file = path.join(dir, 'private.pem');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    // Written aside and renamed, so a parallel start never reads half a key.
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    renameSync(tmp, file);
  }
  const privateKey = createPrivateKey(readFileSync(file));
  return { privateKey, publicKey: createPublicKey(privateKey) };
}
