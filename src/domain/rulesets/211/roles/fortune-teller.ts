import type { RoleDef } from '../../../engine/types';

// [211] file 001 【能臣异士】8 半仙（男）④ (l.263–264):
// 通天[深夜][限定] —— 游戏日夜晚，半仙可以询问导演任何20字以内，可以用是，否，无法回答三种答案来回复的问题，导演会在深夜结束后，根据游戏内内容准确反馈
// [是/否/无法回答]。（问题需要直观合理，若导演判断问题不够直观合理，需重新提问。）
// 行动顺序总集 深夜1 半仙<通天>. The question is the choice (≤ 20 characters), kept in the log and the director's view of the
// night's actions; not yet: the director's answer through Bansha (a ruling that sends 是/否/无法回答, and 需重新提问 giving the
// use back) — the director answers the player directly.
export const fortuneTeller: RoleDef = {
  id: 'fortune_teller',
  name: '半仙',
  gender: '男',
  faction: 'village',
  cite: '001 皇帝阵营 能臣异士 8',
  skills: [
    {
      id: 'heaven_ask',
      name: '通天',
      kind: 'night',
      limits: { limit: 1 },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      choose: {
        parseChoice: (_s, choice) => {
          const q = (choice ?? '').trim();
          if (!q) return '请写出要问导演的问题（20字以内，可用是/否/无法回答回复）';
          return Array.from(q).length > 20 ? '通天：问题须在20字以内' : null;
        },
      },
    },
  ],
};
