import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { morningOf, night, pku, TABLE_PKU, voteDay } from './given';

// [pku] file 004: the points the FAQ's rules add to the 白给池 by themselves. 【茫茫人海】 (预言家, l.265–273), 【领导核心】
// (长老, l.345–347), 长老和守卫死于投票的点数 (l.99, l.317, l.339), 猎人带走好人带来的点数 (l.101, l.301), 【力挽狂澜】 (神替,
// l.333), 【卧龙凤雏】 (狼禁, l.233). The good pool settles at 破晓 and the 警情 shows it (l.63, l.87); the wolves' at 入夜,
// told to every wolf (l.89). The numbers the FAQ leaves open are options (default 2).

const good = (g: Game, day: number) => morningOf(g, day).match(/好人白给池：(\d+)点。/)?.[1];
/** Every role but the 预言家: no 【茫茫人海】 points in the tests of the other sources. */
const NO_SEER = Object.fromEntries(Object.entries(TABLE_PKU).filter(([n]) => n !== '预'));
const game = (options: Record<string, unknown> = {}) => pku(NO_SEER, options);
/** A quiet day: nobody votes, the next night opens. */
const quietDay = (g: Game) => voteDay(g, {});

/** Night steps: the 预言家 checks `target`; the wolves knife `knife` if given. */
const check = (g: Game, target: string, knife?: string) => ({
  夜间: () => {
    g.act('预', '查验', [target]);
    if (knife) g.act('狼A', '杀人', [knife]);
  },
});
/** Nights one after another, each entry a night's steps; a quiet day first whenever a day is open. */
function nights(g: Game, ...steps: Parameters<typeof night>[1][]): void {
  for (const st of steps) {
    if (g.state.phase.kind === 'day') quietDay(g);
    night(g, st);
  }
}

describe('pku 【茫茫人海】 (预言家)', () => {
  it('”次日天亮死亡的玩家” (l.267): the night’s check target dies that night → +2 in the 警情', () => {
    const g = pku();
    nights(g, check(g, '民A', '民A'));
    expect(good(g, 1)).toBe('2');
  });

  it('连续第二夜”未查验到狼人阵营玩家” → +2; 满2则清零 (l.273): three such nights give only the second', () => {
    const g = pku();
    nights(g, check(g, '民A'));
    expect(good(g, 1)).toBe('0');
    nights(g, check(g, '民B'));
    expect(good(g, 2)).toBe('2');
    nights(g, check(g, '猎'));
    expect(good(g, 3)).toBe('2');
  });

  it('a check on the wolves’ side ends the run: 民, 狼, 民 give nothing', () => {
    const g = pku();
    nights(g, check(g, '民A'), check(g, '狼A'), check(g, '民B'));
    expect(good(g, 3)).toBe('0');
  });

  it('被禁行动的夜晚…计入”未查验到狼人阵营玩家”的夜晚 (l.269): a banned night, then a check on a good player → +2', () => {
    const g = pku();
    nights(g, { ...check(g, '狼A'), 入夜: () => g.act('狼禁', '禁', ['预']) });
    expect(good(g, 1)).toBe('0');
    nights(g, check(g, '民A'));
    expect(good(g, 2)).toBe('2');
  });

  it('因为票出长老无法使用技能的夜晚 counts too (l.269)', () => {
    const g = pku();
    nights(g, check(g, '民A'));
    voteDay(g, { 民A: '老', 民B: '老' });
    night(g);
    expect(good(g, 2)).toBe('4'); // 2 (长老死于投票) + 2 (the silenced night is the second without a wolf)
  });

  it('只触发一次+2 (l.271): the second night without a wolf whose target also dies gives +2 once', () => {
    const g = pku();
    nights(g, check(g, '民A'), check(g, '民B', '民B'));
    expect(good(g, 2)).toBe('2');
  });

  it('前一夜验到的是好人且天亮时死亡，同时当夜亦未验到狼人，则两夜均触发+2 (l.273)', () => {
    const g = pku();
    nights(g, check(g, '民A', '民A'));
    expect(good(g, 1)).toBe('2');
    nights(g, check(g, '民B'));
    expect(good(g, 2)).toBe('4');
  });

  it('神替不继承预言家【茫茫人海】 (l.331): the promoted 神替’s checks add nothing', () => {
    const g = pku(undefined, { promotionPoints: '0' });
    night(g, { 夜间: () => g.act('狼A', '杀人', ['预']) });
    expect(good(g, 1)).toBe('0');
    quietDay(g);
    night(g, {
      夜间: () => {
        g.act('神替', '查验', ['民A']);
        g.act('狼A', '杀人', ['民A']);
      },
    });
    expect(good(g, 2)).toBe('0');
  });

  it('特别的，包括猎人带走的玩家 (l.267): the hunter out that night shoots the night’s check target in 破晓 → +2 in that 警情', () => {
    const g = pku(undefined, { hunterGoodPoints: '0' });
    nights(g, { ...check(g, '民A', '猎'), 破晓: () => g.act('猎', '开枪', ['民A']) });
    expect(good(g, 1)).toBe('2');
    const h = pku(undefined, { hunterGoodPoints: '0' });
    nights(h, { ...check(h, '民A', '猎'), 破晓: () => h.act('猎', '开枪', ['民B']) });
    expect(good(h, 1)).toBe('0');
  });

  it('只触发一次+2 (l.271): the shot at the target of the second night without a wolf gives +2 once', () => {
    const g = pku(undefined, { hunterGoodPoints: '0' });
    nights(g, check(g, '民A'), { ...check(g, '民B', '猎'), 破晓: () => g.act('猎', '开枪', ['民B']) });
    expect(good(g, 2)).toBe('2');
  });

  it('【三人成虎】: the re-chosen player is the night’s check target — it dies that night → +2; a wolf re-chosen ends the run', () => {
    const tiger = (g: Game) => {
      g.ok({ type: 'MakeRuling', ruling: { kind: 'pool', pool: 'village', points: 3, reason: '白给' } });
      nights(g, check(g, '狼B'));
      quietDay(g);
      g.act('预', '申领', [], '三人成虎');
      g.close();
      g.act('预', '查验', ['民A']);
      g.close();
    };
    const g = pku();
    tiger(g);
    g.act('预', '重新查验', ['巫']);
    g.act('巫', '毒药', ['巫']);
    g.close();
    expect(g.alive('巫')).toBe(false);
    g.close(); // 破晓
    expect(good(g, 2)).toBe('2');
    const h = pku();
    tiger(h);
    h.act('预', '重新查验', ['狼A']);
    h.close();
    h.close(); // 破晓
    nights(h, check(h, '民B'));
    expect(good(h, 3)).toBe('0'); // night 1 found a wolf: night 2 is the first without one
  });
});

