import { applyStatus } from '../../../engine/effects';
import type { Tx } from '../../../engine/tx';
import type { RoleDef, RulesetDef, SkillDef } from '../../../engine/types';
import { ev } from '../../../events';
import { readSnow } from './snow-demon';

// [211] file 001 【叛皇阵营】5 冷妃（女）⑥ (l.500–508):
// 伪装[开局] —— 游戏开始前，隐狼可从下列五项中选择三项进行游戏。
// 1，获得[接刀]标签，接刀顺序为机械狼出局后
// 2，可以设置自己的表面阵营，表面身份，表面带刀伪装。
// 3，知晓所有和自己[实际阵营]相同角色的马甲名单
// 4，受到来自于[村民阵营]的以[实际阵营]判断的技能时，以你为[村民阵营]进行判定（如骑士决斗你会自杀，猎魔人猎杀你会自杀，黑商可以成功给你技能。）
// 5，让所有和自己[实际阵营]相同角色知晓你的马甲
// PS：效果4以隐狼为目标的才会改变，隐狼发动的技能不会改变实际阵营的判定
// 怀孕技能[限定][黄昏]——可以重新发动一次[伪装]技能，且可以选择任意数量项目。
// 隐狼 is her old name (a self-reference); 机械狼 is 美女画皮's (接刀顺序: rulesets/211/order.ts, 冷妃 last).
// Readings:
// - The choice names the items by number, then, when 2 is among them, the disguise as 雪隐's: `1、2、3；身份[/阵营][/带刀|不带刀]`;
//   exactly three different items (another count: INVALID_INPUT); 2 without a disguise sets none. Not chosen in the opening:
//   nothing (the skill is not <强制>).
// - 1: a [接刀] tag (a status heir: after every role's 接刀, which puts her after 美女画皮). 3: told when the opening closes the
//   characters of her actual faction. 5: each of them told her name. 4: the 皇帝阵营's skills that judge by actual faction read her
//   as 村民阵营 (rulesets/211/roles/judged.ts); her own skills and others' are unchanged.
// - 怀孕技能 [黄昏][限定] (黄昏1, not in the order table): any number of items (at least one), applied when 黄昏 closes; the items
//   she had stay, a new disguise replaces the old.

const SKILL = 'cold_disguise';

interface Pick {
  items: number[];
  disguise: { role: string; faction: string; armed: boolean } | null;
}

/** Reads `1、2、3；身份/阵营/带刀`: the items (distinct, 1–5) and the disguise; `exact`: how many items, else any number. */
function readPick(rs: RulesetDef, choice: string | null, exact: number | null): Pick | string {
  const [head = '', ...rest] = (choice ?? '').split(/[；;]/).map((p) => p.trim());
  const items = head
    .split(/[,，、\s]+/)
    .filter(Boolean)
    .map(Number);
  if (items.some((n) => !Number.isInteger(n) || n < 1 || n > 5)) return '伪装的项目为 1 至 5 的编号';
  if (new Set(items).size !== items.length) return '每项只能选择一次';
  if (exact !== null ? items.length !== exact : items.length < 1)
    return exact !== null ? `须从五项中选择${exact}项` : '至少选择一项';
  const tail = rest.filter(Boolean).join('；');
  if (!tail) return { items, disguise: null };
  if (!items.includes(2)) return '只有选择第2项时才可以设置表面伪装';
  const r = readSnow(rs, tail, 1);
  if (typeof r === 'string') return r;
  if (r.tough) return '伪装不能附加坚韧';
  return { items, disguise: r.d[0] ?? null };
}

function applyPick(tx: Tx, name: string, p: Pick): void {
  const mates = () =>
    tx.state.chars.filter((c) => c.faction === 'wolves' && c.name !== name).map((c) => c.name);
  for (const n of p.items) {
    if (n === 1) applyStatus(tx, name, 'cold_heir', { source: name, until: null });
    if (n === 2 && p.disguise)
      applyStatus(tx, name, 'cold_surface', { source: name, until: null, data: { ...p.disguise } });
    if (n === 3)
      tx.notify(name, tx.t('coldMates', { names: mates().join('、') || '—' }), {
        kind: 'group',
        members: mates(),
      });
    if (n === 4) applyStatus(tx, name, 'cold_village_read', { source: name, until: null });
    if (n === 5) for (const m of mates()) tx.notify(m, tx.t('coldIs', { name }), { kind: 'group' });
  }
}

const disguise: SkillDef = {
  id: SKILL,
  name: '伪装',
  kind: 'opening',
  limits: { limit: 1 },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  choose: {
    parseChoice: (_s, choice, _t, rs) => {
      const r = readPick(rs, choice, 3);
      return typeof r === 'string' ? r : null;
    },
  },
  hooks: {
    apply: (tx, actor, _t, choice) => {
      const r = readPick(tx.rs, choice, 3);
      if (typeof r !== 'string') applyPick(tx, actor.name, r);
    },
  },
};

const favoured: SkillDef = {
  id: 'cold_disguise_again',
  name: '怀孕技能',
  aliases: ['伪装（怀孕）'],
  kind: 'night',
  timing: { window: '黄昏1' },
  limits: { limit: 1, unlockedBy: 'favoured' },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  choose: {
    parseChoice: (_s, choice, _t, rs) => {
      const r = readPick(rs, choice, null);
      return typeof r === 'string' ? r : null;
    },
  },
  hooks: {
    resolve: (ctx, a) => {
      const r = readPick(ctx.ruleset, a.choice, null);
      if (typeof r === 'string') return;
      ctx.now((tx) => {
        if (r.disguise)
          for (const st of tx.state.chars.find((c) => c.name === a.as)?.statuses ?? [])
            if (st.id === 'cold_surface') tx.emit(ev('StatusRemoved', { target: a.as, status: st.id }));
        applyPick(tx, a.as, r);
      });
    },
  },
};

export const coldConsort: RoleDef = {
  id: 'cold_consort',
  name: '冷妃',
  aliases: ['隐狼'],
  gender: '女',
  faction: 'wolves',
  cite: '001 叛皇阵营 5',
  statuses: [
    // 1，获得[接刀]标签 (a status heir: after the roles' 接刀)
    { id: 'cold_heir', name: '接刀', holder: { heir: 'wolves' } },
    { id: 'cold_surface', name: '伪装', holder: { disguise: true } },
    // 4，受到来自于[村民阵营]的以[实际阵营]判断的技能时，以你为[村民阵营]进行判定 (./judged.ts)
    { id: 'cold_village_read', name: '伪装' },
  ],
  templates: {
    coldMates: ({ names }) => `伪装：与你实际阵营相同的角色：${names}。`,
    coldIs: ({ name }) => `伪装：冷妃是 ${name}。`,
  },
  skills: [disguise, favoured],
};
