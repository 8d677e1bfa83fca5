import { describe, expect, it } from 'vitest';
import { rulesetOf } from '../../../src/domain/rulesets';
import { OPENING_TEXT_211 } from '../../../src/domain/rulesets/211/order';
import { Game } from '../harness';
import { day, GENDERS211, SEATS211, started211, TABLE211 } from './table';

// [211] file 001 行动顺序总集, its opening (l.1013–1031):
//   开局，确定各方人数 / 盗贼 偷换 / 确定各方具体阵容 / 发放账号，玩家得知身份 / 鬼魂新娘 连情侣 / 月老 连情侣 / 大天狗 家国抉择 /
//   巫妖匣/暗恋者 影子/聂小倩 粉丝 选择主人 / 冷妃 伪装 / 贼弟 潜藏 / 老鸨 装模作样 / 妖狐 化形与拉小弟 / 护卫 模式选择 /
//   狼人阵营 共群 窥天 知晓巫蛊术女/叛军首领 / 魔教教主 狐狸精 银狼 知晓群内狼 / 宗教老爷爷 开膛手 确认目标 / 美女画皮 学习 /
//   竞选日选择警长
//   l.606 叛军首领 身份属性：开局阶段结束后，若叛军首领属于狼人阵营，所有[群内]都知晓叛军首领是谁。
//   魔教教主 身份属性：开局阶段结束后，若魔教教主属于叛皇阵营，魔教教主获得所有狼人[群内]的名单。
//   l.894 月老: 无论如何，除双狼情侣外，情侣中的狼人将不会获得本来的[群内]或[接刀]标签。

const rs = rulesetOf('211');
const order = rs?.opening?.order ?? [];
const at = (id: string) => order.indexOf(id);

/** The test table with 道 dealt 月老 and 帝 a 叛军首领 (constraints waived), started: the opening is open. */
function opening(): Game {
  const table = { ...TABLE211, 道: '月老', 帝: '叛军首领' };
  const g = Game.create(table, {
    ruleset: '211',
    genders: GENDERS211,
    options: { autoCards: false, ignoreSetupConstraints: true },
  });
  g.start(SEATS211);
  expect(g.state.phase).toMatchObject({ kind: 'day', day: 0, window: 'opening' });
  return g;
}

describe('行动顺序总集 开局 (l.1013–1031): the table in the text’s words', () => {
  it('every row of the text, in its order, from 开局 to 竞选日', () => {
    expect(OPENING_TEXT_211.map((row) => row.join(' '))).toEqual([
      '开局，确定各方人数',
      '盗贼<偷换>',
      '确定各方具体阵容',
      '发放账号，玩家得知身份',
      '鬼魂新娘<连情侣>',
      '月老<连情侣>',
      '大天狗<家国抉择>',
      '巫妖匣/暗恋者<选择主人> 影子/聂小倩<选择主人> 粉丝<选择主人>',
      '冷妃<伪装>',
      '贼弟<潜藏>',
      '老鸨<装模作样>',
      '妖狐<化形与拉小弟>',
      '护卫<模式选择>',
      '狼人阵营<共群> 狼人阵营<窥天> 狼人阵营<知晓巫蛊术女/叛军首领>',
      '魔教教主/狐狸精/银狼<知晓群内狼>',
      '宗教老爷爷/开膛手<确认目标>',
      '美女画皮<学习>',
      '竞选日选择警长',
    ]);
  });

  it('compiled: the [开局] skills and the steps that are no skill keep the text’s order', () => {
    // 月老 连情侣 → 大天狗 → 选择主人 → 冷妃 → 贼弟 → 老鸨 → 护卫 → 共群 → 知晓巫蛊术女/叛军首领 → 知晓群内狼 → 宗教老爷爷 确认目标
    const seq = [
      'match',
      'tengu_choice',
      'bind_life',
      'cold_disguise',
      'lurk',
      'pretend',
      'guard_mode',
      'step:共群',
      'step:知晓巫蛊术女/叛军首领',
      'step:知晓群内狼',
      'heretic_pick',
    ].map(at);
    expect(seq.every((i) => i >= 0)).toBe(true);
    expect([...seq].sort((a, b) => a - b)).toEqual(seq);
  });
});

describe('the steps run in their place: 共群 and 知晓 after 月老 连情侣', () => {
  it('魔教教主 知晓群内狼 comes after 月老: a wolf linked with a villager (no [群内], l.894) is not on his list', () => {
    const g = opening();
    g.act('道', '月老牵线', ['狼A', '嫔']);
    g.close();
    expect(g.notes('魔')).toContain('群内狼：妃、狼B。');
    expect(g.notes('魔').join('\n')).not.toMatch(/群内狼：.*狼A/);
  });

  it('…and with no link to a wolf the list has every [群内] wolf', () => {
    const g = opening();
    g.act('道', '月老牵线', ['贵', '宫']);
    g.close();
    expect(g.notes('魔')).toContain('群内狼：妃、狼A、狼B。');
  });

  it('l.606 所有[群内]都知晓叛军首领是谁 — the [群内] as 共群 left them: the linked wolf is not told', () => {
    const g = opening();
    g.act('道', '月老牵线', ['狼A', '嫔']);
    expect(g.notes('狼B').join('\n')).not.toContain('叛军首领');
    g.close();
    expect(g.notes('狼B')).toContain('叛军首领：帝。');
    expect(g.notes('妃')).toContain('叛军首领：帝。');
    expect(g.notes('狼A').join('\n')).not.toContain('叛军首领');
  });

  it('no [开局] skill dealt (no opening window): the steps run as the game starts', () => {
    // no [群内] either (their 窥天 is a [开局] skill): 毒后, 地头蛇, 采花大盗 for 妃, 狼A, 狼B
    const cast = { ...TABLE211, 妃: '毒后', 狼A: '地头蛇', 狼B: '采花大盗' };
    const g = started211(cast);
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 1 });
    expect(g.notes('魔')).toContain('群内狼：—。');
    day(g);
    expect(g.state.phase.kind).toBe('night');
  });

  it('the [群内]’s 窥天 opens a window; the steps run as it closes', () => {
    const g = Game.create(TABLE211, { ruleset: '211', genders: GENDERS211, options: { autoCards: false } });
    g.start(SEATS211);
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 0, window: 'opening' });
    g.close();
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 1 });
    expect(g.notes('魔')).toContain('群内狼：妃、狼A、狼B。');
  });
});
