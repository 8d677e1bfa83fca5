import { applyStatus } from '../../../engine/effects';
import type { Tx } from '../../../engine/tx';
import type { RoleDef, RulesetDef, StatusDef } from '../../../engine/types';
import { CHECKERS } from '../strength';
import { learnedBy, learnRole, tellWolfLists } from './learned';
import { gainedMatch } from './matchmaker';

/**
 * [211] 获取技能 (用语定义, l.121–122): a skill gained refers to its new holder; 获得技能除非另有说明，否则不会获得临时技能，二手技能和
 * 怀孕技能 — the role's own skills (a 临时 or 二手 skill is a status's grant, never the role's: 千金's 馈赠, 死士's 毒药), a
 * group's shared skill coming with the [群内] tag instead, no 怀孕技能 unless `pregnancy` (a text that says so). The one check of
 * every 211 role that takes another's skills (顺从的女仆, 祭品, 聂小倩, 复仇者, 暗恋者, 影武者, 死灵术士, 千面人, 才女).
 */
export const ownSkills = (role: RoleDef | undefined, pregnancy = false): string[] =>
  role?.gainedAs ??
  (role?.skills ?? []).filter((k) => !k.group && (pregnancy || !k.limits?.unlockedBy)).map((k) => k.id);

/**
 * [211] 身份更换 (用语定义, l.125–127): a role got that is not in the game (盗贼 偷换's cards) — 1：不会获得验人系身份；2：不会获得有子身份
 * 存在的母身份 (a role some role in play must be dealt with: 有巫蛊术女必有秘术玄女 → no 秘术玄女 while a 巫蛊术女 is in), so 若获取该母身份，
 * 则本局一定不存在该子身份. `inPlay`: the role ids dealt.
 */
export function swappable(rs: RulesetDef, inPlay: ReadonlySet<string>, r: RoleDef): boolean {
  if (CHECKERS.includes(r.name)) return false;
  for (const id of inPlay) if (rs.roles[id]?.dealtWith?.includes(r.id)) return false;
  return true;
}

/**
 * The statuses a role taking another's skills and [群内]/[接刀] tags holds: `<prefix>_skills`, `_group`, `_heir`, and `_mech`
 * (a 机械狼 holding the taking skill: the role's 机械狼版本 and set-up, learned.ts).
 */
export const inheritedStatuses = (prefix: string, name: string): StatusDef[] => [
  { id: `${prefix}_skills`, name, holder: { grantsSkills: true } },
  { id: `${prefix}_mech`, name, holder: { grantsSkills: true, takesRole: true } },
  { id: `${prefix}_group`, name: '群内', holder: {} },
  { id: `${prefix}_heir`, name: '接刀', holder: { heir: 'wolves' } },
];

/**
 * Gives `holder` these skills of `from`'s role and its [群内]/[接刀] tags (同时获得该身份所拥有的[群内]或[接刀]标签); `heirData` is the
 * inherited [接刀]'s data (影武者: data.rankAs, 接刀顺序与目标角色一致). `mechBy`: the taking skill — held by a 机械狼 (美女画皮's
 * 画皮, 白骨精's 化尸大法), the role comes as its 机械狼版本 (美女画皮 l.741–745: 影子, 顺从的女仆, 复仇者, 祭品 — 所获身份牌技能为机械狼版本):
 * learnRole's skills and set-up, its [接刀] tag; a [群内] tag's 杀人 is not hers — she is told the [群内] and [接刀] lists (l.711).
 */
export function inheritRole(
  tx: Tx,
  holder: string,
  from: string,
  role: RoleDef,
  skills: string[],
  prefix: string,
  heirData?: Record<string, unknown>,
  mechBy?: string,
): void {
  const me = tx.state.chars.find((c) => c.name === holder);
  if (mechBy && me && learnedBy(tx.rs, me, mechBy)) {
    learnRole(tx, holder, role, `${prefix}_mech`, { source: from, until: null });
    if (role.heir)
      applyStatus(tx, holder, `${prefix}_heir`, {
        source: from,
        until: null,
        ...(heirData ? { data: heirData } : {}),
      });
    if (role.group === 'wolves') tellWolfLists(tx, holder);
    return;
  }
  if (skills.length)
    applyStatus(tx, holder, `${prefix}_skills`, { source: from, until: null, data: { skills } });
  if (role.group)
    applyStatus(tx, holder, `${prefix}_group`, { source: from, until: null, data: { group: role.group } });
  if (role.heir)
    applyStatus(tx, holder, `${prefix}_heir`, {
      source: from,
      until: null,
      ...(heirData ? { data: heirData } : {}),
    });
  // 月老牵线 gained (月老 l.884: 获得后可以立刻选择连新情侣, [虚情情侣])
  gainedMatch(
    tx,
    holder,
    role.skills.map((k) => k.id),
  );
}
