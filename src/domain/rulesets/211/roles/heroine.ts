import { actualRole } from '../../../engine/effects';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import { type Character, type GameState, hasStatus } from '../../../state';

// [211] file 001 【能臣异士】30 巾帼（女）⑧ (l.423–428):
// 寻踪[夜晚] —— 若没有寻踪目标或寻踪反馈为[存活]的身份已出局，巾帼会得知可以发动此技能，可以询问一个[叛皇阵营]的身份是否存活，并反馈[该身份存活情况]，
// 如果这个反馈为[没有存活]，巾帼可以立刻再次发动此技能。PS:不存在的身份也会反馈[没有存活]
// 追猎[夜晚][指定] —— 选择范围：任意一名角色。结算效果：若结算目标的[实际身份]是[寻踪]得知的身份，则范海辛对其造成[穿透]，同时范海辛获得反馈[追猎成功]，否则无反馈。
// 怀孕技能[强制] —— 额外永久获得一个[寻踪]技能，可以分别询问不同的身份。
// Readings: 范海辛 is 巾帼 (the older text's name); 寻踪 in 早夜1 and 追猎 in 深夜2 (行动顺序总集); the question is a choice of
// 叛皇阵营 role names from the text's list (l.44–49), asked in the order given — 立刻再次发动 is the next name after a
// [没有存活], until one is [存活] (then it is her 寻踪目标); 存活 = a living character of that actual role; the 怀孕技能 lets
// her hold two 寻踪目标, asked and hunted apart; a 寻踪 answered in 早夜1 is hunted from that night's 深夜2.
// 美女画皮 (l.722) 巾帼：将其中的[村民阵营][非村民阵营]修改为[狼人阵营][非狼人阵营]，[狼人阵营][非狼人阵营]修改为[村民阵营][非村民阵营] — the 机械狼版本
// (美女画皮's 画皮, 白骨精's 化尸大法): [叛皇阵营] (211's 狼人阵营) reads [皇帝阵营]: her 寻踪 asks about the 皇帝阵营's roles (l.28–43),
// acting just after the real one's; 追猎 as the role's.

/** 反贼叛臣 of the role list (l.44–49): the roles 寻踪 may ask about. */
export const REBELS = [
  '昏庸之君',
  '地头蛇',
  '贼兄',
  '采花大盗',
  '冷妃',
  '前朝余孽',
  '贼弟',
  '蒙古铁骑',
  '大天狗',
  '恶役千金',
  '噬时狼妃',
  '老鸨',
  '魔教教主',
  '落魄亲王',
  '叛军首领',
  '梁山头目',
  '曼珠沙华',
  '纸嫁衣',
  '毒后',
  '巫蛊术女',
  '雪妖',
  '奸佞',
  '褒姒',
  '白骨精',
  '树精姥姥',
  '美女画皮',
  '蛮族之王',
  '巫毒娃娃',
  '银狼',
  '狐狸精',
];

/** 皇帝阵营 of the role list (l.28–43): the roles the 机械狼's 寻踪 asks about. */
export const LOYALISTS = [
  '贤明之君',
  '守成之君',
  '锦衣卫',
  '国师',
  '宠妃',
  '魔镜少女',
  '丫鬟',
  '太子',
  '窦娥',
  '老将',
  '官员',
  '嫦娥',
  '义勇军',
  '半仙',
  '死士',
  '隐士',
  '嫔妃',
  '厨娘',
  '才女',
  '护卫',
  '太平道徒',
  '修女',
  '女侠',
  '道教教主',
  '贵妃',
  '孟婆',
  '皇后',
  '大将军',
  '禁卫军',
  '秘术玄女',
  '妙手太医',
  '千金',
  '宫令',
  '弓腰姬',
  '菩萨',
  '巾帼',
  '丞相',
  '小龙女',
  '炼金魔女',
  '舞姬',
];

const names = (choice: string | null) =>
  (choice ?? '')
    .split(/[，,、/\s]+/)
    .map((x) => x.trim())
    .filter(Boolean);

