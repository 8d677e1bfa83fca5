import { expect } from 'vitest';
import { day, Game, GENDERS211, NO_EMPEROR, night, SEATS211, started211, TABLE211 } from './table';

/**
 * 跟随该角色阵营变动 (不定阵营's masters: 巫妖匣, 粉丝, 影武者): `seat`, dealt `role`, takes 婆 — a 顺从的女仆, still 不定 — as its
 * master with `skill`; once she joins 村民阵营 by 顺从 (宫 voted out), the follower must have moved with her.
 */
export function followsMaid(role: string, seat: string, skill: string): void {
  const roles = { ...TABLE211, ...NO_EMPEROR, 贵: '村民', [seat]: role, 婆: '顺从的女仆' };
  const g = started211(roles);
  g.act(seat, skill, ['婆']);
  g.close();
  day(g);
  const faction = (n: string) => g.state.chars.find((c) => c.name === n)?.faction;
  // the 女仆 is still 不定: so is the follower
  expect(faction(seat)).toBe('undetermined');
  g.closeNight();
  day(g, { 狼A: '宫', 狼B: '宫' });
  night(g, { 黄昏1: () => g.act('婆', '顺从', ['宫']) });
  expect(faction('婆')).toBe('village');
  expect(faction(seat)).toBe('village');
}

/** 嫔 is the 粉丝 (the test table, no 皇帝, the constraints waived); the opening is open. */
export function fanOpening(): Game {
  const g = Game.create(
    { ...TABLE211, ...NO_EMPEROR, 嫔: '粉丝' },
    { ruleset: '211', genders: GENDERS211, options: { autoCards: false, ignoreSetupConstraints: true } },
  );
  g.start(SEATS211);
  expect(g.state.phase).toMatchObject({ kind: 'day', day: 0, window: 'opening' });
  return g;
}

/** 嫔 the 粉丝 has chosen `t` as her 偶像 (追随); night 1 is open. */
export function fanOf(t: string): Game {
  const g = fanOpening();
  g.act('嫔', '追随', [t]);
  g.close();
  day(g);
  return g;
}
