import { describe, expect, it } from 'vitest';
import { directorView, playerView, publicView } from '../../../src/projections';
import { Game } from '../harness';

// [tieba] file 002 树洞 (l.35–36): 树洞贴能让玩家在游戏进行期间发表私底下的吐槽、对于他人马甲的猜测、已经出局的玩家…想发言，
// 在树洞可以写下对场上局势的分析。无论你发表了任何回复，其他玩家均不能看到…等到版杀结束后，树洞将取消“仅作者可见”，这时候
// 树洞内所有玩家曾经的心路历程将被一目了然。 (每届贴吧版杀都会…开启树洞贴: on in every tieba game; options.treehole any game.)

const TABLE = { 狼A: '狼人', 狼B: '狼人', 民A: '村民', 民B: '村民', 民C: '村民', 民D: '村民', 民E: '村民' };
const SEATS = Object.keys(TABLE);

function game(options: Record<string, unknown> = {}, ruleset = 'tieba'): Game {
  const g = Game.create(TABLE, { ruleset, options: { autoCards: false, ...options } });
  g.start(SEATS);
  return g;
}
const post = (g: Game, author: string, text: string) =>
  g.run({ type: 'PostTreehole', author, text }, `player:${author}`);
const kill = (g: Game, target: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target, reason: '测试' } });

describe('[tieba] 树洞: 无论你发表了任何回复，其他玩家均不能看到 (l.36)', () => {
  it('a post is an event; its author sees it, the director sees every post, the other players and the public nothing', () => {
    const g = game();
    expect(post(g, '民A', '我觉得狼A的发言很像狼').ok).toBe(true);
    expect(g.log.at(-1)).toMatchObject({
      type: 'TreeholePosted',
      data: { author: '民A', text: '我觉得狼A的发言很像狼', day: 1, phase: 'day' },
    });
    expect(post(g, '狼A', '  队友太难带了  ').ok).toBe(true);
    expect(playerView(g.state, g.log, '民A').treehole?.map((p) => p.text)).toEqual(['我觉得狼A的发言很像狼']);
    expect(playerView(g.state, g.log, '狼A').treehole?.map((p) => p.text)).toEqual(['队友太难带了']);
    expect(playerView(g.state, g.log, '民B').treehole).toEqual([]);
    expect(directorView(g.state).treehole.map((p) => p.author)).toEqual(['民A', '狼A']);
    const outside = JSON.stringify([publicView(g.state), g.announcements(), ...SEATS.map((n) => g.notes(n))]);
    expect(outside).not.toContain('很像狼');
    expect(outside).not.toContain('太难带');
    expect(JSON.stringify(playerView(g.state, g.log, '民B'))).not.toContain('很像狼');
  });

  it('已经出局的玩家…想发言: an out character posts, by night too', () => {
    const g = game();
    for (const n of SEATS) g.vote(n, '民A');
    g.close();
    kill(g, '民B');
    expect(g.alive('民B')).toBe(false);
    expect(post(g, '民B', '出局了，在树洞看戏').ok).toBe(true);
    expect(g.state.treehole?.at(-1)).toMatchObject({ author: '民B', day: 1, phase: 'night' });
  });

  it('等到版杀结束后，树洞将取消“仅作者可见”: the posts follow the 演员表, in the order written, with when', () => {
    const g = game();
    post(g, '民A', '第一天就很乱');
    for (const n of SEATS) g.vote(n, '民A');
    g.close();
    post(g, '狼B', '今晚刀谁');
    kill(g, '狼A');
    expect(g.state.status).toBe('running');
    expect(g.announcements().join()).not.toContain('第一天就很乱');
    kill(g, '狼B');
    expect(g.state.status).toBe('ended');
    const posts = g.announcements();
    expect(posts.at(-2)).toMatch(/^演员表：/);
    expect(posts.at(-1)).toBe(
      '树洞公开（游戏结束，取消“仅作者可见”，共2帖）：\n【第1天白天】民A：第一天就很乱\n【第1天夜晚】狼B：今晚刀谁',
    );
    const data = g.log.at(-1)?.data as unknown as { data: { kind: string; posts: { author: string }[] } };
    expect(data.data.kind).toBe('treehole');
    expect(data.data.posts.map((p) => p.author)).toEqual(['民A', '狼B']);
    expect(post(g, '民C', '结束了还能发吗').ok).toBe(false);
  });

  it('no post written: nothing is posted after the 演员表', () => {
    const g = game();
    kill(g, '狼A');
    kill(g, '狼B');
    expect(g.state.status).toBe('ended');
    expect(g.lastAnnouncement()).toMatch(/^演员表：/);
  });
});

