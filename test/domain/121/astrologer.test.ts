import { describe, expect, it } from 'vitest';
import { night, smallTable, winner } from './given';
import { nextNight, tableWith } from './tables';

// [121] 三方阵营 7 占星师 (l.410–413):
//   占卜 —— 游戏日夜晚占星师可以选择查验一名在场玩家和一名已出局玩家的初始身份，
//   天眼 ——游戏日夜晚可以私聊法官一份马甲与身份牌对应的清单包括已出局玩家，法官会反馈猜对或猜错。全部猜对则独自胜利。
//   占星师被验为【非狼人阵营】，被通为占星师
// 胜负判定 7、占星师：占星师存活且猜对场上全部马甲对应身份，则独自获胜 (third-party priority: 2nd).
// Readings (role file): 占卜 names the player in the game as its target and the one out as its choice (none while
// nobody is out); 天眼's list names every other player, 马甲=身份 pairs separated by commas; the answer is one word for
// the whole list. 总体流程 3 (1) 占星师<占卜>, 天眼 among (17) 其余身份; 行动时限: 关门二十分钟内 (n20).

const table = () => tableWith({ 民C: '占星师' });

describe('占星师 占卜', () => {
  it('查验一名在场玩家…的初始身份 (nobody out yet: the one in only)', () => {
    const g = table();
    night(g, { n20: () => g.act('民C', '占卜', ['预']) });
    expect(g.notes('民C')).toContain('占卜：预 的初始身份为【预言家】。');
  });

  it('一名在场玩家和一名已出局玩家的初始身份', () => {
    const g = table();
    nextNight(g, { 预: '狼A', 巫: '狼A', 猎: '狼A' });
    night(g, { n20: () => g.act('民C', '占卜', ['预'], '狼A') });
    expect(g.notes('民C')).toContain('占卜：预 的初始身份为【预言家】；狼A 的初始身份为【狼王】。');
  });

  it('the second must be out: a player in is refused (INVALID_INPUT)', () => {
    const g = table();
    const e = g.fails(
      { type: 'SubmitAction', actor: '民C', skill: '占卜', targets: ['预'], choice: '巫' },
      'player:民C',
    );
    expect(e.code).toBe('INVALID_INPUT');
  });

  it('行动时限: 关门二十分钟内 (WRONG_PHASE after n20)', () => {
    const g = table();
    g.closeTo('n40');
    expect(g.actFails('民C', '占卜', ['预']).code).toBe('WRONG_PHASE');
  });

  it('占星师被验为【非狼人阵营】，被通为占星师', () => {
    const g = tableWith({ 民C: '占星师', 民B: '通灵师' });
    night(g, {
      n60: () => {
        g.act('预', '预言', ['民C']);
        g.act('民B', '通灵', ['民C']);
      },
    });
    expect(g.notes('预')).toContain('预言：民C 的查验结果为<非狼人阵营>。');
    expect(g.notes('民B')).toContain('通灵：民C 的身份为【占星师】。');
  });
});

describe('占星师 天眼', () => {
  const five = { 星: '占星师', 狼: '狼人', 预: '预言家', 民A: '村民', 民B: '村民' };

  it('全部猜对则独自胜利: the judge answers 猜对 and the game ends with his win', () => {
    const g = smallTable(five);
    g.close();
    night(g, { n20: () => g.act('星', '天眼', [], '狼=狼人，预=预言家，民A=村民，民B=村民') });
    expect(g.notes('星')).toContain('天眼：猜对。');
    expect(winner(g)).toBe('astrologer');
    expect(g.state.winner?.names).toEqual(['星']);
  });

  it('法官会反馈猜对或猜错: one wrong card, 猜错, the game goes on', () => {
    const g = smallTable(five);
    g.close();
    night(g, { n20: () => g.act('星', '天眼', [], '狼=村民，预=预言家，民A=狼人，民B=村民') });
    expect(g.notes('星')).toContain('天眼：猜错。');
    expect(winner(g)).toBe(null);
  });

  it('包括已出局玩家: a list without the one out is refused (INVALID_INPUT)', () => {
    const g = smallTable(five);
    g.close();
    night(g, { n60: () => g.act('狼', '杀人', ['民A']) });
    g.close();
    const e = g.fails(
      {
        type: 'SubmitAction',
        actor: '星',
        skill: '天眼',
        targets: [],
        choice: '狼=狼人，预=预言家，民B=村民',
      },
      'player:星',
    );
    expect(e.code).toBe('INVALID_INPUT');
  });
});
