import { describe, expect, it } from 'vitest';
import { api, close, createGame, notes, pastOpening, postTexts, start, vote } from './client';

/**
 * [211] file 001 【能臣异士】8 半仙 (l.264–265): 通天[深夜][限定]——…可以用是，否，无法回答三种答案来回复的问题，导演会在深夜结束后，根据游戏内
 * 内容准确反馈[是/否/无法回答]。（…若导演判断问题不够直观合理，需重新提问。） Over HTTP: the question through POST /actions (its
 * `choice`), the director's answer through POST /rulings `{kind: 'answer'}`, read in the 半仙's /me only.
 */

const ROLES: Record<string, string> = {
  仙: '半仙',
  嫔: '嫔妃',
  宫: '宫令',
  娥: '嫦娥',
  狼A: '狼人',
  狼B: '狼人',
  妃: '噬时狼妃',
};
const MEN = ['仙', '狼A', '狼B'];

describe('211 半仙 通天: the director’s answer over HTTP', () => {
  it('asked at 深夜1; answered after its slot (是), privately; a bad answer 400 INVALID_INPUT', async () => {
    const seats = Object.keys(ROLES);
    const g = await createGame({
      title: '通天',
      ruleset: '211',
      players: seats.map((name) => ({ name, gender: MEN.includes(name) ? '男' : '女' })),
      roles: ROLES,
      seed: 'fortune-teller',
      options: { autoCards: false, ignoreSetupConstraints: true },
      schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
    });
    expect((await start(g, seats)).status).toBe(200);
    await pastOpening(g);
    for (const n of seats) expect((await vote(g, n, { target: '弃权' })).status).toBe(200);
    expect((await close(g)).status).toBe(200);
    const ruling = (answer: string) =>
      api('POST', `/v1/games/${g.id}/rulings`, {
        token: g.directorToken,
        body: { kind: 'answer', target: '仙', answer, reason: '通天' },
      });
    // to 深夜1
    for (let i = 0; i < 10; i++) {
      const ph = (await api('GET', `/v1/games/${g.id}`)).body.phase;
      if (ph.window === '深夜1') break;
      expect((await close(g)).status).toBe(200);
    }
    const asked = await api('POST', `/v1/games/${g.id}/actions`, {
      token: g.tok.仙,
      body: { skill: '通天', targets: [], choice: '狼A是狼人阵营吗' },
    });
    expect(asked.status, asked.text).toBe(202);
    // 深夜结束后: nothing awaits an answer before the slot closes
    const early = await ruling('是');
    expect(early.status, early.text).toBe(422);
    expect((await close(g)).status).toBe(200);
    const bad = await ruling('也许');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('INVALID_INPUT');
    const ok = await ruling('是');
    expect(ok.status, ok.text).toBe(200);
    expect(await notes(g, '仙')).toContain('通天：你的问题「狼A是狼人阵营吗」的答案：是。');
    expect((await postTexts(g)).join('\n')).not.toContain('狼A是狼人阵营吗');
    expect(await notes(g, '嫔')).not.toContain('通天：你的问题「狼A是狼人阵营吗」的答案：是。');
  });
});