describe('pku 长老 points', () => {
  it('若长老同时被毒和间隔不超过一夜的狼刀作用，为白给池贡献3点 (l.345): knifed and poisoned the same night', () => {
    const g = game();
    night(g, { 夜间: () => g.act('狼A', '杀人', ['老']), 凌晨: () => g.act('巫', '毒药', ['老']) });
    expect(g.alive('老')).toBe(false);
    expect(good(g, 1)).toBe('3');
  });

  it('间隔不超过一夜: knifed last night, poisoned tonight → 3', () => {
    const g = game();
    night(g, { 夜间: () => g.act('狼A', '杀人', ['老']) });
    quietDay(g);
    night(g, { 凌晨: () => g.act('巫', '毒药', ['老']) });
    expect(good(g, 2)).toBe('3');
  });

  it('poisoned with no knife within a night gives nothing', () => {
    const g = game();
    night(g, { 夜间: () => g.act('狼A', '杀人', ['老']) });
    quietDay(g);
    night(g);
    quietDay(g);
    night(g, { 凌晨: () => g.act('巫', '毒药', ['老']) });
    expect(g.alive('老')).toBe(false);
    expect(good(g, 3)).toBe('0');
  });

  it('【领导核心】 (reading of l.347): the second knife the next night → 3; after a night without one → nothing', () => {
    const g = game();
    night(g, { 夜间: () => g.act('狼A', '杀人', ['老']) });
    quietDay(g);
    night(g, { 夜间: () => g.act('狼A', '杀人', ['老']) });
    expect(g.alive('老')).toBe(false);
    expect(good(g, 2)).toBe('3');
    const h = game();
    night(h, { 夜间: () => h.act('狼A', '杀人', ['老']) });
    quietDay(h);
    night(h);
    quietDay(h);
    night(h, { 夜间: () => h.act('狼A', '杀人', ['老']) });
    expect(h.alive('老')).toBe(false);
    expect(good(h, 3)).toBe('0');
  });

  it('长老死于投票的点数将在下一次破晓时结算（当晚不可使用） (l.99): option elderVotePoints, default 2', () => {
    const g = game();
    night(g);
    voteDay(g, { 民A: '老' });
    expect(g.alive('老')).toBe(false);
    night(g);
    expect(good(g, 2)).toBe('2');
    const h = game({ elderVotePoints: '5' });
    night(h);
    voteDay(h, { 民A: '老' });
    night(h);
    expect(good(h, 2)).toBe('5');
  });
});

