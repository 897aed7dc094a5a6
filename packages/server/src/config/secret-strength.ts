/**
 * How much a secret could hold, judged by its characters rather than its length: 32× "a" is 32 characters
 * and 0 bits. The estimate is the Shannon bound of the secret's own character frequencies times its length
 * (an upper bound for random text, far too high for words), and a secret that repeats one unit is refused.
 */
export const MIN_SECRET_BITS = 128;

/** length × −Σ p·log2 p over the secret's characters (code points). */
export function estimatedBits(secret: string): number {
  const chars = [...secret];
  const counts = new Map<string, number>();
  for (const c of chars) counts.set(c, (counts.get(c) ?? 0) + 1);
  let perChar = 0;
  for (const n of counts.values()) {
    const p = n / chars.length;
    perChar -= p * Math.log2(p);
  }
  return perChar * chars.length;
}

/** Why the secret is too weak to sign tokens with, or undefined when it is strong enough. */
export function secretWeakness(secret: string): string | undefined {
  if (/^(.+?)\1+$/su.test(secret)) return 'it repeats one short part';
  const bits = Math.floor(estimatedBits(secret));
  if (bits < MIN_SECRET_BITS)
    return `its characters hold about ${bits} bits, at least ${MIN_SECRET_BITS} are needed`;
  return undefined;
}
