import type { RoleDef, SkillDef } from '../../../engine/types';
import { royalFatuous } from './royal';
import { wiseEmperor } from './wise-emperor';

// [211] file 001 【叛皇阵营】1 昏庸之君（皇帝）⑩: 身份属性（不是技能）：皇帝常驻[不死]状态，且这个状态不会失去，收到的身份牌固定为[皇帝]，且所有永久
// 负面状态都改为只持续一天。，昏庸之君还会知晓所有狼队友名单。临幸[黄昏][指定][强制] (as 贤明之君). 皇权（昏）[指定][正午][翻牌] —— 选择范围：任意一名
// 角色，竞选日不可发动，并选择是否出局。结算效果：若选择出局，则结算目标受到[穿透]，否则无效果。
// Readings: 选择是否出局 chooses whether the target goes out (his own [不死] is never lost, and 美女画皮's copy of 皇权 is his plus a
// self 致死伤害, l.720) — the choice `出局` / `不出局`; called 皇权 to him, as on every 皇帝 card. 所有狼队友 = every character of
// 狼人阵营 at the start, [群内] or not, told when the game starts. The 身份属性 and 临幸 are 贤明之君's (one definition).

const favour = wiseEmperor.skills.find((k) => k.id === 'favour') as SkillDef;

export const fatuousEmperor: RoleDef = {
  ...wiseEmperor,
  id: 'fatuous_emperor',
  name: '昏庸之君',
  faction: 'wolves',
  cite: '001 叛皇阵营 1',
  templates: {
    ...wiseEmperor.templates,
    wolfMates: ({ names }) => `狼队友：${names}。`,
  },
  onStart: (tx, c) => {
    const mates = tx.state.chars
      .filter((m) => m.faction === 'wolves' && m.name !== c.name)
      .map((m) => m.name);
    tx.notify(c.name, tx.t('wolfMates', { names: mates.join('、') || '—' }), {
      kind: 'group',
      members: mates,
    });
  },
  skills: [favour, royalFatuous],
};