describe('pku 守卫, 猎人, 神替, 狼禁 points', () => {
  it('守卫死于投票/投票时猎人的枪的点数将在下一次破晓时结算 (l.317): option guardVotePoints', () => {
    const g = game({ guardVotePoints: '3', promotionPoints: '0' });
    night(g);
    voteDay(g, { 民A: '守' });
    night(g);
    expect(good(g, 2)).toBe('3');
  });

  it('神替不继承…守卫【我能自证】 (l.331; reading: 【我能自证】 is the 守卫’s 死于投票的点数, l.183, l.317): the 神替 who inherited 守护, voted out, adds nothing', () => {
    const g = game({ guardVotePoints: '3', promotionPoints: '0' });
    night(g, { 夜间: () => g.act('狼A', '杀人', ['守']) });
    expect(g.notes('神替')).toContain('神替晋升：你继承了守卫的技能。');
    voteDay(g, { 民A: '神替' });
    night(g);
    expect(good(g, 2)).toBe('0');
  });

  it('投票时猎人的枪 (l.317): a 猎人 voted out shoots the 守卫 → the guard’s points and the hunter’s (hunterGoodPoints)', () => {
    const g = game({ guardVotePoints: '3', hunterGoodPoints: '1', promotionPoints: '0' });
    night(g);
    voteDay(g, { 民A: '猎' });
    g.act('猎', '开枪', ['守']);
    expect(g.alive('守')).toBe(false);
    night(g);
    expect(good(g, 2)).toBe('4');
  });

  it('猎人带走好人带来的点数 (l.101): a good target adds hunterGoodPoints (default 2), a wolf nothing', () => {
    const g = game();
    night(g, { 夜间: () => g.act('狼A', '杀人', ['猎']), 破晓: () => g.act('猎', '开枪', ['民A']) });
    // 如果猎人死在夜间，猎人带走好人带来的点数…计入当日白给池 (l.101)
    expect(good(g, 1)).toBe('2');
    const h = game();
    night(h, { 夜间: () => h.act('狼A', '杀人', ['猎']), 破晓: () => h.act('猎', '开枪', ['狼B']) });
    expect(good(h, 1)).toBe('0');
  });

  it('神替若在破晓时晋升，【力挽狂澜】的白给点计入当日警情公布的白给池 (l.333): option promotionPoints', () => {
    const g = game({ promotionPoints: '3' });
    night(g, { 夜间: () => g.act('狼A', '杀人', ['守']) });
    expect(good(g, 1)).toBe('3');
  });

  it('若在投票结束后晋升…计入下一日白给池 (l.333); one promotion, one set of points', () => {
    const g = game();
    night(g);
    voteDay(g, { 民A: '守' });
    night(g);
    expect(good(g, 2)).toBe('4'); // 守卫死于投票 2 + 【力挽狂澜】 2
  });

  it('【卧龙凤雏】 若此时狼禁死亡则触发白给点+2 (l.233): counted at the next 入夜', () => {
    const g = game();
    night(g);
    voteDay(g, { 民A: '狼禁', 民B: '狼A' }); // 平票双死: two wolves out in 结算周期 1 (day 1)
    night(g);
    voteDay(g, {});
    // night 2: the extra action's night — the pool settles (0), then the dead 狼禁's +2
    expect(g.notes('狼B').at(-1)).toBe('狼队白给池余额：0点。');
    night(g);
    voteDay(g, {});
    expect(g.notes('狼B').at(-1)).toBe('狼队白给池余额：2点。');
  });

  it('a living 狼禁 gets the extra action, not the points', () => {
    const g = game();
    night(g);
    voteDay(g, { 民A: '狼B', 民B: '狼A' });
    night(g);
    voteDay(g, {});
    expect(g.notes('狼禁')).toContain('【卧龙凤雏】：上一个结算周期有两名狼人出局，今夜你可以禁两名玩家。');
    night(g);
    voteDay(g, {});
    const pool = g.notes('狼禁').filter((n) => n.startsWith('狼队白给池'));
    expect(pool.at(-1)).toBe('狼队白给池余额：0点。');
  });
});
