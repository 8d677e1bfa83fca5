import { applyStatus } from '../../../engine/effects';
import type { RoleDef } from '../../../engine/types';

// [211] file 001 【能臣异士】8 半仙（男）④ (l.263–264):
// 通天[深夜][限定] —— 游戏日夜晚，半仙可以询问导演任何20字以内，可以用是，否，无法回答三种答案来回复的问题，导演会在深夜结束后，根据游戏内内容准确反馈
// [是/否/无法回答]。（问题需要直观合理，若导演判断问题不够直观合理，需重新提问。）
// 行动顺序总集 深夜1 半仙<通天>. The question is the choice (≤ 20 characters), kept in the log and the director's view of the
// night's actions. Readings: when 通天's slot closes (深夜1: 深夜结束后) the question awaits the director's answer (the status
// [通天], not told; a void 通天 — blocked — asks nothing); the director answers with the ruling `answer`: 是 / 否 / 无法回答, the
// 半仙 told '通天：你的问题「…」的答案：是。' (privately, nothing public), or 需重新提问 — the question refused, the use given back
// (he asks again a later night), told so. Answered or refused, the status ends.
export const fortuneTeller: RoleDef = {
  id: 'fortune_teller',
  name: '半仙',
  gender: '男',
  faction: 'village',
  cite: '001 皇帝阵营 能臣异士 8',
  statuses: [
    {
      id: 'heaven_asked',
      name: '通天',
      holder: {
        awaitsAnswer: {
          answers: ['是', '否', '无法回答'],
          retry: '需重新提问',
          refill: 'heaven_refill',
          told: 'heavenAnswer',
          retold: 'heavenRetry',
        },
      },
    },
    { id: 'heaven_refill', name: '通天', holder: { refills: true } },
  ],
  templates: {
    heavenAnswer: ({ question, answer }) => `通天：你的问题「${question}」的答案：${answer}。`,
    heavenRetry: ({ question }) =>
      `通天：导演判断问题「${question}」不够直观合理，需重新提问（<通天>可再次发动）。`,
  },
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
      hooks: {
        // 导演会在深夜结束后…反馈: the question awaits the answer from the slot's close
        resolve: (ctx, a) => {
          const question = (a.choice ?? '').trim();
          ctx.now((tx) =>
            applyStatus(tx, a.as, 'heaven_asked', {
              source: a.as,
              until: null,
              data: { question, skill: 'heaven_ask' },
            }),
          );
        },
      },
    },
  ],
};
