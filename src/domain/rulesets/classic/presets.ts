import type { Preset } from '../../engine/types';

// [classic] file 003: the tables the text gives, dealt by `preset` at creation (POST /v1/games). 篇三's 9–14人游戏配置
// (l.199–209) play with 篇三's rules; 篇二's three (第二部分具体配置, l.100–150) with 篇二's, each with its own win (屠城 or 屠边).

const times = (n: number, role: string): string[] => Array.from({ length: n }, () => role);

export const PRESETS_CLASSIC: Preset[] = [
  {
    id: '9人',
    name: '9人局：三狼三神三平民（预言家、女巫、猎人）',
    cite: '003 l.199–200',
    players: 9,
    pool: [...times(3, '狼人'), '预言家', '女巫', '猎人', ...times(3, '村民')],
    options: { convention: '篇三', win: '屠边' },
  },
  {
    id: '10人',
    name: '10人局：三狼四神三平民（预言家、女巫、猎人、丘比特）',
    cite: '003 l.201–202',
    players: 10,
    pool: [...times(3, '狼人'), '预言家', '女巫', '猎人', '丘比特', ...times(3, '村民')],
    options: { convention: '篇三', win: '屠边' },
  },
  {
    id: '11人',
    name: '11人局：三狼四神四平民（预言家、女巫、猎人、丘比特）',
    cite: '003 l.203–204',
    players: 11,
    pool: [...times(3, '狼人'), '预言家', '女巫', '猎人', '丘比特', ...times(4, '村民')],
    options: { convention: '篇三', win: '屠边' },
  },
  {
    id: '12人',
    name: '12人局：四狼四神四平民（预言家、女巫、猎人、丘比特）',
    cite: '003 l.205–206',
    players: 12,
    pool: [...times(4, '狼人'), '预言家', '女巫', '猎人', '丘比特', ...times(4, '村民')],
    options: { convention: '篇三', win: '屠边' },
  },
  {
    // 四狼五神五平民 加一张盗贼: 15 cards, two of them the 盗贼's (第13、14两张牌, l.191)
    id: '13人',
    name: '13人局：四狼五神五平民（预言家、女巫、猎人、丘比特、守卫）加一张盗贼',
    cite: '003 l.207–208, l.191',
    players: 13,
    pool: [...times(4, '狼人'), '预言家', '女巫', '猎人', '丘比特', '守卫', ...times(5, '村民'), '盗贼'],
    options: { convention: '篇三', win: '屠边' },
  },
  {
    id: '14人',
    name: '14人局：四狼五神六平民（预言家、女巫、猎人、丘比特、守卫）加一张盗贼',
    cite: '003 l.208–209, l.191',
    players: 14,
    pool: [...times(4, '狼人'), '预言家', '女巫', '猎人', '丘比特', '守卫', ...times(6, '村民'), '盗贼'],
    options: { convention: '篇三', win: '屠边' },
  },
  {
    id: '第二季11人',
    name: '第二季11人局：猎人、女巫、预言家、丘比特、狼人×4、普通村民×3（屠城）',
    cite: '003 l.100–105',
    players: 11,
    pool: ['猎人', '女巫', '预言家', '丘比特', ...times(4, '狼人'), ...times(3, '村民')],
    options: { convention: '篇二', win: '屠城' },
  },
  {
    id: '第三季12人预女猎守白',
    name: '第三季12人局：猎人、女巫、预言家、守卫、白痴、狼人×4、普通村民×3（屠边）',
    cite: '003 l.114–125',
    players: 12,
    pool: ['猎人', '女巫', '预言家', '守卫', '白痴', ...times(4, '狼人'), ...times(3, '村民')],
    options: { convention: '篇二', win: '屠边', idiotSide: '平民' },
  },
  {
    // 一共14张身份牌，洗混之后抽出两张身份牌 (l.134)
    id: '第三季12人盗贼丘比特',
    name: '第三季12人局：猎人、女巫、预言家、白痴、丘比特、盗贼、普通村民×5、狼人×3（14张牌，屠边）',
    cite: '003 l.125–146',
    players: 12,
    pool: ['猎人', '女巫', '预言家', '白痴', '丘比特', '盗贼', ...times(5, '村民'), ...times(3, '狼人')],
    options: { convention: '篇二', win: '屠边' },
  },
];
