import { poison } from '../../../abilities';
import { applyStatus } from '../../../engine/effects';
import type { Tx } from '../../../engine/tx';
import type { RoleDef, SkillDef } from '../../../engine/types';
import type { Character } from '../../../state';

// [211] file 001 【能臣异士】9 死士（男）④ (l.266–269):
// 绝死任务[深夜] —— 游戏日夜晚可发动此技能，对自己造成[致死伤害]，若自己因为此技能出局，则自己公示出局后，一名存活的验人系身份会立刻获得[毒药]技能，
// 该技能使用后消失。PS：若有多个验人系存在，身份序号更小的验人系获得[毒药]。
// Readings: the 验人系 are the four the 导言 names (锦衣卫，国师，宠妃，魔镜少女), 身份序号 their numbers in 【皇帝心腹】(1–4); the
// [毒药] is a 毒药 (strength 毒, stopped by [坚韧] and [不死], in the out tally with 其他身份<毒药>) usable once at 凌晨1 (the
// slot of the text's other 毒药) from the next night; it is given when he goes out (the checker told then, the out
// public the next morning). 行动顺序总集 深夜2 死士<绝死任务>; the out tally's 死士最终任务.

export const CHECKERS = ['jinyiwei', 'imperial_preceptor', 'favored_consort', 'mirror_maiden'];

const given = poison({ id: 'mission_poison', name: '毒药', window: '凌晨1', limit: 1 });

/** 绝死任务's out: the one `heirOf` names gets the [毒药]. */
function missionOut(heirOf: (tx: Tx) => Character | undefined): NonNullable<RoleDef['onOut']> {
  return ({ tx, cause }) => {
    if (cause !== 'death_mission') return;
    const heir = heirOf(tx);
    if (!heir) return;
    applyStatus(tx, heir.name, 'mission_poison', {
      source: 'death_mission',
      until: null,
      data: { skills: ['mission_poison'] },
    });
    tx.notify(heir.name, tx.t('missionPoison'), { kind: 'skill', skill: 'mission_poison' });
  };
}

const deathMission: SkillDef = {
  id: 'death_mission',
  name: '绝死任务',
  aliases: ['最终任务'],
  kind: 'night',
  effect: { lethal: true },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  hooks: {
    resolve: (ctx, a) =>
      ctx.kill({
        target: a.as,
        source: 'death_mission',
        by: a.as,
        strength: 'lethal',
        cause: 'death_mission',
      }),
  },
};

export const deathWarrior: RoleDef = {
  id: 'death_warrior',
  name: '死士',
  gender: '男',
  faction: 'village',
  cite: '001 皇帝阵营 能臣异士 9',
  statuses: [{ id: 'mission_poison', name: '毒药', holder: { grantsSkills: true } }],
  templates: {
    'cause.death_mission': () => '绝死任务',
    missionPoison: () => '死士完成了绝死任务：你获得了技能<毒药>（使用一次后消失）。',
  },
  extraSkills: [given],
  skills: [deathMission],
  onOut: missionOut((tx) => {
    const rank = (role: string) => CHECKERS.indexOf(role);
    return tx.state.chars
      .filter((c) => c.alive && rank(c.role) >= 0)
      .sort((x, y) => rank(x.role) - rank(y.role))[0];
  }),
  // 美女画皮 (l.722) 死士：改为令存活的序号最小的狼人阵营角色获得[毒药] — reading: 序号 the seat (电梯楼)
  learnable: {
    skills: [deathMission],
    onOut: missionOut(
      (tx) =>
        tx.state.chars.filter((c) => c.alive && c.faction === 'wolves').sort((x, y) => x.seat - y.seat)[0],
    ),
  },
};
