import { describe, expect, it } from 'vitest';
import { rulesetOf } from '../../../src/domain/rulesets';
import {
  day,
  type Game,
  morningOf,
  NO_EMPEROR,
  night,
  offering211,
  opened211,
  TABLE211,
  thiefCards,
} from './table';

// [211] file 001 飘零 · 不定身份 7 盗贼（？） (l.928–929):
//   偷换[开局]<强制>——游戏开始时，盗贼根据马甲，获得两张未加入且性别相同的身份，盗贼需选择一个身份作为自己本次游戏的身份，除[实际身份]仍然为盗贼
//   以外，其余属性与被选择的身份相同。
// 行动顺序总集 (l.1013–1016): 盗贼 偷换 before the others' cards; 用语定义 身份更换 (l.125–129): 不会获得验人系身份.
// Seats: 嫔 (女 vest) 盗贼, 狼B 地头蛇 (查验 reads the 实际身份), 道 锦衣卫 (探查 reads the 表面身份). Each test takes the first
// seed whose draw offers the card it needs.

const rs = rulesetOf('211');
const cast = { ...TABLE211, ...NO_EMPEROR, 嫔: '盗贼', 狼B: '地头蛇', 道: '锦衣卫' };

/** The opening open, the 盗贼 told his two cards. */
const opening = (seed: string): Game => opened211(cast, seed);
const cardsOf = (g: Game): string[] => thiefCards(g);
/** The first seed whose deal offers him `role`. */
const offering = (role: string): Game => offering211(cast, role);
const me = (g: Game) => g.state.chars.find((c) => c.name === '嫔');

describe('盗贼 偷换', () => {
  it('l.929 获得两张未加入且性别相同的身份: two cards nobody was dealt, of the vest’s gender (女), no 验人系 nor 皇帝', () => {
    const dealt = Object.values(cast);
    for (const seed of ['seed-1', 'seed-2', 'seed-3', 'seed-4', 'seed-5', 'seed-6']) {
      const cards = cardsOf(opening(seed));
      expect(cards).toHaveLength(2);
      for (const name of cards) {
        const r = Object.values(rs?.roles ?? {}).find((x) => x.name === name);
        expect(r?.gender).toBe('女');
        expect(dealt).not.toContain(name);
        expect(['锦衣卫', '通天国师', '宠妃', '魔镜少女', '盗贼']).not.toContain(name);
        expect(r?.card).not.toBe('皇帝');
      }
    }
  });

  it('l.929 盗贼需选择一个身份: one of the two (another INVALID_INPUT); <强制>: not declined', () => {
    const g = offering('嫔妃');
    expect(
      g.fails({ type: 'SubmitAction', actor: '嫔', skill: '偷换', targets: [], choice: '褒姒' }, 'player:嫔')
        .code,
    ).toBe('INVALID_INPUT');
    expect(
      g.fails({ type: 'SubmitAction', actor: '嫔', skill: '偷换', targets: [], pass: true }, 'player:嫔')
        .code,
    ).toBe('SKILL_NOT_USABLE');
  });

  it('l.929 其余属性与被选择的身份相同: 嫔妃 — told, 村民阵营, her 诽谤 that night', () => {
    const g = offering('嫔妃');
    g.act('嫔', '偷换', [], '嫔妃');
    expect(g.notes('嫔')).toContain('偷换：你本局游戏的身份为【嫔妃】，属于村民阵营（实际身份仍为盗贼）。');
    g.close();
    expect(me(g)?.faction).toBe('village');
    day(g);
    night(g, { 午夜: () => g.act('贵', '宠溺', ['娥']), 深夜1: () => g.act('嫔', '诽谤', ['狼A']) });
    expect(morningOf(g, 2)).toMatch(/狼A.*诽谤/);
  });

  it('l.929 除[实际身份]仍然为盗贼以外: 地头蛇’s 查验 reads 盗贼, 锦衣卫’s 探查 (表面身份) reads 嫔妃', () => {
    const g = offering('嫔妃');
    g.act('嫔', '偷换', [], '嫔妃');
    g.close();
    day(g);
    night(g, {
      午夜: () => {
        g.act('贵', '宠溺', ['娥']);
        g.act('狼B', '查验', ['嫔']);
      },
      深夜1: () => g.act('道', '探查', ['嫔']),
    });
    expect(g.notes('狼B')).toContain('查验：嫔为村民阵营，身份是盗贼。');
    expect(g.notes('道')).toContain('探查：嫔是嫔妃。');
  });

  it('a [群内] card (褒姒): he is in the wolves’ group, told with the others when the opening closes', () => {
    const g = offering('褒姒');
    g.act('嫔', '偷换', [], '褒姒');
    g.close();
    expect(me(g)?.faction).toBe('wolves');
    expect(g.notes('狼A').join('\n')).toMatch(/嫔/);
    day(g);
    g.closeTo('深夜2');
    g.act('嫔', '杀人', ['宫']);
    g.closeNight();
    expect(g.alive('宫')).toBe(false);
  });

  it('the card’s own [开局] skill (粉丝 追随) is his in the same opening: he follows 宫 into 村民阵营', () => {
    const g = offering('粉丝');
    g.act('嫔', '偷换', [], '粉丝');
    g.act('嫔', '追随', ['宫']);
    g.close();
    expect(me(g)?.faction).toBe('village');
    day(g, { 狼A: '嫔', 狼B: '嫔' });
    // 粉丝永久获得[不死]状态
    expect(g.alive('嫔')).toBe(true);
  });

  it('<强制>: a missed choice is drawn at the close — he holds one of the two', () => {
    const g = offering('粉丝');
    const cards = cardsOf(g);
    g.close();
    const role = rs?.roles[me(g)?.role ?? '']?.name;
    expect(cards).toContain(role);
    expect(g.notes('嫔').join('\n')).toMatch(/偷换：你本局游戏的身份为/);
  });
});
