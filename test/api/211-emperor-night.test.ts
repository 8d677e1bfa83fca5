import { describe, expect, it } from 'vitest';
import { act, api, closeNight, createGame, notes, pastOpening, postTexts, start, vote } from './client';

/**
 * Issue 12: a whole 211 night over HTTP in which twelve roles of the 皇帝阵营 act at once (file 001 l.192–463) — each
 * player submits through POST /actions, the director closes the slots as their deadlines would, and the test reads the
 * thread's 公示 and each player's /me notifications word for word.
 */

const ROLES: Record<string, string> = {
  官: '官员',
  师: '国师',
  锦: '锦衣卫',
  宠: '宠妃',
  镜: '魔镜少女',
  医: '妙手太医',
  萨: '菩萨',
  侠: '女侠',
  将: '大将军',
  舞: '舞姬',
  弓: '弓腰姬',
  巾: '巾帼',
  狼A: '狼人',
  狼B: '狼人',
  妃: '噬时狼妃',
  雪: '雪妖',
};
const MEN = ['官', '师', '锦', '医', '将', '狼A', '狼B'];

describe('211: 官员, 国师, 锦衣卫, 宠妃, 魔镜少女, 妙手太医, 菩萨, 女侠, 大将军, 舞姬, 弓腰姬, 巾帼 in one night', () => {
  it('the outs in the tally’s order, each check’s feedback, each status told with its end', async () => {
    const seats = Object.keys(ROLES);
    const g = await createGame({
      title: '皇帝阵营一夜',
      ruleset: '211',
      players: seats.map((name) => ({ name, gender: MEN.includes(name) ? '男' : '女' })),
      roles: ROLES,
      seed: 'emperor-night',
      options: { autoCards: false, ignoreSetupConstraints: true },
      schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
    });
    expect((await start(g, seats)).status).toBe(200);
    await pastOpening(g);
    for (const n of seats) expect((await vote(g, n, { target: '弃权' })).status).toBe(200);
    expect((await api('POST', `/v1/games/${g.id}/close`, { token: g.directorToken })).status).toBe(200);
    const ok = async (r: Promise<{ status: number; text: string }>) =>
      expect((await r).status, (await r).text).toBe(202);
    const choose = (who: string, skill: string, targets: string[], choice: string) =>
      api('POST', `/v1/games/${g.id}/actions`, { token: g.tok[who], body: { skill, targets, choice } });
    await ok(choose('巾', '寻踪', [], '雪妖'));
    await ok(act(g, '萨', '流光庇护', ['宠']));
    await ok(act(g, '侠', '惩奸除恶', ['雪']));
    await ok(act(g, '官', '权势', ['师']));
    await ok(act(g, '师', '预言', ['狼A']));
    await ok(act(g, '锦', '通灵', ['妃']));
    await ok(act(g, '宠', '狡黠', ['医']));
    await ok(choose('镜', '问镜', ['狼A', '官', '舞'], '狼人阵营'));
    await ok(act(g, '狼A', '杀人', ['宠']));
    await ok(act(g, '将', '征战', ['狼B']));
    await ok(act(g, '舞', '共舞', ['舞', '官', '弓']));
    await ok(act(g, '弓', '枭姬', ['雪']));
    await ok(act(g, '巾', '追猎', ['雪']));
    await ok(act(g, '医', '毒药', ['妃']));
    await closeNight(g);
    // 下列顺序统计出局名单: 大将军征战, 弓腰姬枭姬 / 巾帼追猎, 太医毒药; 宠妃 kept by 流光庇护's [不死]
    expect((await postTexts(g)).at(-1)).toBe('第2天 公示\n昨夜出局：狼B、雪、妃。');
    expect(await notes(g, '师')).toEqual(
      expect.arrayContaining(['预言：狼A为非村民阵营。', '你获得了[独裁]状态，持续至第2夜开始。']),
    );
    expect(await notes(g, '锦')).toContain('探查：妃是噬时狼妃。');
    expect(await notes(g, '宠')).toEqual(
      expect.arrayContaining([
        '你获得了[不死]状态，持续至第1夜结束。',
        '你获得了[秩序]状态，持续至第1夜结束。',
        '狡黠：医、镜、萨 都为<村民阵营>。',
      ]),
    );
    expect(await notes(g, '镜')).toContain('问镜：狼A。');
    expect(await notes(g, '医')).toContain('诊治：今晚[指杀]的选择目标：宠。');
    expect(await notes(g, '巾')).toEqual(expect.arrayContaining(['寻踪：雪妖 存活。', '追猎成功。']));
    for (const n of ['舞', '官', '弓'])
      expect(await notes(g, n)).toContain('你获得了[守护]状态，持续至第1夜结束。');
    expect(await notes(g, '雪')).toContain('你获得了[冰冻]状态，持续至第1夜结束。');
    // 其他类型的技能，除非另有说明，否则一律不公示: none of the skills is named in the thread
    const thread = (await postTexts(g)).join('\n');
    for (const skill of ['征战', '枭姬', '追猎', '毒药', '流光庇护', '共舞', '问镜'])
      expect(thread).not.toContain(skill);
  });
});
