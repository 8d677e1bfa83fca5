import { Hono } from 'hono';
import { html } from 'hono/html';

/**
 * The pages' shells, rendered by the Worker: a heading, the navigation and an empty main that the
 * hand-written client script (/assets/bansha.js, a static asset beside /assets/bansha.css) fills from
 * the public HTTP API. No token ever appears in a page's address: the script reads it from
 * localStorage or from the link's #fragment.
 */
type Page = 'board' | 'player' | 'director' | 'wizard';

const TITLES: Record<Page, string> = {
  board: '公示板',
  player: '玩家页',
  director: '导演台',
  wizard: '创建游戏',
};

function shell(page: Page, game: string | null) {
  const g = game ? encodeURIComponent(game) : null;
  return html`<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${TITLES[page]} · 版杀</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/assets/bansha.css">
<script src="/assets/bansha.js" defer></script>
</head>
<body data-page="${page}" data-game="${game ?? ''}">
<a class="skip" href="#main">跳到正文</a>
<header><nav aria-label="页面">
<a class="brand" href="/new">版杀</a>${
    g
      ? html`<a href="/g/${g}">公示板</a><a href="/g/${g}/me">玩家页</a><a href="/g/${g}/director">导演台</a>`
      : html`<a href="/new">创建游戏</a><a href="/docs">API 文档</a>`
  }
</nav></header>
<main id="main" tabindex="-1"><h1>${TITLES[page]}</h1><p class="muted">加载中…</p><noscript><p>本页需要启用 JavaScript。</p></noscript></main>
</body>
</html>`;
}

export const pages = new Hono();
pages.get('/new', (c) => c.html(shell('wizard', null)));
pages.get('/g/:id', (c) => c.html(shell('board', c.req.param('id'))));
pages.get('/g/:id/me', (c) => c.html(shell('player', c.req.param('id'))));
pages.get('/g/:id/director', (c) => c.html(shell('director', c.req.param('id'))));
