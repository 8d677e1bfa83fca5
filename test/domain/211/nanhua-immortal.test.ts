import { describe, expect, it } from 'vitest';
import { PK_211 } from './pk-variant';
import { day, type Game, morningOf, NO_EMPEROR, night, offering211, TABLE211, table211 } from './table';

// [211] 【诸侯】8 南华老仙（男）（50） (file 001 l.811–823):
//   l.812 身份属性：吹笛者出局后，解除场上所有永久的[寡言]状态，并立刻公布[吹笛者已出局，所有吹笛状态已解除]。
//   l.813 神恩[强制]——永久获得[秩序]状态。
//   l.814 布道[深夜][指定] —— 选择范围：除自己以外不持有[寡言]状态的任意最多2个角色。结算效果：结算目标永久获得[寡言]状态。
//   l.991 1、南华老仙：吹笛存活且除吹笛阵营外角色全部持有永久的[寡言]状态。

// 道 is the 南华老仙; no 皇帝; 贵妃's 宠溺 is drawn when missed
const table = (swap: Record<string, string> = {}, ruleset = '211'): Game =>
  table211({ ...NO_EMPEROR, 道: '南华老仙', ...swap }, { ruleset });
const kill = (g: Game, w: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });
const taciturn = (g: Game, n: string) =>
  g.state.chars.find((c) => c.name === n)?.statuses.some((st) => st.id === 'taciturn' && st.until === null);

describe('南华老仙', () => {
  it('a faction of his own (南华老仙阵营)', () => {
    expect(table().state.chars.find((c) => c.name === '道')?.faction).toBe('nanhua_immortal');
  });

  it('l.814 布道: up to two others gain a permanent [寡言] (told); himself refused; a [寡言] holder refused after', () => {
    const g = table();
    g.closeTo('深夜1');
    expect(g.actFails('道', '布道', ['道']).code).toMatch(/ILLEGAL_TARGET|TARGET/);
    g.act('道', '布道', ['宫', '嫔']);
    night(g);
    expect(taciturn(g, '宫')).toBe(true);
    expect(taciturn(g, '嫔')).toBe(true);
    expect(g.notes('宫').join('\n')).toContain('寡言');
    day(g);
    night(g);
    day(g);
    g.closeTo('深夜1');
    expect(g.actFails('道', '布道', ['宫']).code).toBe('ILLEGAL_TARGET');
  });

  it('l.813 神恩——永久获得[秩序]: 宫令’s 调令 does not freeze him (his 布道 that night holds)', () => {
    const g = table();
    night(g, { 午夜: () => g.act('宫', '调令', ['道']), 深夜1: () => g.act('道', '布道', ['嫔']) });
    expect(taciturn(g, '嫔')).toBe(true);
  });

  it('l.812 吹笛者出局后，解除场上所有永久的[寡言]状态，并立刻公布', () => {
    const g = table();
    night(g, { 深夜1: () => g.act('道', '布道', ['宫', '嫔']) });
    kill(g, '道');
    expect(taciturn(g, '宫')).toBe(false);
    expect(taciturn(g, '嫔')).toBe(false);
    expect(g.announcements().join('\n')).toContain('吹笛者已出局，所有吹笛状态已解除');
    // by night: in the next morning's 公示
    const h = table();
    night(h, {
      午夜: () => h.act('贵', '宠溺', ['婆']),
      深夜1: () => h.act('道', '布道', ['宫']),
      深夜2: () => h.act('狼A', '杀人', ['道']),
    });
    expect(h.alive('道')).toBe(false);
    expect(taciturn(h, '宫')).toBe(false);
    expect(morningOf(h, 2)).toContain('吹笛者已出局，所有吹笛状态已解除');
  });

  it('l.991 胜: 吹笛存活且除吹笛阵营外角色全部持有永久的[寡言] — the last living others silenced, he wins (a 三方 still standing)', () => {
    // 魔 is a 千面人: a faction not defeated by [寡言], so the win is the piper's own, not the last standing
    const g = table({ 魔: '千面人' });
    for (const n of ['帝', '贵', '娥', '婆', '妃', '雪', '嫔']) kill(g, n);
    night(g, { 深夜1: () => g.act('道', '布道', ['宫', '魔']) });
    expect(g.state.status).toBe('running');
    day(g);
    night(g, { 深夜1: () => g.act('道', '布道', ['狼A', '狼B']) });
    expect(g.state.winner?.faction).toBe('nanhua_immortal');
  });
});

