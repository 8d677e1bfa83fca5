import { describe, expect, it } from 'vitest';
import { directorView } from '../../../src/projections';
import type { Game } from '../harness';
import { createFails, night, pku, TABLE_PKU, voteDay } from './given';

// [pku] file 004: the skills and cards the FAQ names without their effect (the rules post, l.1, is not in the file) are
// the director's declaration at creation (option `declare`, rulesets/pku/declare.ts); what the FAQ fixes of each is
// built in: 【假的狼刀】反馈通知 after the 警情 (l.19) and not told when the target is out by then (l.211); 【举目无亲】
// in its slot, told the next night it may be used (l.13, l.217); 【排队枪毙】/【全村希望】 被猎人警情时带走视为在白天死亡
// (l.209, l.219); 【四面楚歌】 不必在获得当夜使用, the 守卫's card (l.177–179).

const pool = (g: Game, p: string, n: number) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'pool', pool: p, points: n, reason: '白给' } });

const lines = (g: Game, name: string) => g.notes(name).join('\n');

describe('pku option declare', () => {
  it('a bad declaration is INVALID_OPTION with the reason in Chinese; a good one creates the game', () => {
    for (const [v, says] of [
      ['假的狼刀:毒死', '没有效果“毒死”'],
      ['猎人:验身份', '不能声明'],
      ['不动如山:白给2', '无法从效果库声明'],
      ['排队枪毙:白给13', '白给N'],
      ['四面楚歌:守护/2', '只能使用一次'],
      ['假的狼刀:验身份;假的狼刀:验身份/1', '声明了两次'],
      ['假的狼刀', '无法读取'],
      [3, '须为字符串'],
    ] as const) {
      const e = createFails({ declare: v });
      expect(e.code).toBe('INVALID_OPTION');
      expect(e.message).toContain(says);
    }
    const g = pku(TABLE_PKU, {
      declare: '假的狼刀:验身份/2；举目无亲:群狼出局;排队枪毙:白天白给2;四面楚歌:守护',
    });
    expect(directorView(g.state).declarations).toEqual([
      { name: '假的狼刀', holder: '群狼', effect: '验身份/2' },
      { name: '排队枪毙', holder: '群狼', effect: '白天白给2' },
      { name: '举目无亲', holder: '野狼', effect: '群狼出局' },
      { name: '全村希望', holder: '野狼', effect: '未声明' },
      { name: '四面楚歌', holder: '守卫', effect: '守护' },
      { name: '一言难尽', holder: '女巫', effect: '未声明' },
      { name: '不动如山', holder: '女巫', effect: '未声明' },
      { name: '六神无主', holder: '神替', effect: '未声明' },
      { name: '蝼蚁一噬', holder: '民', effect: '未声明' },
    ]);
  });
});

describe('pku 【假的狼刀】 (l.19, l.211)', () => {
  it('undeclared: refused, the director has not announced its effect', () => {
    const g = pku();
    g.close();
    const e = g.actFails('狼A', '假的狼刀', ['民A']);
    expect(e.code).toBe('SKILL_NOT_USABLE');
    expect(e.message).toBe('导演尚未公布【假的狼刀】的效果，暂时不能使用');
  });

  it('declared: nobody goes out; every 群狼 is told the target’s 身份 as the 警情 is posted (神替 reads 神替, l.327)', () => {
    const g = pku(TABLE_PKU, { declare: '假的狼刀:验身份' });
    night(g, { 夜间: () => g.act('狼B', '假的狼刀', ['神替']) });
    expect(g.outs()).toEqual([]);
    expect(g.state.phase.kind).toBe('day');
    for (const w of ['狼A', '狼B']) expect(g.notes(w)).toContain('【假的狼刀】神替 的身份是【神替】。');
    expect(lines(g, '野')).not.toContain('假的狼刀');
  });

  it('a promoted 狼替 reads 「野狼」 (l.249)', () => {
    const g = pku(TABLE_PKU, { declare: '假的狼刀:验身份' });
    night(g);
    voteDay(g, { 民A: '野', 民B: '野' });
    night(g, { 夜间: () => g.act('狼A', '假的狼刀', ['狼替']) });
    expect(g.notes('狼B')).toContain('【假的狼刀】狼替 的身份是【野狼】。');
  });

  it('若出刀对象在下一个警情前因为其它原因（女巫…）死亡，不通知该玩家身份 (l.211)', () => {
    const g = pku(TABLE_PKU, { declare: '假的狼刀:验身份' });
    night(g, {
      夜间: () => g.act('狼A', '假的狼刀', ['民A']),
      凌晨: () => g.act('巫', '毒药', ['民A']),
    });
    expect(g.outs()).toEqual(['民A']);
    expect(lines(g, '狼A')).not.toContain('【假的狼刀】');
  });

  it('/次数: the group’s uses in the game — a second is SKILL_USED_UP', () => {
    const g = pku(TABLE_PKU, { declare: '假的狼刀:验身份/1' });
    night(g, { 夜间: () => g.act('狼A', '假的狼刀', ['民A']) });
    voteDay(g, {});
    g.close();
    expect(g.actFails('狼B', '假的狼刀', ['民B']).code).toBe('SKILL_USED_UP');
  });
});

