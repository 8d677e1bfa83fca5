import { describe, expect, it } from 'vitest';
import { api, close, newTable, notes, postTexts, SEATS12, start, vote } from './client';

/**
 * Vote posts over HTTP (issue 5), as an adapter relays them from the thread.
 * [121] 投票规则: 请严格依照投票格式或改票格式进行投票。投票格式或投票对象有误的票无效。无效票须通过重新发帖来更正。
 *   特别地，投票格式中标点符号不区分全半角。投票对象与投票理由之间可以不换行。
 */
describe('POST /votes {post}', () => {
  it('an invalid post is answered as recorded-but-invalid, the player is told, and a corrected post counts', async () => {
    const g = await newTable();
    await start(g, SEATS12);
    const bad = await vote(g, '民A', { post: '投票对象：路人甲\n投票理由：可疑' });
    expect(bad.status, bad.text).toBe(200);
    expect(bad.body).toMatchObject({ target: null, changesLeft: 1, invalid: { code: 'UNKNOWN_PLAYER' } });
    expect((await notes(g, '民A')).at(-1)).toMatch(
      /^你的投票无效（.*路人甲.*）。无效票须通过重新发帖来更正。$/,
    );
    const events = await api('GET', `/v1/games/${g.id}/events`, { token: g.directorToken });
    expect(events.text).toContain('"type":"VotePostInvalid"');
    const good = await vote(g, '民A', { post: '投票对象:预 投票理由:更正' });
    expect(good.body).toEqual({ target: '预', changesLeft: 1 });
    await close(g);
    expect((await postTexts(g)).join('\n')).toContain('预：1票（民A）');
  });
});
