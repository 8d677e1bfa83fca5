/**
 * The private-chat commands a player sends the QQ bot, in Chinese, pure: what a message asks
 * (`parseIntent`), which skill and targets it means given the player's own view and the seats
 * (`planIntent`), and the Chinese answers. Targets are seat numbers (`3`, `3号`) or names, matched
 * exactly after NFKC, else by a unique part of a name; anything unclear gets help, never silence.
 *
 *   技能                      what I can do now, with seat numbers
 *   查 3 / 刀 5 / 救 / 毒 7 / 守 2, or any skill's own name (预言 3)
 *   过 [技能]                  decline (视为放弃) what I have not used in this window
 *   投 4 / 投 弃权 / 投票对象：X…  a vote (the forum's post format works too)
 *   遗言 …  加速  延时  状态  绑定 <code>  帮助
 */
import { normalizeName } from '../../domain/votepost';
import type { PlayerView, SkillView } from '../../projections';

export type Intent =
  | { kind: 'bind'; code: string }
  | { kind: 'skills' }
  | { kind: 'status' }
  | { kind: 'help' }
  | { kind: 'act'; verb: string; args: string[] }
  | { kind: 'pass'; verb: string | null }
  | { kind: 'vote'; target: string }
  | { kind: 'votePost'; post: string }
  | { kind: 'lastWords'; text: string }
  | { kind: 'speed'; request: '加速' | '延时' }
  | { kind: 'unknown'; text: string };

/** Short verbs and the skill names they stand for (a skill's own name works as well). */
export const VERBS: Record<string, readonly string[]> = {
  查: ['预言', '查验', '验人'],
  验: ['预言', '查验', '验人'],
  刀: ['杀人'],
  杀: ['杀人'],
  救: ['救药'],
  毒: ['毒药'],
  守: ['守护'],
};

export const HELP = [
  '可用指令（座位号或名字均可）：',
  '技能 —— 我现在能做什么',
  '查 3 / 刀 5 / 救 / 毒 7 / 守 2 —— 使用技能（也可写技能名：预言 3）',
  '过 —— 放弃本时段未用的技能（过 毒 只放弃一项）',
  '投 4 / 投 弃权 —— 投票（也可直接发论坛格式：投票对象：X 投票理由：Y）',
  '遗言 内容 —— 留遗言',
  '加速 / 延时 —— 申请加速或延时',
  '状态 —— 当前阶段与存活玩家',
  '绑定 绑定码 —— 绑定你在本局的身份（绑定码在你的玩家页面）',
].join('\n');

export function parseIntent(message: string): Intent {
  const text = message.normalize('NFKC').trim();
  if (/(投票|改票)对象\s*:/.test(text)) return { kind: 'votePost', post: text };
  const [head = '', ...rest] = text.split(/\s+/);
  const tail = text.slice(head.length).trim();
  // a verb glued to its first target: 查3, 投4号
  const glued = /^([\u4e00-\u9fff]{1,2}?)(\d+号?)$/.exec(head);
  const word = glued ? (glued[1] as string) : head;
  const args = glued ? [glued[2] as string, ...rest] : rest;
  switch (word) {
    case '':
      return { kind: 'help' };
    case '帮助':
    case 'help':
    case '菜单':
    case '?':
      return { kind: 'help' };
    case '绑定':
      return tail ? { kind: 'bind', code: tail } : { kind: 'unknown', text };
    case '技能':
      return { kind: 'skills' };
    case '状态':
      return { kind: 'status' };
    case '过':
    case '放弃':
      return { kind: 'pass', verb: args[0] ?? null };
    case '投':
    case '投票':
    case '改票':
      return args.length === 1 ? { kind: 'vote', target: args[0] as string } : { kind: 'unknown', text };
    case '遗言':
      return tail ? { kind: 'lastWords', text: tail } : { kind: 'unknown', text };
    case '加速':
    case '延时':
      return args.length === 0 ? { kind: 'speed', request: word } : { kind: 'unknown', text };
    default:
      return /^[\u4e00-\u9fff]{1,6}$/.test(word)
        ? { kind: 'act', verb: word, args: args.flatMap((a) => a.split(/[,，、]/)).filter(Boolean) }
        : { kind: 'unknown', text };
  }
}

export interface Seat {
  seat: number | null;
  name: string;
  alive: boolean;
}

export const seatLabel = (seats: readonly Seat[], name: string): string => {
  const s = seats.find((x) => x.name === name);
  return s?.seat != null ? `${s.seat}号${name}` : name;
};

/** A seat number or a name (exact, else a unique part of one) → the character's name, or why not. */
export function resolveTarget(arg: string, seats: readonly Seat[]): { name: string } | { error: string } {
  const a = normalizeName(arg);
  const num = /^(\d+)号?$/.exec(a);
  if (num) {
    const s = seats.find((x) => x.seat === Number(num[1]));
    return s ? { name: s.name } : { error: `没有 ${num[1]} 号座位` };
  }
  const exact = seats.find((x) => normalizeName(x.name) === a);
  if (exact) return { name: exact.name };
  const lower = a.toLowerCase();
  const near = seats.filter((x) => normalizeName(x.name).toLowerCase().includes(lower));
  if (near.length === 1) return { name: (near[0] as Seat).name };
  if (near.length > 1)
    return { error: `「${arg}」可指：${near.map((x) => seatLabel(seats, x.name)).join('、')}，请用座位号` };
  return { error: `没有叫「${arg}」的玩家，请用座位号` };
}