describe('树洞: refusals change nothing, each with its code', () => {
  it('empty, too long, ended, before the start, an unknown author', () => {
    const g = game();
    expect(g.fails({ type: 'PostTreehole', author: '民A', text: '  \n ' }, 'player:民A').code).toBe(
      'INVALID_INPUT',
    );
    expect(
      g.fails({ type: 'PostTreehole', author: '民A', text: '字'.repeat(2001) }, 'player:民A').message,
    ).toBe('树洞帖最多2000字');
    expect(post(g, '民A', '字'.repeat(2000)).ok).toBe(true);
    expect(g.fails({ type: 'PostTreehole', author: '路人', text: '我也想说' }).code).toBe('UNKNOWN_PLAYER');
    const setup = Game.create(TABLE, { ruleset: 'tieba' });
    expect(setup.fails({ type: 'PostTreehole', author: '民A', text: '开局前' }).code).toBe(
      'GAME_NOT_STARTED',
    );
    kill(g, '狼A');
    kill(g, '狼B');
    expect(g.fails({ type: 'PostTreehole', author: '民A', text: '赛后' }).code).toBe('GAME_ENDED');
  });

  it('200 posts a character in a game (TREEHOLE_FULL), the others unaffected', () => {
    const g = game();
    for (let i = 0; i < 200; i++) expect(post(g, '民A', `第${i}帖`).ok).toBe(true);
    expect(g.fails({ type: 'PostTreehole', author: '民A', text: '再来一帖' }, 'player:民A').code).toBe(
      'TREEHOLE_FULL',
    );
    expect(post(g, '民B', '我还能发').ok).toBe(true);
  });
});

describe('树洞 as a per-game option (options.treehole): tieba on by default, any ruleset may open one', () => {
  it('tieba with options.treehole false: TREEHOLE_NOT_OFFERED, and /me has no 树洞', () => {
    const g = game({ treehole: false });
    expect(g.fails({ type: 'PostTreehole', author: '民A', text: '有吗' }).code).toBe('TREEHOLE_NOT_OFFERED');
    expect(playerView(g.state, g.log, '民A').treehole).toBeUndefined();
  });

  it('121: none by default; opened with options.treehole true, published at its end as in tieba', () => {
    const TABLE12 = {
      狼A: '狼人',
      狼B: '狼人',
      狼C: '狼王',
      预: '预言家',
      巫: '女巫',
      猎: '猎人',
      守: '守卫',
      痴: '白痴',
      羊: '替罪羊',
      民A: '村民',
      民B: '村民',
      民C: '村民',
    };
    const off = Game.create(TABLE12, {});
    off.start(Object.keys(TABLE12));
    expect(off.fails({ type: 'PostTreehole', author: '民A', text: '有吗' }).code).toBe(
      'TREEHOLE_NOT_OFFERED',
    );
    const on = Game.create(TABLE12, { options: { treehole: true } });
    on.start(Object.keys(TABLE12));
    expect(on.run({ type: 'PostTreehole', author: '预', text: '狼A是查杀' }, 'player:预').ok).toBe(true);
    for (const w of ['狼A', '狼B', '狼C'])
      on.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });
    expect(on.state.status).toBe('ended');
    expect(on.lastAnnouncement()).toBe(
      '树洞公开（游戏结束，取消“仅作者可见”，共1帖）：\n【第1天白天】预：狼A是查杀',
    );
  });

  it('options.treehole must be true or false (INVALID_OPTION)', () => {
    const g = new Game();
    const r = g.run({
      type: 'CreateGame',
      id: 'g1',
      title: '测试局',
      ruleset: 'tieba',
      players: SEATS.map((name) => ({ name })),
      seed: 's',
      roles: TABLE,
      options: { treehole: 'yes' },
    });
    expect(!r.ok && r.error).toMatchObject({
      code: 'INVALID_OPTION',
      message: 'options.treehole 须为 true 或 false（树洞：默认开启）',
    });
  });
});