describe('pku 【举目无亲】 (l.13, l.217)', () => {
  it('undeclared: refused', () => {
    const g = pku();
    g.close();
    expect(g.actFails('野', '举目无亲', ['预']).message).toBe('导演尚未公布【举目无亲】的效果，暂时不能使用');
  });

  it('群狼出局: not before; the last 群狼 out by the vote → told as the next 夜间 opens, then a 验人 answering the 身份', () => {
    const g = pku(TABLE_PKU, { declare: '举目无亲:群狼出局' });
    g.close();
    expect(g.actFails('野', '举目无亲', ['预']).message).toBe('【举目无亲】尚未触发');
    night(g, { 夜间: () => g.act('狼A', '杀人', ['民A']) });
    voteDay(g, { 民B: '狼A', 预: '狼A' });
    g.close();
    expect(g.state.phase.window).toBe('夜间');
    expect(lines(g, '野')).not.toContain('【举目无亲】已触发');
    expect(g.actFails('野', '举目无亲', ['预']).message).toBe('【举目无亲】尚未触发');
    night(g);
    voteDay(g, { 民B: '狼B', 预: '狼B' });
    g.close();
    expect(g.notes('野')).toContain('【举目无亲】已触发：今夜起你可以在夜间验人（野狼【举目无亲】验人）。');
    g.act('野', '举目无亲', ['神替']);
    g.close();
    expect(g.notes('野')).toContain('举目无亲：神替 的身份是【神替】。');
  });

  it('裁定: the director’s ruling status 举目无亲 triggers it, told the next night', () => {
    const g = pku(TABLE_PKU, { declare: '举目无亲:裁定' });
    night(g);
    g.ok({
      type: 'MakeRuling',
      ruling: { kind: 'status', target: '野', status: '举目无亲', op: 'apply', reason: '规则帖' },
    });
    voteDay(g, {});
    g.close();
    expect(g.notes('野')).toContain('【举目无亲】已触发：今夜起你可以在夜间验人（野狼【举目无亲】验人）。');
    g.act('野', '验人', ['预']);
    g.close();
    expect(g.notes('野')).toContain('举目无亲：预 的身份是【预言家】。');
  });
});

describe('pku 【排队枪毙】 and 【全村希望】 (l.209, l.219)', () => {
  it('undeclared: a 群狼 voted out adds nothing; the director’s view says 未声明', () => {
    const g = pku();
    night(g);
    voteDay(g, { 民A: '狼A', 民B: '狼A' });
    expect(directorView(g.state).pools?.wolves).toEqual({ balance: 0, pending: 0 });
    expect(directorView(g.state).declarations?.find((d) => d.name === '排队枪毙')?.effect).toBe('未声明');
  });

  it('白天白给2: a 群狼 out by the vote adds 2 (told at 入夜); one out by night adds nothing', () => {
    const g = pku(TABLE_PKU, { declare: '排队枪毙:白天白给2' });
    night(g, { 夜间: () => g.act('狙', '刀', ['狼B']) });
    expect(g.outs()).toEqual(['狼B']);
    voteDay(g, { 民A: '狼A', 民B: '狼A' });
    expect(g.notes('野')).toContain('狼队白给池余额：2点。');
  });

  it('被猎人警情时带走视为在白天死亡 (l.209, l.219): 全村希望 白天白给3 — the 野狼 shot in 破晓 adds 3', () => {
    const g = pku(TABLE_PKU, { declare: '全村希望:白天白给3;排队枪毙:夜间白给1' });
    night(g, {
      夜间: () => g.act('狼A', '杀人', ['猎']),
      破晓: () => g.act('猎', '开枪', ['野']),
    });
    expect(g.outs()).toEqual(['猎', '野']);
    voteDay(g, {});
    expect(g.notes('狼A')).toContain('狼队白给池余额：3点。');
  });
});