/** What the commands read of the player's own view (`GET /me`). */
export type MeView = Pick<PlayerView, 'name' | 'seat' | 'role' | 'alive' | 'skills' | 'vote'>;

/** A write the command turns into, as the API takes it. */
export type Planned =
  | { reply: string }
  | { action: { skill: string; targets: string[]; pass: boolean }; label: string }
  | { actions: { skill: string; label: string }[] };

/** Which of my skills a verb names: the verb's skills, or the skill of that name or id. */
function skillsFor(me: MeView, verb: string): SkillView[] {
  const names = VERBS[verb] ?? [verb];
  return me.skills.filter((k) => k.kind !== 'passive' && (names.includes(k.name) || k.id === verb));
}

export function planAct(
  me: MeView,
  seats: readonly Seat[],
  intent: Extract<Intent, { kind: 'act' }>,
): Planned {
  const mine = skillsFor(me, intent.verb);
  if (mine.length === 0)
    return VERBS[intent.verb]
      ? { reply: `你没有「${intent.verb}」对应的技能。发送「技能」查看你现在能做什么。` }
      : { reply: `看不懂「${intent.verb}」。\n${HELP}` };
  const usable = mine.filter((k) => k.usableNow);
  if (usable.length === 0) {
    const k = mine[0] as SkillView;
    return { reply: `现在不能使用${k.name}${k.reason ? `：${k.reason}` : '。'}` };
  }
  if (usable.length > 1)
    return { reply: `「${intent.verb}」可指：${usable.map((k) => k.name).join('、')}，请写技能名。` };
  const k = usable[0] as SkillView;
  const targets: string[] = [];
  for (const arg of intent.args) {
    const t = resolveTarget(arg, seats);
    if ('error' in t) return { reply: t.error };
    targets.push(t.name);
  }
  if (targets.length === 0 && k.legalTargets.length === 1) targets.push(k.legalTargets[0] as string);
  else if (targets.length === 0 && k.legalTargets.length > 1)
    return {
      reply: `请指明${k.name}的目标，例如「${intent.verb} ${seats.find((s) => s.name === k.legalTargets[0])?.seat ?? k.legalTargets[0]}」。可选：${k.legalTargets.map((n) => seatLabel(seats, n)).join('、')}`,
    };
  const label =
    targets.length > 0 ? `${k.name} → ${targets.map((n) => seatLabel(seats, n)).join('、')}` : k.name;
  return { action: { skill: k.id, targets, pass: false }, label };
}

/** 过: every skill usable now and not used yet (or the one named), declined. */
export function planPass(me: MeView, verb: string | null): Planned {
  const pool = verb === null ? me.skills.filter((k) => k.kind !== 'passive') : skillsFor(me, verb);
  const open = pool.filter((k) => k.usableNow && !(k.submitted && !k.submitted.pass));
  if (open.length === 0)
    return { reply: verb ? `现在没有可放弃的「${verb}」。` : '你现在没有要放弃的技能。' };
  return { actions: open.map((k) => ({ skill: k.id, label: k.name })) };
}

/** The answer to 技能: what I can use now, each with its legal targets by seat. */
export function describeSkills(me: MeView, seats: readonly Seat[]): string {
  const lines = [
    `${me.seat !== null ? `${me.seat}号 ` : ''}${me.name}：${me.role ?? '未发身份'}${me.alive ? '' : '（已出局）'}`,
  ];
  const active = me.skills.filter((k) => k.kind !== 'passive');
  for (const k of active) {
    const left = k.usesLeft !== undefined ? `（剩 ${k.usesLeft} 次）` : '';
    if (!k.usableNow) {
      lines.push(`· ${k.name}${left}：现在不可用${k.reason ? `（${k.reason}）` : ''}`);
      continue;
    }
    const done = k.submitted
      ? k.submitted.pass
        ? '，已放弃'
        : `，已选 ${k.submitted.targets.map((n) => seatLabel(seats, n)).join('、') || '（无目标）'}`
      : '';
    const targets =
      k.legalTargets.length > 0 ? `，可选：${k.legalTargets.map((n) => seatLabel(seats, n)).join('、')}` : '';
    lines.push(`· ${k.name}${left}：可用${done}${targets}`);
  }
  if (active.length === 0) lines.push('· 你没有主动技能。');
  if (me.vote?.canVote)
    lines.push(
      `· 投票：${me.vote.target ? `已投 ${seatLabel(seats, me.vote.target)}` : '未投'}，剩余改票 ${me.vote.changesLeft} 次（投 座位号）`,
    );
  return lines.join('\n');
}
