import { describe, expect, it } from 'vitest';
import {
  describeSkills,
  type MeView,
  parseIntent,
  planAct,
  planPass,
  resolveTarget,
  type Seat,
} from '../../src/adapters/onebot/commands';

/** The QQ bot's private commands (issue 17), pure: what a message asks and what it comes to. */

const SEATS: Seat[] = ['狼A', '狼B', '预', '巫', '民A', '民B', '张三', '张四'].map((name, i) => ({
  seat: i + 1,
  name,
  alive: true,
}));

const witch: MeView = {
  name: '巫',
  seat: 4,
  role: '女巫',
  alive: true,
  skills: [
    { id: 'spirit', name: '通灵', kind: 'passive', usableNow: false, legalTargets: [] },
    { id: 'antidote', name: '救药', kind: 'night', usableNow: true, legalTargets: ['民A'], usesLeft: 1 },
    {
      id: 'poison',
      name: '毒药',
      kind: 'night',
      usableNow: true,
      legalTargets: ['狼A', '狼B', '预', '民A'],
      usesLeft: 1,
    },
  ],
};

describe('parseIntent: the commands of the issue, in Chinese', () => {
  it.each([
    ['技能', { kind: 'skills' }],
    ['状态', { kind: 'status' }],
    ['查 3', { kind: 'act', verb: '查', args: ['3'] }],
    ['查3', { kind: 'act', verb: '查', args: ['3'] }],
    ['刀 5号', { kind: 'act', verb: '刀', args: ['5号'] }],
    ['救', { kind: 'act', verb: '救', args: [] }],
    ['毒 7', { kind: 'act', verb: '毒', args: ['7'] }],
    ['守　２', { kind: 'act', verb: '守', args: ['2'] }],
    ['预言 张三', { kind: 'act', verb: '预言', args: ['张三'] }],
    ['过', { kind: 'pass', verb: null }],
    ['过 毒', { kind: 'pass', verb: '毒' }],
    ['投 4', { kind: 'vote', target: '4' }],
    ['投 弃权', { kind: 'vote', target: '弃权' }],
    ['遗言 我是好人 别投我', { kind: 'lastWords', text: '我是好人 别投我' }],
    ['加速', { kind: 'speed', request: '加速' }],
    ['延时', { kind: 'speed', request: '延时' }],
    ['绑定 ab12cd', { kind: 'bind', code: 'ab12cd' }],
    ['帮助', { kind: 'help' }],
  ])('%s', (text, intent) => {
    expect(parseIntent(text)).toEqual(intent);
  });

  it('the forum vote format is a vote post, full- or half-width colon', () => {
    expect(parseIntent('投票对象：狼A\n投票理由：查杀')).toEqual({
      kind: 'votePost',
      post: '投票对象:狼A\n投票理由:查杀',
    });
    expect(parseIntent('改票对象: 民B').kind).toBe('votePost');
  });

  it('unknown input is unknown (answered with help), never dropped', () => {
    expect(parseIntent('hello there').kind).toBe('unknown');
    expect(parseIntent('投 1 2').kind).toBe('unknown');
    expect(parseIntent('绑定').kind).toBe('unknown');
  });
});

describe('resolveTarget: seat numbers and fuzzy names', () => {
  it('a seat number, with or without 号, full-width digits too', () => {
    expect(resolveTarget('3', SEATS)).toEqual({ name: '预' });
    expect(resolveTarget('3号', SEATS)).toEqual({ name: '预' });
    expect(resolveTarget('３', SEATS)).toEqual({ name: '预' });
    expect(resolveTarget('9', SEATS)).toEqual({ error: '没有 9 号座位' });
  });
  it('a name exactly, else a unique part of one (case aside); an ambiguous part names the candidates', () => {
    expect(resolveTarget('张三', SEATS)).toEqual({ name: '张三' });
    expect(resolveTarget('狼a', SEATS)).toEqual({ name: '狼A' });
    expect(resolveTarget('三', SEATS)).toEqual({ name: '张三' });
    expect(resolveTarget('张', SEATS)).toEqual({ error: '「张」可指：7号张三、8号张四，请用座位号' });
    expect(resolveTarget('李', SEATS)).toEqual({ error: '没有叫「李」的玩家，请用座位号' });
  });
});

describe('planAct / planPass: which skill and targets a command means', () => {
  it('救 without a target takes the one she may save', () => {
    expect(planAct(witch, SEATS, { kind: 'act', verb: '救', args: [] })).toEqual({
      action: { skill: 'antidote', targets: ['民A'], pass: false },
      label: '救药 → 5号民A',
    });
  });
  it('毒 without a target among several asks for one, with the seats', () => {
    const p = planAct(witch, SEATS, { kind: 'act', verb: '毒', args: [] });
    expect(p).toEqual({ reply: '请指明毒药的目标，例如「毒 1」。可选：1号狼A、2号狼B、3号预、5号民A' });
  });
  it('a verb for a skill I do not have, and a word that is no command', () => {
    expect(planAct(witch, SEATS, { kind: 'act', verb: '查', args: ['1'] })).toEqual({
      reply: '你没有「查」对应的技能。发送「技能」查看你现在能做什么。',
    });
    expect('reply' in planAct(witch, SEATS, { kind: 'act', verb: '你好', args: [] })).toBe(true);
  });
  it('a skill not usable now says why', () => {
    const me = {
      ...witch,
      skills: [{ ...witch.skills[2], usableNow: false, reason: '现在是白天' }],
    } as MeView;
    expect(planAct(me, SEATS, { kind: 'act', verb: '毒', args: ['1'] })).toEqual({
      reply: '现在不能使用毒药：现在是白天',
    });
  });
  it('过 declines every skill usable now and not used; 过 毒 only that one', () => {
    expect(planPass(witch, null)).toEqual({
      actions: [
        { skill: 'antidote', label: '救药' },
        { skill: 'poison', label: '毒药' },
      ],
    });
    expect(planPass(witch, '毒')).toEqual({ actions: [{ skill: 'poison', label: '毒药' }] });
  });
  it('技能 lists the usable skills with their targets by seat, and the uses left', () => {
    expect(describeSkills(witch, SEATS)).toBe(
      '4号 巫：女巫\n· 救药（剩 1 次）：可用，可选：5号民A\n· 毒药（剩 1 次）：可用，可选：1号狼A、2号狼B、3号预、5号民A',
    );
  });
});
