import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 【叛皇阵营】28 银狼（女）⑩ (l.710–718):
//   身份属性（不是技能）：开局阶段结束后，若银狼属于狼人阵营，银狼获得所有狼人[群内]的名单。
//   漏洞入侵[早夜][指定]——选择范围：任意1名角色。结算效果：结算目标获得状态[漏洞]。
//   病毒移植[正午][翻牌]——游戏日正午，银狼可发动此技能，当前持有[漏洞]状态的角色，永久获得[业炎][寡言][流血]状态。
//   用语定义 [流血]：该状态不予通知，若已持有[流血]的负面状态的情况下，再次获得[流血]的负面状态时，这次赋予流血状态的负面效果改为造成致死伤害。

const table = () => table211({ ...NO_EMPEROR, 雪: '银狼' });
const calm = (g: Game) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '婆' : '道']);

describe('银狼', () => {
  it('l.711 she is told the [群内] list', () => {
    expect(table().notes('雪')).toContain('群内狼：妃、狼A、狼B。');
  });

  it('l.713–715 漏洞入侵 then 病毒移植: the holder gets a permanent [业炎] (told; its skills void) — the card is turned', () => {
    const g = table();
    night(g, { 早夜2: () => g.act('雪', '漏洞入侵', ['嫔']), 午夜: calm(g) });
    expect(g.notes('嫔').join('\n')).not.toMatch(/漏洞/);
    g.act('雪', '病毒移植');
    expect(g.announcements().join('\n')).toContain('雪 翻牌：银狼。');
    expect(g.notes('嫔').join('\n')).toMatch(/业炎/);
    expect(g.notes('嫔').join('\n')).toMatch(/寡言/);
    expect(g.notes('嫔').join('\n')).not.toMatch(/流血/);
    day(g);
    g.closeTo('深夜1');
    expect(g.actFails('嫔', '诽谤', ['狼A']).code).toBe('SKILL_NOT_USABLE');
  });

  it('l.715 当前持有[漏洞]: one without it is untouched', () => {
    const g = table();
    night(g, { 早夜2: () => g.act('雪', '漏洞入侵', ['宫']), 午夜: calm(g) });
    g.act('雪', '病毒移植');
    day(g);
    g.closeTo('深夜1');
    g.act('嫔', '诽谤', ['狼A']);
  });

  it('[流血] twice → 致死伤害: a holder already bleeding goes out at once', () => {
    const g = table();
    night(g, { 早夜2: () => g.act('雪', '漏洞入侵', ['嫔']), 午夜: calm(g) });
    g.ok({
      type: 'MakeRuling',
      ruling: { kind: 'status', target: '嫔', status: '流血', op: 'apply', reason: '测试' },
    });
    g.act('雪', '病毒移植');
    expect(g.alive('嫔')).toBe(false);
    expect(g.announcements().join('\n')).toContain('嫔 出局。');
  });

  it('[翻牌]: not a second time', () => {
    const g = table();
    night(g, { 午夜: calm(g) });
    g.act('雪', '病毒移植');
    expect(g.actFails('雪', '病毒移植').code).toBe('SKILL_NOT_USABLE');
  });
});
