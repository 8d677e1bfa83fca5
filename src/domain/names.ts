/**
 * What a vest (a player's name) may be. Names are stored NFKC-normalised and trimmed
 * (`normalizeName`: NFKC output is also NFC); a name is refused when it is not valid text (a lone
 * UTF-16 surrogate), when it holds characters a reader of the 公示 cannot see or that reorder the
 * text (controls, format characters such as zero-width spaces and direction marks, any default-
 * ignorable code point, private-use or unassigned code points, line separators), and when it looks
 * the same as another player's: two names clash when their `lookalikeKey`s are equal — NFKC, then
 * case folded (upper then lower case, so ß = SS = ss), runs of spaces as one.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

/** Why `raw` cannot be a vest (a Chinese sentence for the director), or null when it can. */
export function nameRefusal(raw: string): string | null {
  if (LONE_SURROGATE.test(raw)) return '名字含有无效的字符编码（孤立的代理项），请换一个名字';
  const n = raw.normalize('NFKC').trim();
  if (!n) return '名字不能为空';
  if (INVISIBLE.test(n))
    return '名字不能含有看不见的字符（零宽字符、方向控制符、控制字符或未分配的字符），否则在公示中无法分辨';
  return null;
}

/** Two vests clash when these are equal: NFKC, case folded, spaces collapsed. */
export function lookalikeKey(raw: string): string {
  return raw.normalize('NFKC').trim().toUpperCase().toLowerCase().replace(/\s+/gu, ' ');
}
