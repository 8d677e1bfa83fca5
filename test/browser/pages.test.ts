import { mkdirSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

/**
 * The pages in a real browser (issue 16 "Done when"): a director creates a 12-player 121 game in the
 * wizard and starts it; two players submit night actions on their pages; the director closes the
 * windows; the board shows the morning 公示 and the new seat states; the trace shows the night's
 * steps; after the end the slider replays the game. Screenshots go to docs/screenshots/.
 */
const exe = inject('chromium');
const base = inject('baseUrl');
const admin = inject('admin');
const shots = new URL('../../docs/screenshots/', import.meta.url).pathname;
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };

if (!exe && process.env.CI) throw new Error('Chromium is missing: .ci/run installs Debian’s chromium');

let browser: Browser;
const contexts: BrowserContext[] = [];
async function open(path: string, viewport = DESKTOP): Promise<Page> {
  const ctx = await browser.newContext({ viewport, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  contexts.push(ctx);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  await page.goto(base + path);
  return page;
}
/** Both sizes of a page, full length, into docs/screenshots (only with SCREENSHOTS=1: `npm run screenshots`). */
async function screenshot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  mkdirSync(shots, { recursive: true });
  for (const [size, vp] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(vp);
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${shots}${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}
// biome-ignore lint/suspicious/noExplicitAny: JSON read loosely
async function get(path: string, token?: string): Promise<any> {
  const r = await fetch(base + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return r.json();
}

describe.skipIf(!exe)('the pages in Chromium', () => {
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: exe as string, args: ['--no-sandbox'] });
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => {});
    await browser?.close();
  });

  const game = { id: '', director: '', links: {} as Record<string, string> };

  it('the wizard: a 12-player 121 game from the preset, checked live, created and started', async () => {
    const page = await open('/new');
    await page.getByLabel('管理员令牌').fill(admin);
    await page.getByLabel('标题', { exact: true }).fill('浏览器测试局');
    await page.getByLabel('预设').selectOption({ index: 1 });
    await expect.poll(() => page.locator('.check').textContent()).toContain('符合开局规则（12 人）');
    // the setup rules are checked live: a pool without a checker is refused with the rule's words
    await page.locator('input[data-role="预言家"]').fill('0');
    await page.locator('input[data-role="村民"]').fill('4');
    await expect.poll(() => page.locator('.check').textContent()).toContain('没有验人功能的身份');
    expect(await page.locator('.check').getAttribute('class')).toContain('bad');
    await page.locator('input[data-role="村民"]').fill('3');
    await page.locator('input[data-role="预言家"]').fill('1');
    await expect.poll(() => page.locator('.check').textContent()).toContain('符合开局规则');
    await page.getByLabel('随机种子（可选）').fill('browser-1');
    await expect.poll(() => page.locator('.deadlines li').count()).toBe(8);
    await screenshot(page, 'wizard');
    await page.getByRole('button', { name: '创建游戏' }).click();
    await expect.poll(() => page.locator('#main h2', { hasText: '游戏已创建' }).count()).toBe(1);
    for (const input of await page.locator('input[data-player]').all())
      game.links[(await input.getAttribute('data-player')) as string] = (await input.inputValue()) as string;
    expect(Object.keys(game.links)).toHaveLength(12);
    expect(Object.values(game.links)[0]).toMatch(/\/g\/[^/]+\/me#token=/);
    game.id = /\/g\/([^/]+)\/me/.exec(Object.values(game.links)[0] as string)?.[1] as string;
    await page.getByRole('button', { name: '开局（发牌、排座）' }).click();
    await page.waitForURL(/\/director$/);
    await expect.poll(() => page.locator('.sub').textContent()).toContain('进行中');
    game.director = (await page.evaluate(
      (id) =>
        (
          globalThis as unknown as { localStorage: { getItem(k: string): string | null } }
        ).localStorage.getItem(`bansha:${id}:director`),
      game.id,
    )) as string;
    expect(page.url()).not.toContain('token');
  });

  it('the wizard lists the ruleset\u2019s options: 211 from its preset needs its 雍正 (file 001 l.69), named in 规则选项', async () => {
    const page = await open('/new', PHONE);
    await page.getByLabel('规则', { exact: true }).selectOption('211');
    // 211's detail has loaded (121's, the default, lists options too): its own option is there
    await expect.poll(() => page.locator('[data-option="yongzheng"]').count()).toBe(1);
    await page.getByLabel('预设').selectOption({ index: 1 });
    // the players the preset fills in (玩家1 …) include no 雍正: the pool deal is refused with the rule's words
    await expect.poll(() => page.locator('.check').textContent()).toContain('雍正');
    expect(await page.locator('.check').getAttribute('class')).toContain('bad');
    await page.locator('#main summary', { hasText: '规则选项' }).click();
    await page.getByLabel(/雍正马甲/).fill('玩家3');
    await expect.poll(() => page.locator('.check').textContent()).toContain('符合开局规则');
    // a name of no player: INVALID_OPTION, in Chinese
    await page.getByLabel(/雍正马甲/).fill('路人');
    await expect.poll(() => page.locator('.check').textContent()).toContain('不是本局玩家');
    await page.getByLabel(/雍正马甲/).fill('玩家3');
    await expect.poll(() => page.locator('.check').textContent()).toContain('符合开局规则');
    await screenshot(page, 'wizard-options');
  });

  it('two players act at night on their pages, the director closes the windows, the board shows the morning', async () => {
    const director = await open(`/g/${game.id}/director#token=${encodeURIComponent(game.director)}`);
    await expect.poll(() => director.locator('h1').textContent()).toContain('导演台');
    // 竞选日: nobody stands; the director closes the day
    await director.getByRole('button', { name: '立即结束本时限' }).click();
    await expect.poll(() => director.locator('.sub').textContent()).toContain('第1夜');
    const d = await get(`/v1/games/${game.id}/director`, game.director);
    const by = (role: string) => d.characters.find((c: { role: string }) => c.role === role).name as string;
    const wolf = by('狼人');
    const seer = by('预言家');
    const victim = d.characters.find((c: { faction: string; role: string }) => c.role === '村民')
      .name as string;

    // the wolf: the link's #token is kept in the browser, never in the address
    const wp = await open(
      new URL(game.links[wolf] as string).pathname + new URL(game.links[wolf] as string).hash,
      PHONE,
    );
    await expect.poll(() => wp.locator('form.skill[data-skill]').count()).toBeGreaterThan(0);
    expect(wp.url()).not.toContain('token');
    const kill = wp.locator('form.skill', { hasText: '杀人' });
    await kill.getByLabel('目标').selectOption(victim);
    await kill.getByRole('button', { name: '提交' }).click();
    await expect.poll(() => kill.locator('.pending').textContent()).toContain(`已提交：${victim}`);
    // a refusal is shown in Chinese beside the control: the seer may not check himself
    const sp = await open(
      new URL(game.links[seer] as string).pathname + new URL(game.links[seer] as string).hash,
      PHONE,
    );
    const check = sp.locator('form.skill', { hasText: '预言' });
    await expect.poll(() => check.count()).toBe(1);
    await check.getByLabel('目标').selectOption(wolf);
    await check.getByRole('button', { name: '提交' }).click();
    await expect.poll(() => check.locator('.pending').textContent()).toContain(`已提交：${wolf}`);
    await screenshot(sp, 'player');

    // the director sees who acted, then closes every window of the night
    await director.reload();
    await expect.poll(() => director.locator('.owed').textContent()).toContain('杀人');
    for (let i = 0; i < 8; i++) {
      const v = await get(`/v1/games/${game.id}`);
      if (v.phase.kind === 'day') break;
      await director.getByRole('button', { name: '立即结束本时限' }).click();
      await expect.poll(async () => (await get(`/v1/games/${game.id}`)).phase).not.toEqual(v.phase);
    }
    expect((await get(`/v1/games/${game.id}`)).phase).toMatchObject({ kind: 'day', day: 2 });

    const board = await open(`/g/${game.id}`);
    await expect.poll(() => board.locator('.thread').textContent()).toContain('第2天');
    await expect.poll(() => board.locator('.thread').textContent()).toContain(`昨夜出局：${victim}`);
    const seat = board.locator('li.seat', { hasText: victim });
    await expect.poll(() => seat.getAttribute('class')).toContain('out');
    expect(await seat.textContent()).toContain('第1夜 夜晚出局');
    await screenshot(board, 'board');

    // 结算过程 in the console: the night's steps and the settlement
    await director.reload();
    const trace = director.locator('section', { hasText: '结算过程' });
    await expect.poll(() => trace.locator('table').first().textContent()).toContain('杀人');
    expect(await trace.textContent()).toContain(`出局：${victim}`);
    expect(await trace.textContent()).toContain('预言');
    await screenshot(director, 'director');
  });

  it('after the end the board replays the game with the slider and checks the chain itself', async () => {
    const director = await open(`/g/${game.id}/director#token=${encodeURIComponent(game.director)}`);
    const d = await get(`/v1/games/${game.id}/director`, game.director);
    const wolves = d.characters.filter(
      (c: { factionId: string; alive: boolean }) => c.factionId === 'wolves' && c.alive,
    );
    for (const w of wolves) {
      const form = director.locator('form.ruling');
      await form.getByLabel('裁定种类').selectOption('kill');
      await form.getByLabel('对象').selectOption(w.name);
      await form.getByLabel('理由（必填）').fill('浏览器测试：结束游戏');
      await form.getByRole('button', { name: '记录裁定' }).click();
      await expect
        .poll(
          async () =>
            (await get(`/v1/games/${game.id}`)).seats.find((s: { name: string }) => s.name === w.name).alive,
        )
        .toBe(false);
      await director.reload();
    }
    expect((await get(`/v1/games/${game.id}`)).status).toBe('ended');

    const board = await open(`/g/${game.id}`);
    await expect
      .poll(() => board.locator('.badge-verify').textContent(), { timeout: 15_000 })
      .toContain('✔ 哈希链完整');
    await expect.poll(() => board.locator('section', { hasText: '演员表' }).count()).toBeGreaterThan(0);
    const posts = await board.locator('.thread > li').count();
    const slider = board.getByLabel('时间轴（逐条公示回放）');
    await slider.focus();
    await board.keyboard.press('Home');
    await board.keyboard.press('ArrowRight');
    await expect.poll(() => board.url()).toMatch(/\?at=\d+$/);
    await expect.poll(() => board.locator('.thread > li').count()).toBeLessThan(posts);
    expect(await board.locator('.sub').textContent()).toContain('回放至');
    // the 1st day's seats: everyone still in
    expect(await board.locator('li.seat.out').count()).toBe(0);
    await board.keyboard.press('End');
    await expect.poll(() => board.url()).not.toContain('at=');
    await screenshot(board, 'board-ended');
  });
});