/** `who` holds `card` from night 1's 夜间 (good pool 3 settled at the first 破晓) */
function bought(who: string, card: string, declare?: string): Game {
  const g = pku(TABLE_PKU, declare ? { declare } : {});
  pool(g, 'village', 3);
  night(g);
  voteDay(g, {});
  g.act(who, '申领', [], card);
  g.close();
  expect(g.notes(who)).toContain(`【${card}】兑换成功。`);
  return g;
}

describe('pku 【四面楚歌】 (l.175–179)', () => {
  const withCard = (declare?: string) => bought('守', '四面楚歌', declare);

  it('undeclared: bought, but its use is refused', () => {
    const g = withCard();
    expect(g.actFails('守', '四面楚歌', ['民A']).message).toBe(
      '导演尚未公布【四面楚歌】的效果，暂时不能使用',
    );
  });

  it('守护, 不必在获得当夜使用: used a night later, it stops the knife; the card is then spent', () => {
    const g = withCard('四面楚歌:守护');
    night(g);
    voteDay(g, {});
    g.close();
    g.act('守', '四面楚歌', ['民A']);
    g.act('狼A', '杀人', ['民A']);
    night(g);
    expect(g.alive('民A')).toBe(true);
    voteDay(g, {});
    g.close();
    expect(g.actFails('守', '四面楚歌', ['民B']).code).toBe('NOT_YOUR_SKILL');
  });

  it('验身份: the target’s 身份 answered', () => {
    const g = withCard('四面楚歌:验身份');
    g.act('守', '四面楚歌', ['狼替']);
    night(g);
    expect(g.notes('守')).toContain('四面楚歌：狼替 的身份是【狼替】。');
  });
});

describe('pku 【一言难尽】 (l.159–161, l.293–295, l.15)', () => {
  const rolledBack = (bottle: string) => `【一言难尽】触发：你今夜的${bottle}已回滚，不生效，药仍在你手中。`;

  it('undeclared: held, no effect — the poison kills; the director view says 未声明', () => {
    const g = bought('巫', '一言难尽');
    night(g, { 凌晨: () => g.act('巫', '毒药', ['民A']) });
    expect(g.alive('民A')).toBe(false);
    expect(directorView(g.state).declarations?.find((d) => d.name === '一言难尽')?.effect).toBe('未声明');
  });

  it('毒好人: her poison on a good player is rolled back — no out, she is told, the bottle is hers again (the card spent)', () => {
    const g = bought('巫', '一言难尽', '一言难尽:毒好人');
    night(g, { 凌晨: () => g.act('巫', '毒药', ['民A']) });
    expect(g.alive('民A')).toBe(true);
    expect(g.notes('巫')).toContain(rolledBack('毒药'));
    voteDay(g, {});
    night(g, { 凌晨: () => g.act('巫', '毒药', ['民B']) });
    expect(g.alive('民B')).toBe(false);
    expect(g.notes('巫').filter((n) => n === rolledBack('毒药'))).toHaveLength(1);
  });

  it('毒好人: a poison on a wolf does not trigger it', () => {
    const g = bought('巫', '一言难尽', '一言难尽:毒好人');
    night(g, { 凌晨: () => g.act('巫', '毒药', ['狼A']) });
    expect(g.alive('狼A')).toBe(false);
    expect(g.notes('巫')).not.toContain(rolledBack('毒药'));
  });

  it('救狼: her 解药 on a knifed wolf is rolled back — the wolf goes out, the 解药 is hers again', () => {
    const g = bought('巫', '一言难尽', '一言难尽:救狼');
    night(g, {
      夜间: () => g.act('狙', '刀', ['狼A']),
      凌晨: () => g.act('巫', '解药', ['狼A']),
    });
    expect(g.alive('狼A')).toBe(false);
    expect(g.notes('巫')).toContain(rolledBack('解药'));
    voteDay(g, {});
    night(g, {
      夜间: () => g.act('狼B', '杀人', ['民A']),
      凌晨: () => g.act('巫', '解药', ['民A']),
    });
    expect(g.alive('民A')).toBe(true);
  });
});
