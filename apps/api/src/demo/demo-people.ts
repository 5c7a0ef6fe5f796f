import { ALL_ROOMS } from '@parkflow/domain';
import type { DemoRandom } from './demo-random.js';

/** zh-CN names, positions and organisations for demo content. */
const SURNAMES = [
  ...'王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯董程曹袁邓许沈曾彭吕苏卢蒋蔡丁魏薛叶潘杜戴夏钟汪田任姜范方石姚谭廖邹熊金陆郝孔白崔康毛邱秦江顾侯邵孟龙段雷钱汤尹黎易常武乔贺赖龚文',
];
const GIVEN = [
  '伟',
  '芳',
  '敏',
  '静',
  '磊',
  '军',
  '洋',
  '勇',
  '杰',
  '涛',
  '明',
  '超',
  '霞',
  '平',
  '刚',
  '婷',
  '建华',
  '晓东',
  '海燕',
  '子涵',
  '雨萱',
  '浩然',
  '思远',
  '欣怡',
  '志强',
  '文博',
  '嘉怡',
  '俊杰',
  '晨曦',
  '一鸣',
  '慧敏',
  '国栋',
  '佳琪',
  '宇航',
  '梦瑶',
  '天佑',
  '淑华',
  '立新',
  '振宇',
  '雅琴',
];

export const personName = (r: DemoRandom) => r.pick(SURNAMES) + r.pick(GIVEN);

export const POSITIONS = ['总经理', '行政主管', '董事会秘书', '运营总监', '研发总监', '财务经理', '项目经理', '人事专员'];

const BRAND_A = [...'瑞诺博恒康华睿信达源泰益晟昊嘉科安德和明'];
const BRAND_B = [...'康泰安诺华生源达瑞博德宁欣晖恒创'];
const BIO_SUFFIX = [
  '生物医药科技有限公司',
  '基因技术有限公司',
  '医疗器械有限公司',
  '细胞治疗科技有限公司',
  '抗体药物研发有限公司',
  '诊断技术有限公司',
  '制药有限公司',
  '生物材料有限公司',
  '医学检验实验室有限公司',
];
const CITIES = ['苏州', '苏州', '苏州', '无锡', '南京', '上海', '杭州', '常州'];

/** Two different characters, e.g. 瑞康. */
const brand = (r: DemoRandom) => {
  const a = r.pick(BRAND_A);
  const b = r.pick(BRAND_B.filter((c) => c !== a));
  return a + b;
};

/** A fictional biomedical company name, different on every call. */
export const bioCompany = (r: DemoRandom) => r.unique(() => `${r.pick(CITIES)}${brand(r)}${r.pick(BIO_SUFFIX)}`);

const SERVICE_SUFFIX = [
  '知识产权代理有限公司',
  '检测技术服务有限公司',
  '会计师事务所（普通合伙）',
  '律师事务所',
  '人力资源服务有限公司',
  '医药注册咨询有限公司',
  '供应链管理有限公司',
  '实验室设备维保有限公司',
];

/** A fictional third-party service provider name. */
export const serviceCompany = (r: DemoRandom) => r.unique(() => `${r.pick(CITIES)}${brand(r)}${r.pick(SERVICE_SUFFIX)}`);

/** Visitors that are not park companies (the add dialog of the visit list). */
export const VISITOR_ORGANISATIONS = [
  '苏州大学医学部',
  '南京医科大学药学院',
  '中国药科大学',
  '元禾控股投资部',
  '苏州市科技局',
  '上海张江药谷企业服务中心',
  '江苏省医疗器械检验所',
  '杭州医药港招商中心',
  '东吴证券研究所',
  '昆山生物医药产业园管委会',
];

/**
 * Province, city, district ids of the area tree (AREA_TREE of @parkflow/domain/area-tree), with the address
 * that goes with them. 上海, 天津 and 香港 have the synthetic middle level 99999 (seed 000 §9).
 */
export const AREAS = [
  { area: '320000', city: '320500', district: '320571', addr: '苏州工业园区星湖街218号生物医药产业园' },
  { area: '320000', city: '320500', district: '320506', addr: '苏州市吴中区东吴南路1588号吴中生物医药创新中心' },
  { area: '320000', city: '320100', district: '320113', addr: '南京市栖霞区仙林大道168号' },
  { area: '310000', city: '99999', district: '310115', addr: '上海市浦东新区哈雷路898号张江药谷' },
  { area: '330000', city: '330100', district: '330110', addr: '杭州市余杭区文一西路1818号' },
  { area: '120000', city: '99999', district: '120116', addr: '天津市滨海新区第三大街51号泰达生物医药研发大厦' },
  { area: '440000', city: '440300', district: '440305', addr: '深圳市南山区高新南七道深圳湾科技生态园10栋' },
  { area: '810000', city: '99999', district: '810016', addr: '香港新界沙田香港科学园科技大道西12号' },
] as const;

/** A 'YYYY-MM-DD' date in the given years (days 1-28, so every month has it). */
export const birthday = (r: DemoRandom, from: number, to: number) =>
  `${r.int(from, to)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;

/** 'A,3,302': building, floor, room ids of the building tree (seed 000 §3 settled_number triple). */
export const room = (r: DemoRandom) => r.pick(ALL_ROOMS);