// l.816–823 混乱[正午][3] —— 游戏日白天可从下列两个效果中择一发动，该技能的发动不公示。
//   1，消耗2点次数，令所有拥有[寡言]状态的角色，当天视作投票给吹笛者投票的目标。
//   2，消耗1点次数，令一个角色对任意数量的角色发动其[实际身份]对应的第X个技能…若以此发动的技能是可以在夜晚发动的[指定]技能，选择的目标数量正确，且那个
//   技能的发动者持有[吹笛]状态，则目标角色会立刻收到通知[你被吹笛迷惑，当晚将对XX角色使用XX技能]，并且若该技能有反馈，吹笛者还将得知该反馈。
//   以此使用的[指定]技能结算顺序和原本一样，会占用目标当晚的技能使用，并消耗限定与次数，但可以突破[状态]…[目标选择]的限制，无条件使用出该技能。
//   若一天内发动了多个混乱1效果，只有第一个发动的有效，若一天内对同一个角色发动了多个混乱2效果同理。
describe('南华老仙 混乱 (l.816–823)', () => {
  const chaos = (g: Game, choice: string, targets: string[] = []) =>
    g.ok({ type: 'SubmitAction', actor: '道', skill: '混乱', targets, choice }, 'player:道');
  const chaosFails = (g: Game, choice: string, targets: string[] = []) =>
    g.fails({ type: 'SubmitAction', actor: '道', skill: '混乱', targets, choice }, 'player:道').code;
  /** night 1: 布道 on 宫 and 魔 (permanent [寡言], the 吹笛 status); day 2 open */
  const preached = (swap: Record<string, string> = {}) => {
    const g = table({ 魔: '锦衣卫', ...swap });
    night(g, { 午夜: () => g.act('贵', '宠溺', ['婆']), 深夜1: () => g.act('道', '布道', ['宫', '魔']) });
    return g;
  };

  it('1 (2 points): every [寡言] holder votes that day as the piper — his target out, not theirs', () => {
    const g = preached();
    chaos(g, '1');
    expect(g.announcements().join('\n')).not.toContain('混乱');
    day(g, { 道: '狼A', 宫: '贵', 魔: '贵' });
    expect(g.alive('狼A')).toBe(false);
    expect(g.alive('贵')).toBe(true);
  });

  it('[3] counts points: after 1 (2 points) another 1 is SKILL_USED_UP, a 2 (1 point) stands, then none', () => {
    const g = preached();
    chaos(g, '1');
    expect(chaosFails(g, '1')).toBe('SKILL_USED_UP');
    chaos(g, '2:1', ['宫', '狼A']);
    expect(chaosFails(g, '2:1', ['魔', '狼A'])).toBe('SKILL_USED_UP');
  });

  it('2: 宫令 made to 调令 狼A (told at once) — 突破[目标选择] (狼A her target last night): the frozen [群内] has no 杀人; her own 调令 is refused', () => {
    const g = table({ 魔: '锦衣卫' });
    night(g, {
      午夜: () => {
        g.act('贵', '宠溺', ['婆']);
        g.act('宫', '调令', ['狼A']);
      },
      深夜1: () => g.act('道', '布道', ['宫', '魔']),
    });
    chaos(g, '2:1', ['宫', '狼A']);
    expect(g.notes('宫')).toContain('你被吹笛迷惑，当晚将对狼A使用调令技能');
    day(g);
    night(g, {
      午夜: () => {
        g.act('贵', '宠溺', ['娥']);
        expect(g.actFails('宫', '调令', ['雪']).code).toBe('SKILL_NOT_USABLE');
      },
      深夜2: () => g.act('狼B', '杀人', ['嫔']),
    });
    expect(g.alive('嫔')).toBe(true);
  });

  it('2: 若该技能有反馈，吹笛者还将得知该反馈 — the 锦衣卫’s 探查 on 狼A answers both', () => {
    const g = preached();
    chaos(g, '2:1', ['魔', '狼A']);
    day(g);
    night(g, { 午夜: () => g.act('贵', '宠溺', ['娥']) });
    expect(g.notes('魔')).toContain('探查：狼A是狼人。');
    expect(g.notes('道')).toContain('探查：狼A是狼人。');
  });

  it('2 without a 吹笛 status (no permanent [寡言]): nothing — the 宫令 is untold and uses her 调令 herself', () => {
    const g = table();
    night(g, { 午夜: () => g.act('贵', '宠溺', ['婆']) });
    chaos(g, '2:1', ['宫', '狼A']);
    expect(g.notes('宫').join('\n')).not.toContain('吹笛');
    day(g);
    g.closeTo('午夜');
    g.act('宫', '调令', ['雪']);
  });

  it('2 on the same character twice a day: only the first (his 探查 goes to 狼A, not 狼B)', () => {
    const g = preached();
    chaos(g, '2:1', ['魔', '狼A']);
    chaos(g, '2:1', ['魔', '狼B']);
    expect(g.notes('魔').filter((n) => n.includes('吹笛'))).toHaveLength(1);
    day(g);
    night(g, { 午夜: () => g.act('贵', '宠溺', ['娥']) });
    expect(g.notes('道')).toContain('探查：狼A是狼人。');
    expect(g.notes('道').join('\n')).not.toContain('狼B是');
  });

  // l.818 …发动其[实际身份]对应的第X个技能（盗贼则以选择的那张身份为准）; l.822 混乱2发动的技能若还需额外决定内容，这些内容由发动者决定;
  // l.823 混乱2无法操控获得的额外技能（如赌徒摇到杀人，吹笛无法控刀，因为赌徒实际身份所对应的技能并没有杀人）: a wolf's own 杀人 is taken (吹笛控刀).
  /** night 1: 布道 on `who` (a 吹笛 status); day 2 open */
  const piped = (swap: Record<string, string>, who: string[]) => {
    const g = table(swap);
    night(g, { 午夜: () => g.act('贵', '宠溺', ['婆']), 深夜1: () => g.act('道', '布道', who) });
    return g;
  };

  it('2 on a [群内] 狼人 (吹笛控刀): the group’s 杀人 goes to the piper’s target; no member may submit it that night', () => {
    const g = piped({}, ['狼A']);
    chaos(g, '2:1', ['狼A', '嫔']);
    expect(g.notes('狼A')).toContain('你被吹笛迷惑，当晚将对嫔使用杀人技能');
    day(g);
    night(g, {
      午夜: () => g.act('贵', '宠溺', ['娥']),
      深夜2: () => {
        // a group's action is the group's: whoever submits, it is taken
        for (const w of ['狼A', '狼B', '妃'])
          expect(g.actFails(w, '杀人', ['雪']).code).toBe('SKILL_NOT_USABLE');
      },
    });
    expect(g.alive('嫔')).toBe(false);
    expect(g.alive('雪')).toBe(true);
    expect(morningOf(g, 3)).toContain('嫔');
  });

  it('2 控刀 可以突破[状态]: a member frozen by 宫令’s 调令 (the group’s [缴械]) — the forced 杀人 still kills', () => {
    const g = piped({}, ['狼A']);
    chaos(g, '2:1', ['狼A', '嫔']);
    day(g);
    night(g, {
      午夜: () => {
        g.act('贵', '宠溺', ['娥']);
        g.act('宫', '调令', ['狼B']);
      },
    });
    expect(g.alive('嫔')).toBe(false);
  });

  it('2 on a [群内] role of its own (噬时狼妃): its 1st skill is its entry’s (时间逆流), not the group’s 杀人 — the wolves kill as they choose', () => {
    const g = piped({}, ['妃']);
    chaos(g, '2:1', ['妃', '嫔']);
    expect(g.notes('妃')).toContain('你被吹笛迷惑，当晚将对嫔使用时间逆流技能');
    day(g);
    night(g, { 午夜: () => g.act('贵', '宠溺', ['娥']), 深夜2: () => g.act('狼B', '杀人', ['雪']) });
    expect(g.alive('雪')).toBe(false);
    expect(g.alive('嫔')).toBe(true);
  });

  it('2:X:内容 — 还需额外决定内容，这些内容由发动者决定: 恶役千金 made to give 宫 a gift of the piper’s choosing (毒药)', () => {
    const g = piped({ 雪: '恶役千金' }, ['雪']);
    chaos(g, '2:1:毒药', ['雪', '宫']);
    expect(g.notes('雪')).toContain('你被吹笛迷惑，当晚将对宫使用礼物技能');
    day(g);
    night(g, {
      早夜1: () => expect(g.actFails('雪', '礼物', ['嫔']).code).toBe('SKILL_NOT_USABLE'),
      午夜: () => g.act('贵', '宠溺', ['娥']),
      凌晨1: () => {
        g.act('宫', '打开礼物', [], '打开');
        g.act('宫', '毒药', ['狼A']);
      },
    });
    expect(g.notes('宫')).toContain('你打开了礼物：好礼物——毒药，获得<毒药>。');
    expect(g.alive('狼A')).toBe(false);
  });

  it('2:X with no content, or one the skill does not take: nothing — 恶役千金 is untold and gives her own gift', () => {
    for (const choice of ['2:1', '2:1:飞刀']) {
      const g = piped({ 雪: '恶役千金' }, ['雪']);
      chaos(g, choice, ['雪', '宫']);
      expect(g.notes('雪').join('\n')).not.toContain('吹笛');
      day(g);
      g.closeTo('早夜1');
      g.act('雪', '礼物', ['嫔'], '骰点');
    }
  });

  it('2 on a 盗贼 (盗贼则以选择的那张身份为准): the card’s 1st skill — he chose 嫔妃, so 诽谤 on 狼A', () => {
    const cast = { ...TABLE211, ...NO_EMPEROR, 道: '南华老仙', 嫔: '盗贼' };
    // the first seed whose deal offers him 嫔妃 (the draw changes as roles are added: found, not fixed)
    const t = offering211(cast, '嫔妃');
    t.act('嫔', '偷换', [], '嫔妃');
    day(t);
    night(t, { 午夜: () => t.act('贵', '宠溺', ['娥']), 深夜1: () => t.act('道', '布道', ['嫔']) });
    chaos(t, '2:1', ['嫔', '狼A']);
    expect(t.notes('嫔')).toContain('你被吹笛迷惑，当晚将对狼A使用诽谤技能');
    day(t);
    night(t, { 午夜: () => t.act('贵', '宠溺', ['道']) });
    expect(morningOf(t, 3)).toContain('狼A 被诽谤。');
  });

  // l.820 PS：若一天内有多个投票贴，发动混乱1之后他们的投票在不同的投票贴中分别结算 — 211 opens one post a day (./pk-variant.ts): on a
  // variant whose tie opens a PK post the same day, the [寡言] holders follow the piper's vote in each post.
  it('1 with several vote posts a day: in the PK post they follow his PK vote, not his first', () => {
    const g = table({ 魔: '锦衣卫' }, PK_211);
    night(g, { 午夜: () => g.act('贵', '宠溺', ['婆']), 深夜1: () => g.act('道', '布道', ['宫', '魔']) });
    chaos(g, '1');
    // the day's post: 狼A 3 (道, and 宫 魔 following), 狼B 3 — a tie, the PK post opens
    g.votes({ 道: '狼A', 宫: '贵', 魔: '贵', 贵: '狼B', 娥: '狼B', 婆: '狼B' });
    g.close();
    expect(g.state.phase.window).toBe('pk');
    // the PK post: 道 votes 狼B — 宫 and 魔 with him (3), 狼A 2
    g.votes({ 道: '狼B', 贵: '狼A', 娥: '狼A' });
    g.close();
    const pk = g.log.filter((e) => e.type === 'VotesCounted').at(-1)?.data as {
      tally: { name: string; voters: string[] }[];
    };
    expect(pk.tally.map((r) => [r.name, [...r.voters].sort()])).toEqual([
      ['狼B', ['宫', '道', '魔'].sort()],
      ['狼A', ['娥', '贵'].sort()],
    ]);
    expect(g.outs()).toEqual(['狼B']);
  });
});
