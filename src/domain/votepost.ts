/**
 * Forum vote posts: 投票对象：X / 投票理由：Y and 改票对象：X / 改票理由：Y.
 * Punctuation is the same full- or half-width (NFKC); object and reason may
 * share a line.
 */
export interface ParsedPost {
  kind: 'vote' | 'change';
  target: string; // a vest or 弃权
  reason: string | null;
}

export function normalizeName(s: string): string {
  return s.normalize('NFKC').trim();
}

export function parseVotePost(post: string): ParsedPost | { error: string } {
  const text = post.normalize('NFKC');
  const m = /(投票|改票)对象\s*:\s*(.*?)\s*(?:(?:投票|改票)理由\s*:\s*([\s\S]*?))?\s*$/m.exec(text);
  if (!m) return { error: '找不到“投票对象：”或“改票对象：”' };
  const kind = m[1] === '改票' ? 'change' : 'vote';
  const rest = text.slice((m.index ?? 0) + m[0].length);
  void rest;
  const target = (m[2] ?? '').split(/(?:投票|改票)理由\s*:/)[0]?.trim() ?? '';
  if (!target) return { error: '投票对象为空' };
  const reasonMatch = /(?:投票|改票)理由\s*:\s*([\s\S]*)$/.exec(text);
  return { kind, target, reason: reasonMatch?.[1]?.trim() || null };
}
