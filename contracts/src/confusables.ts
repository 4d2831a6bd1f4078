/**
 * A name's skeleton for comparing it with reserved words (after Unicode's TR39 idea of
 * confusables): what a reader sees, not which code points were typed. NFKC first (full-width and
 * mathematical letters become plain ones), then case, then the letters of other scripts that are
 * drawn like a Latin one (Cyrillic а, Greek ο, Armenian օ...), the digits read as letters, and
 * `rn`, which reads as `m`. `i`, `l`, `1` and their look-alikes are one letter here: in most fonts
 * a reader cannot tell them apart.
 *
 * A subset of Unicode's confusables.txt: the look-alikes of the Latin lowercase letters in the
 * scripts a nickname may be typed in; Chinese has no look-alikes of the reserved Chinese words.
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  a: 'аɑα',
  b: 'ьƅ',
  c: 'сϲᴄ',
  d: 'ԁɗ',
  e: 'еҽε',
  g: 'ɡց',
  h: 'һհ',
  // i and l are drawn alike; so are the dotless i, the Cyrillic palochka, iota and the digit one.
  i: 'lіιıɩӏ1|',
  j: 'јϳ',
  k: 'κк',
  m: 'м',
  n: 'ηոп',
  o: 'оοσօ0',
  p: 'рρ',
  q: 'ԛ',
  r: 'гᴦ',
  s: 'ѕꜱ5',
  t: 'тτ',
  u: 'υսμ',
  v: 'νѵ',
  w: 'ԝωш',
  x: 'хχ',
  y: 'уγү',
  z: 'ᴢ',
};

const TO_LATIN = new Map<string, string>(Object.entries(LOOK_ALIKES).flatMap(([latin, alikes]) => [...alikes].map((c) => [c, latin] as const)));

export function skeleton(text: string): string {
  let out = '';
  for (const c of text.normalize('NFKC').toLowerCase()) {
    if (/\s/u.test(c)) continue;
    out += TO_LATIN.get(c) ?? c;
  }
  return out.replaceAll('rn', 'm');
}
