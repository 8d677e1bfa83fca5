import { isFemale } from '../../../engine/effects';
import type { RoleDef, RulesetDef } from '../../../engine/types';
import type { GameState } from '../../../state';

// [211] file 001 【诸侯】10 开膛手（男）（55）: 杀人[深夜][指定] —— 选择范围：任意一名角色。结算效果：对结算目标进行一次指杀。
// 胜负判定 【三方阵营】12、开膛手：所有女性出局，或女性身份出局了总人数*0.5个。 (共通判负条件：所属阵营的全部角色均出局: the ruleset's)
// Readings: 女性 = the vests (女性角色, as 临幸 reads them); 女性身份 = roles of the list marked （女）; 总人数 = the characters
// counted (所有判定均不计算皇帝), 四舍五入. His 杀人 is one of 狼人阵营与其他身份 杀人 (深夜2), counted as 其余身份杀人 in the tally.

/** 所有判定均不计算皇帝: the characters a win condition counts (the 诸侯's too). */
export const counted = (s: GameState, rs: RulesetDef) =>
  s.chars.filter((c) => rs.roles[c.role]?.card !== '皇帝');

/** 开膛手's win: 所有女性出局，或女性身份出局了总人数*0.5个. */
function ripperWins(s: GameState, _f: string, rs: RulesetDef): boolean {
  const cs = counted(s, rs);
  const women = cs.filter(isFemale);
  const femaleRolesOut = cs.filter((c) => !c.alive && rs.roles[c.role]?.gender === '女').length;
  return (women.length > 0 && women.every((c) => !c.alive)) || femaleRolesOut >= Math.round(cs.length * 0.5);
}

export const ripper: RoleDef = {
  id: 'ripper',
  name: '开膛手',
  aliases: ['狼人阵营与其他身份', '其余身份'],
  gender: '男',
  faction: 'ripper',
  cite: '001 诸侯 10',
  factions: [{ id: 'ripper', name: '开膛手阵营', wins: ripperWins }],
  templates: { 'cause.ripper_kill': () => '出局' },
  skills: [
    {
      id: 'ripper_kill',
      name: '杀人',
      kind: 'night',
      effect: { kill: true, lethal: true },
      targets: { min: 1, max: 1, self: true, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets)
            ctx.kill({ target: t, source: 'ripper_kill', by: a.as, strength: 'zhisha' });
        },
      },
    },
  ],
};
