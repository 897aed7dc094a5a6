/**
 * The standard Georgian keyboard (the QWERTY-based layout Georgian computers use): a Latin key press
 * becomes the Georgian letter on that key. Shift gives seven extra letters (T თ, J ჟ, R ღ, S შ, C ჩ,
 * Z ძ, W ჭ); every other capital types the same letter as its lower case. Anything else is kept.
 */
const LOWER: Readonly<Record<string, string>> = {
  a: 'ა',
  b: 'ბ',
  c: 'ც',
  d: 'დ',
  e: 'ე',
  f: 'ფ',
  g: 'გ',
  h: 'ჰ',
  i: 'ი',
  j: 'ჯ',
  k: 'კ',
  l: 'ლ',
  m: 'მ',
  n: 'ნ',
  o: 'ო',
  p: 'პ',
  q: 'ქ',
  r: 'რ',
  s: 'ს',
  t: 'ტ',
  u: 'უ',
  v: 'ვ',
  w: 'წ',
  x: 'ხ',
  y: 'ყ',
  z: 'ზ',
};

const SHIFTED: Readonly<Record<string, string>> = {
  C: 'ჩ',
  J: 'ჟ',
  R: 'ღ',
  S: 'შ',
  T: 'თ',
  W: 'ჭ',
  Z: 'ძ',
};

/** The Georgian letter a Latin key types, or the character itself when the key has none. */
export function georgianKey(char: string): string {
  return SHIFTED[char] ?? LOWER[char] ?? LOWER[char.toLowerCase()] ?? char;
}

/** Turns Latin key presses (typed or pasted) into Georgian letters; other characters pass unchanged. */
export function latinToGeorgian(text: string): string {
  let out = '';
  for (const char of text) out += /[A-Za-z]/.test(char) ? georgianKey(char) : char;
  return out;
}
