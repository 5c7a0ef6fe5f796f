import { addDays, type DemandCategory, PROPERTY_TYPES } from '@parkflow/domain';
import { POSITIONS, VISITOR_ORGANISATIONS, birthday, personName } from './demo-people.js';
import type { DemoRunner, DemoUsername, Outcome } from './demo-runner.js';

const APPLICANTS = ['applicant', 'applicant2'] as const;

/** What companies ask for, per demand list (and per service type where the form asks for one). */
const DEMANDS: Record<DemandCategory, string[]> = {
  equipment: [
    '需要使用流式细胞仪进行细胞表型分析，预计每周两次',
    '申请租用-80℃超低温冰箱一台，为期三个月',
    '需使用高效液相色谱仪进行样品纯度检测',
    '希望借用二氧化碳培养箱两台用于细胞扩增',
  ],
  sharing: [
    '希望使用共享中心的PCR仪和凝胶成像系统',
    '需要预约共享会议室举办项目路演',
    '申请使用共享冷库存放临床样本',
    '需要共享中心提供超净工作台使用培训',
  ],
  'supply-chain': [
    '需采购胎牛血清及细胞培养基，要求冷链配送',
    '进口抗体试剂需要清关代理服务',
    '希望集中采购一次性移液吸头和离心管',
    '需要进口色谱柱，请协助询价',
  ],
  // in the order of the property service types (seed 002 §9: 1 内保业务 … 5 绿植租摆, 6 桶装水订购)
  property: [
    '夜间实验室需要安保巡查',
    '公司年会需要承接场地布置',
    '实验室通风橱故障，需要有偿维修',
    '需要办理两个月租车位',
    '办公区及前台需要绿植租摆20盆',
    '每周需配送桶装水10桶',
  ],
  'bio-work': [
    '需要协助办理生物安全二级实验室备案',
    '申请危险化学品临时存储场地',
    '需要实验动物房使用排期',
    '希望协助对接医疗废物处置单位',
  ],
  'bio-service': [
    '寻求临床前药效学评价CRO服务',
    '需要GMP车间洁净度第三方检测',
    '希望对接细胞株建库及质检服务',
    '需要药品注册申报资料撰写服务',
  ],
};
const DEMAND_REJECTIONS = ['该服务暂未开放，请关注后续通知', '需求描述不清，请补充后重新提交', '请通过设备共享平台直接预约'];

/** Demands of the two demo companies in all six lists; operations staff review them. */
export async function seedServiceDemands(run: DemoRunner): Promise<void> {
  const r = run.random;
  const categories = Object.keys(DEMANDS) as DemandCategory[];
  let propertyDemands = 0;
  for (const [i, outcome] of run.outcomes(14, 22, 12).entries()) {
    const category = categories[i % categories.length]!;
    const who = r.pick(APPLICANTS);
    const company = run.companyOf(who);
    const texts = DEMANDS[category];
    const drawn = r.int(0, texts.length - 1);
    // property demands take their texts in turn so every property type shows up whatever the draw
    const which = category === 'property' ? propertyDemands++ % texts.length : drawn;
    const created = run.createdAt(outcome);
    const id = await run.create(
      'service-demand',
      who,
      {
        category,
        contacts: personName(r),
        tel: r.phone(),
        companyName: company.name,
        companyId: company.id,
        serviceDemand: texts[which],
        // the service type that goes with the text: property 1-6 (PROPERTY_TYPES), supply chain 1-2
        ...(category === 'property' ? { propertyType: PROPERTY_TYPES[which] } : {}),
        ...(category === 'supply-chain' ? { type: (which % 2) + 1 } : {}),
      },
      created,
    );
    await run.review('service-demand', id, created, outcome, ['operator', 'admin'], DEMAND_REJECTIONS);
  }
}

const TOPICS = [
  '生物医药产业投融资对接会',
  '细胞与基因治疗前沿技术沙龙',
  '医疗器械注册申报实务培训',
  'GMP合规与质量体系建设研讨会',
  '园区企业春季招聘会',
  '知识产权布局与专利挖掘讲座',
  '创新药出海与国际注册政策解读',
  '实验室安全管理专题培训',
  '高新技术企业认定申报辅导',
  '抗体药物研发技术交流会',
  'AI辅助药物发现专题论坛',
  '临床试验项目管理实务分享',
  '生物医药企业财税合规讲座',
  '园区企业羽毛球友谊赛',
  '医保谈判与市场准入政策解读',
];
/** A topic's later editions. */
const ROUNDS = ['', '（第二期）', '（第三期）'];
const ACTIVITY_REJECTIONS = ['活动内容与园区定位不符', '活动时间与园区大型活动冲突，请调整', '请补充活动议程与嘉宾信息'];

/**
 * Activities (event promotions): the operator publishes most, companies a few. Approved ones
 * take sign-ups until their deadline (none after it); a few fill every place.
 */
