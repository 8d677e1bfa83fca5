import { describe, expect, it } from 'vitest';
import { day, Game, GENDERS211, NO_EMPEROR, night, SEATS211, TABLE211 } from './table';

// [211] 【叛皇阵营】9 大天狗（男）⑦ (file 001 l.533–541):
//   家国抉择[开局]——游戏开局，大天狗需选择回家还是远征，若选择回家，则获得[群内]标签，若选择远征，则获得[接刀]标签，并获得对应技能。
//   吞食[深夜][指定]——选择范围：任意一名角色，每个角色只能被选择一次。结算效果：结算目标获得[霸道]状态，持续至下一个夜晚开始。
//   天狗吞月<强制>[指定][深夜]—— 选择范围：当天不在[天狗吞月]公示的名单内任意一定数量的角色。一定数量是指5名玩家与当夜存活人数的1/3（向下取整）中的
//   较小者。结算效果：结算目标获得[霸道]状态，持续至下一个夜晚开始，并公示[所有结算目标获得了霸道状态]。
//   不归<强制> —— 大天狗远征不会归来，无法获得[群内]标签。PS：多个[天狗吞月]发动时，名单将整合成一个名单…下一晚…都不能继续对名单内角色使用该技能
// [霸道]：该状态下，不会被投票出局 (l.114). 行动顺序总集 开局 大天狗 家国抉择; 深夜1 大天狗 吞食 天狗吞月.

function tengu(choice: '回家' | '远征' | null, swap: Record<string, string> = {}): Game {
  const g = Game.create(
    { ...TABLE211, ...NO_EMPEROR, 狼B: '大天狗', ...swap },
    { ruleset: '211', genders: GENDERS211, options: { autoCards: false, ignoreSetupConstraints: true } },
  );
  g.start(SEATS211);
  if (choice) g.act('狼B', '家国抉择', [], choice);
  g.close();
  day(g);
  return g;
}
const kill = (g: Game, w: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });

describe('大天狗 回家', () => {
  it('回家 → [群内]: told the group, shares the 杀人; no 天狗吞月 (SKILL_NOT_USABLE)', () => {
    const g = tengu('回家');
    expect(g.notes('狼B').join('\n')).toContain('你的狼队友：妃、狼A。');
    expect(g.notes('狼A').find((n) => n.startsWith('你的狼队友'))).toContain('狼B');
    g.closeTo('深夜1');
    expect(g.actFails('狼B', '天狗吞月', ['贵', '宫', '娥', '道']).code).toBe('SKILL_NOT_USABLE');
    g.closeTo('深夜2');
    g.act('狼B', '杀人', ['嫔']);
    g.closeNight();
    expect(g.alive('嫔')).toBe(false);
  });

  it('吞食: [霸道] 持续至下一个夜晚开始 — voted top the next day, not out; the day after, out', () => {
    const g = tengu('回家');
    night(g, { 午夜: () => g.act('贵', '宠溺', ['娥']), 深夜1: () => g.act('狼B', '吞食', ['宫']) });
    day(g, { 狼A: '宫', 狼B: '宫' });
    expect(g.alive('宫')).toBe(true);
    night(g, { 午夜: () => g.act('贵', '宠溺', ['娥']) });
    day(g, { 狼A: '宫', 狼B: '宫' });
    expect(g.alive('宫')).toBe(false);
  });

  it('每个角色只能被选择一次 (ILLEGAL_TARGET the second time)', () => {
    const g = tengu('回家');
    night(g, { 午夜: () => g.act('贵', '宠溺', ['娥']), 深夜1: () => g.act('狼B', '吞食', ['宫']) });
    day(g);
    g.closeTo('深夜1');
    expect(g.actFails('狼B', '吞食', ['宫']).code).toBe('ILLEGAL_TARGET');
  });
});

describe('大天狗 远征', () => {
  it('远征 → [接刀], not [群内]: no 杀人 while a [群内] is in; every [群内] out — he holds it', () => {
    const g = tengu('远征');
    g.closeTo('深夜2');
    expect(g.actFails('狼B', '杀人', ['嫔']).code).toBe('NOT_YOUR_SKILL');
    g.closeNight();
    kill(g, '妃');
    kill(g, '狼A');
    kill(g, '魔');
    day(g);
    g.closeTo('深夜2');
    g.act('狼B', '杀人', ['嫔']);
  });

  it('天狗吞月: min(5, 当夜存活人数/3) targets — 12 alive → 4 (TARGET_COUNT otherwise); [霸道] and 公示', () => {
    const g = tengu('远征');
    g.closeTo('深夜1');
    expect(g.actFails('狼B', '天狗吞月', ['贵', '宫', '娥']).code).toBe('TARGET_COUNT');
    g.act('狼B', '天狗吞月', ['贵', '宫', '娥', '道']);
    g.closeNight();
    expect(g.announcements().join('\n')).toContain('天狗吞月：贵、宫、娥、道 获得了霸道状态。');
    day(g, { 狼A: '道', 狼B: '道' });
    expect(g.alive('道')).toBe(true);
  });

  it('当天不在[天狗吞月]公示的名单内: not last night’s list (ILLEGAL_TARGET / SAME_TARGET_AS_LAST_NIGHT)', () => {
    const g = tengu('远征');
    night(g, { 深夜1: () => g.act('狼B', '天狗吞月', ['贵', '宫', '娥', '道']) });
    day(g);
    g.closeTo('深夜1');
    expect(g.actFails('狼B', '天狗吞月', ['贵', '婆', '嫔', '雪']).code).toMatch(
      /SAME_TARGET_AS_LAST_NIGHT|ILLEGAL_TARGET/,
    );
    g.act('狼B', '天狗吞月', ['婆', '嫔', '雪', '帝']);
  });

  it('<强制>: missed, the targets are drawn — four get [霸道] and the list is announced', () => {
    const g = tengu('远征');
    night(g);
    expect(g.announcements().join('\n')).toMatch(/天狗吞月：\S+、\S+、\S+、\S+ 获得了霸道状态。/);
  });
});

describe('大天狗 不归', () => {
  // l.541 不归<强制> —— 大天狗远征不会归来，无法获得[群内]标签; l.611–612 梁山头目 归途: 狼人阵营且没有[群内]标签 → 获得[群内]标签，将收到通知
  it('远征: 梁山头目’s 归途 gives him no [群内] (no notice, no 杀人 while the group is in)', () => {
    const g = tengu('远征', { 魔: '梁山头目' });
    night(g, {
      黄昏1: () => g.act('魔', '归途', ['狼B']),
      深夜2: () => {
        expect(g.actFails('狼B', '杀人', ['嫔']).code).toBe('NOT_YOUR_SKILL');
        g.act('狼A', '杀人', ['嫔']);
      },
    });
    expect(g.notes('狼B').join('\n')).not.toContain('归途');
    expect(g.outs()).toEqual(['嫔']);
  });

  it('回家: already [群内] — 归途 gives nothing more (no notice)', () => {
    const g = tengu('回家', { 魔: '梁山头目' });
    night(g, { 黄昏1: () => g.act('魔', '归途', ['狼B']) });
    expect(g.notes('狼B').join('\n')).not.toContain('归途');
  });
});

describe('大天狗 家国抉择', () => {
  it('需选择: missed, one is drawn', () => {
    const g = tengu(null);
    const st = g.state.chars.find((c) => c.name === '狼B')?.statuses.map((s) => s.id) ?? [];
    expect(st.filter((id) => id === 'tengu_home' || id === 'tengu_away')).toHaveLength(1);
  });
});
