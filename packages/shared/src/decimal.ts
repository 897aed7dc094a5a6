/** Exact decimal arithmetic for money: decimals become scaled integers (BigInt), never floats. */

/** "12.5" at scale 2 → 1250n. Throws on anything that is not a plain non-negative decimal. */
export function toScaled(value: string | number, scale: number): bigint {
  const text = typeof value === 'number' ? value.toFixed(scale + 2) : value.trim();
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new Error(`not a decimal: ${value}`);
  const whole = match[1]!;
  const fraction = (match[2] ?? '').padEnd(scale + 1, '0');
  const kept = BigInt(whole + fraction.slice(0, scale));
  // Half-up on the first dropped digit.
  return Number(fraction[scale]) >= 5 ? kept + 1n : kept;
}

/** a / b rounded half-up, for non-negative integers. */
export function divideHalfUp(a: bigint, b: bigint): bigint {
  return (a * 2n + b) / (2n * b);
}

/** 1250n at scale 2 → "12.50". */
export function fromScaled(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const text = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return negative ? `-${text}` : text;
}