/** Is a character of this role (by the text's name) alive? A role not in the game is not. */
const aliveRole = (s: GameState, rs: { roles: Record<string, { name: string }> }, role: string) =>
  s.chars.some((c) => c.alive && rs.roles[c.role]?.name === role);

/** Her 寻踪目标 still alive (answered 存活, a character of it still in). */
const tracked = (s: GameState, rs: { roles: Record<string, { name: string }> }, c: Character): string[] =>
  c.statuses
    .filter((st) => st.id === 'track')
    .map((st) => st.data?.role as string)
    .filter((r) => aliveRole(s, rs, r));

const cap = (c: Character) => (hasStatus(c, 'favoured') ? 2 : 1);

/** 寻踪 asking about `roles` (the 叛皇阵营's; the 机械狼版本: the 皇帝阵营's). */
function trackSkill(id: string, roles: string[], side: string): SkillDef {
  return {
    id,
    name: '寻踪',
    kind: 'night',
    timing: { window: '早夜1', ...(id === 'track' ? {} : { orderAs: 'track' }) },
    targets: { min: 0, max: 0, self: false, among: 'alive' },
    limits: {
      usable: (s, c, rs) =>
        tracked(s, rs, c).length >= cap(c) ? err('SKILL_NOT_USABLE', '寻踪：寻踪目标尚存活') : null,
    },
    choose: {
      parseChoice: (_s, choice) => {
        const ns = names(choice);
        if (!ns.length) return `请写出要询问的${side}身份（可写多个，依次询问）`;
        const bad = ns.find((n) => !roles.includes(n));
        return bad ? `“${bad}”不是${side}的身份` : null;
      },
    },
    hooks: {
      resolve: (ctx, a) => {
        const me = ctx.char(a.as);
        let room = cap(me) - tracked(ctx.state, ctx.ruleset, me).length;
        for (const role of names(a.choice)) {
          if (room <= 0) break;
          const alive = aliveRole(ctx.state, ctx.ruleset, role);
          const t = ctx.ruleset.t;
          ctx.notify(a.actor, (alive ? t.trackAlive : t.trackNone)?.({ role }) ?? '', {
            kind: 'feedback',
            skill: 'track',
            role,
            alive,
          });
          if (!alive) continue;
          room--;
          ctx.status(a.as, 'track', { source: a.as, until: null, data: { role } });
        }
      },
    },
  };
}

const hunt: SkillDef = {
  id: 'hunt',
  name: '追猎',
  kind: 'night',
  timing: { window: '深夜2' },
  effect: { lethal: true },
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  hooks: {
    resolve: (ctx, a) => {
      const roles = ctx
        .statuses(a.as)
        .filter((st) => st.id === 'track')
        .map((st) => st.data?.role as string);
      for (const t of a.targets) {
        const role = ctx.ruleset.roles[actualRole(ctx.char(t))]?.name;
        if (!role || !roles.includes(role)) continue;
        ctx.kill({ target: t, source: 'hunt', by: a.as, strength: 'pierce' });
        ctx.notify(a.actor, ctx.ruleset.t.huntHit?.({}) ?? '', {
          kind: 'feedback',
          skill: 'hunt',
          target: t,
        });
      }
    },
  },
};

export const heroine: RoleDef = {
  id: 'heroine',
  name: '巾帼',
  aliases: ['范海辛'],
  gender: '女',
  faction: 'village',
  cite: '001 皇帝阵营 能臣异士 30',
  statuses: [{ id: 'track', name: '寻踪目标' }],
  templates: {
    trackAlive: ({ role }) => `寻踪：${role} 存活。`,
    trackNone: ({ role }) => `寻踪：${role} 没有存活。`,
    huntHit: () => '追猎成功。',
  },
  skills: [trackSkill('track', REBELS, '叛皇阵营'), hunt],
  // the 机械狼版本 (美女画皮 l.722): 寻踪 asks about the 皇帝阵营's roles
  learnable: { skills: [trackSkill('mech_track', LOYALISTS, '皇帝阵营'), hunt] },
};
