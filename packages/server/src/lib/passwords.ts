/** Argon2id password hashing (OWASP parameters: 19 MiB, 2 iterations). */
import { hash, verify } from '@node-rs/argon2';

// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolated modules).
const options = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = (): Promise<string> => (dummyHash ??= hashPassword('not-a-real-password'));
