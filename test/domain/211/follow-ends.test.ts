import { describe, expect, it } from 'vitest';
import { changeFaction } from '../../../src/domain/engine/effects';
import { Tx } from '../../../src/domain/engine/tx';
import { ruleset211 } from '../../../src/domain/rulesets/211';
import { fanOf } from './follow';

// [211] file 001 不定阵营 特殊 (l.880): 若有随某些角色变动阵营的效果，在自己被其他手段改变阵营后，该效果失效，不再随主人之类的变动阵营。
// 嫔 is a 粉丝 following 宫 (追随: 转入相同阵营，跟随该角色阵营变动). No 211 skill yet changes a master's faction after its follower's own
// change by other means (妖狐's 小弟, 证婚人 and the lovers are made at the opening), so the mechanism is driven here through the
// engine's changeFaction (rulesets/211 index.ts followEndsOnOwnChange) on the game's state.

const fanOf宫 = () => fanOf('宫');
const factionIn = (tx: Tx, n: string) => tx.state.chars.find((c) => c.name === n)?.faction;

describe('211 l.880 跟随 ends when another means changes the follower', () => {
  it('followed: 宫 turned to the 狼人阵营 — 嫔 follows (told)', () => {
    const g = fanOf宫();
    const tx = new Tx(g.state, ruleset211, g.now);
    changeFaction(tx, '宫', 'wolves', 'test');
    expect(factionIn(tx, '嫔')).toBe('wolves');
  });

  it('在自己被其他手段改变阵营后，该效果失效: 嫔 herself moved to 占星师阵营 first — 宫’s later change leaves her there', () => {
    const g = fanOf宫();
    const tx = new Tx(g.state, ruleset211, g.now);
    changeFaction(tx, '嫔', 'astrologer', 'test');
    expect(tx.state.chars.find((c) => c.name === '嫔')?.statuses.some((s) => s.id === 'follows_host')).toBe(
      false,
    );
    changeFaction(tx, '宫', 'wolves', 'test');
    expect(factionIn(tx, '嫔')).toBe('astrologer');
  });
});
