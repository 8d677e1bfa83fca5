import type { SubmitLastWords } from '../commands';
import { defsOf, statusesOf } from '../engine/effects';
import type { Tx } from '../engine/tx';
import { type DomainError, err } from '../errors';
import { ev } from '../events';

import { actorChar } from './common';

// SubmitLastWords: 遗言 while holding the right.

const DISCUZ =
  /\[\/?(b|i|u|s|url|img|color|size|font|quote|code|hide|align|media|list|table|tr|td|float|p|backcolor|hr|attach|flash|audio|email|qq|\*)(=[^\]]*)?\]/i;

export function lastWords(tx: Tx, cmd: SubmitLastWords): DomainError | null {
  const s = tx.state;
  if (s.status !== 'running')
    return err(s.status === 'ended' ? 'GAME_ENDED' : 'GAME_NOT_STARTED', '游戏未在进行中');
  const c = actorChar(tx, cmd.actor);
  if ('code' in c) return c;
  if (!s.rights.some((r) => r.holder === c.name && r.kind === 'last_words'))
    return err('NO_LAST_WORDS_RIGHT', `${c.name} 没有遗言机会`);
  const text = cmd.text.trim();
  if (!text) return err('INVALID_INPUT', '遗言不能为空');
  if (DISCUZ.test(text)) return err('INVALID_INPUT', '遗言中禁止使用Discuz!代码');
  // a status limiting the holder's last words (211 [寡言]: 若需要发遗言，也只能最多发送5个字; 包括标点表情在内)
  for (const { def } of defsOf(tx.rs, statusesOf(s, tx.rs, c))) {
    const max = def.holder?.lastWordsMax;
    if (max !== undefined && [...text].length > max)
      return err('INVALID_INPUT', `[${def.name}]：遗言最多${max}个字（包括标点表情在内）`);
  }
  tx.emit(ev('LastWordsSubmitted', { actor: c.name, text }));
  tx.emit(ev('RightEnded', { holder: c.name, kind: 'last_words', how: 'used' }));
  if (s.phase.kind === 'day') {
    tx.announce(tx.t('lastWords', { name: c.name, text }), { kind: 'last_words', name: c.name, text });
    tx.emit(ev('LastWordsPublished', { actors: [c.name] }));
  }
  return null;
}