export async function seedActivities(run: DemoRunner): Promise<void> {
  const r = run.random;
  for (const [i, outcome] of run.outcomes(12, 18, 6).entries()) {
    const host: DemoUsername = i % 5 === 4 ? r.pick(APPLICANTS) : 'operator';
    const created = run.createdAt(outcome, 40);
    const publishDate = addDays(run.clock.dateOf(created), r.int(0, 2));
    const topic = TOPICS[i % TOPICS.length]!;
    const full = outcome === 'approved' && i % 9 === 0;
    const peopleLimit = full ? 12 : r.pick([30, 50, 80, 100, 150, 200]);
    const applyDeadline = addDays(publishDate, full ? 40 : r.int(7, 35));
    const id = await run.create(
      'activity',
      host,
      {
        title: `${topic}${ROUNDS[Math.floor(i / TOPICS.length)] ?? ''}`,
        content:
          `<p>为服务园区生物医药企业发展，特举办${topic}。</p>` +
          `<p>时间：${addDays(publishDate, r.int(10, 30))} 14:00-17:00<br/>地点：园区综合服务中心${r.int(1, 5)}号会议室</p>` +
          '<p>欢迎园区企业踊跃报名参加。</p>',
        publishDate,
        applyDeadline,
        peopleLimit,
      },
      created,
    );
    const decided = await run.review('activity', id, created, outcome, ['admin', 'operator'], ACTIVITY_REJECTIONS);
    if (outcome === 'approved' && decided) await seedSignUps(run, id, decided, applyDeadline, full ? peopleLimit : null);
  }
}

/** Sign-ups between the approval and now, none after the deadline; `fillTo` fills every place. */
async function seedSignUps(
  run: DemoRunner,
  activityId: string,
  approvedAt: Date,
  applyDeadline: string,
  fillTo: number | null,
): Promise<void> {
  const r = run.random;
  let taken = 0;
  let at = approvedAt;
  const count = fillTo ? 6 : r.int(2, 8);
  for (let n = 0; n < count; n++) {
    at = run.clock.after(at, 1, 30);
    if (run.clock.dateOf(at) > applyDeadline) return;
    const remaining = fillTo ? fillTo - taken : null;
    // filling up: 2 people per sign-up and the last one takes what is left
    const applicantsNum = remaining === null ? r.int(1, 3) : n === count - 1 ? remaining : 2;
    const staff = r.chance(0.25);
    const who: DemoUsername = staff ? 'operator' : r.pick(APPLICANTS);
    await run.signUp(
      activityId,
      who,
      {
        companyName: staff ? r.pick(VISITOR_ORGANISATIONS) : run.companyOf(who as (typeof APPLICANTS)[number]).name,
        contacts: personName(r),
        gender: r.pick([1, 2]),
        idcard: `3205${r.int(10, 99)}${birthday(r, 1975, 2000).replace(/-/g, '')}${r.int(100, 999)}${r.pick(['1', '2', 'X'])}`,
        office: r.pick(POSITIONS),
        professionalField: r.pick(['抗体药物', '细胞治疗', '医疗器械', '分子诊断', '药物制剂', '生物材料']),
        email: `hr${r.int(100, 999)}@example.com`,
        tel: r.phone(),
        applicantsNum,
        remark: r.chance(0.3) ? r.pick(['需要停车位', '希望会后安排交流', '一人需素食午餐']) : '',
      },
      at,
    );
    taken += applicantsNum;
  }
}

const SUGGESTIONS: [theme: string, suggestion: string][] = [
  ['园区停车位紧张', '工作日上午九点后地面停车位基本停满，建议增设临时停车区域或开放地下车库夜间包月。'],
  ['食堂午餐排队时间长', '中午十二点前后食堂排队超过二十分钟，建议错峰开餐或增加取餐窗口。'],
  ['实验楼空调温度偏低', 'B2栋三楼实验区空调出风温度偏低，长时间实验人员反映不适，希望物业调节。'],
  ['快递收发点位置不便', '快递点距离C区较远，冷链试剂签收不及时，建议在C区增设临时收发点。'],
  ['园区班车时刻调整', '建议晚班车由18:00调整为18:30，方便加班做实验的同事。'],
  ['夜间门禁刷卡问题', '晚上十点后东门门禁经常无法识别员工卡，影响夜间实验人员进出。'],
  ['公共区域保洁频次', '周末公共卫生间保洁不及时，希望增加周末保洁频次。'],
  ['电梯等候时间过长', 'A3栋高峰期电梯等候时间超过五分钟，建议高峰时段安排分层停靠。'],
  ['无线网络信号差', '综合服务中心二楼会议室无线网络信号弱，路演时多次掉线。'],
  ['危废收运频次建议', '实验废液积存较快，建议危废收运由每两周一次调整为每周一次。'],
  ['增加共享仪器开放时段', '流式细胞仪周末不开放，建议周六上午开放预约。'],
  ['园区绿化养护', '北门附近草坪喷灌时间与上班高峰重叠，行人经过容易被淋湿。'],
];
const REPLIES = [
  '感谢您的建议，相关部门已在研究调整方案，将于下月起试行。',
  '您反映的问题已转交物业公司处理，预计本周内完成。',
  '感谢反馈，我们已联系服务供应商优化，欢迎继续监督。',
  '已安排专人跟进，处理结果将另行通知贵司联系人。',
];

/** Suggestions and complaints from the two demo companies; the park's operations reply to most. */
export async function seedSuggestions(run: DemoRunner): Promise<void> {
  const r = run.random;
  const outcomes: Outcome[] = run.outcomes(12, 24, 0);
  for (const [i, outcome] of outcomes.entries()) {
    const [theme, suggestion] = SUGGESTIONS[i % SUGGESTIONS.length]!;
    const created = run.createdAt(outcome);
    const id = await run.create(
      'suggestion',
      r.pick(APPLICANTS),
      { theme, suggestion, ...(r.chance(0.3) ? { remark: '此问题已多次反映' } : {}) },
      created,
    );
    if (outcome === 'approved') {
      const replier = r.pick(['operator', 'operator', 'admin'] as const);
      await run.send('suggestion', id, replier, 'Reply', { reply: r.pick(REPLIES) }, run.clock.after(created, 2, 72));
    }
  }
}
