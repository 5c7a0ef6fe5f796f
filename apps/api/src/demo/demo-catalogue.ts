import { addDays, type CatalogueKind, type DemandCategory, type OrderKind } from '@parkflow/domain';
import { personName } from './demo-people.js';
import { DEMO_COMPANIES } from './demo-reference.js';
import type { DemoRunner, DemoUsername } from './demo-runner.js';

/**
 * The park's shared instruments and its companies' services (seed 001 §2.8, §2.10), with their
 * booking orders (§2.9, §2.11) and more service demands (§2.1, seed 002 §3): enough of each list
 * to page through, every state present, each item with its pictures. Added through the same
 * command path as the screens (the operator adds and switches, companies book, the operator
 * answers). Runs after every other kind, so their draws stay as they were.
 */

const PLATFORM = '园区公共技术服务平台';
const LAB = '苏州生物医药产业园公共实验室';
const [BORUI, KANGYUAN, HUAQING] = DEMO_COMPANIES;

/** [name, model, type id, maker, main functions, where, price] */
type Instrument = [string, string, string, string, string, string, string];
const INSTRUMENTS: Instrument[] = [
  [
    '超高效液相色谱仪',
    'UPLC-H2',
    '402',
    '沃特世科技（上海）有限公司',
    '小分子含量测定，有关物质分析，方法开发',
    'A栋3层公共仪器平台301室',
    '260元/小时',
  ],
  [
    '液相色谱-串联质谱联用仪',
    'TQ-6500+',
    '401',
    '爱博才思分析仪器贸易（上海）有限公司',
    '药代动力学样品定量，代谢物鉴定',
    'A栋3层质谱室305',
    '800元/小时',
  ],
  [
    '高分辨质谱仪',
    'OE-480',
    '401',
    '赛默飞世尔科技（中国）有限公司',
    '蛋白组学鉴定，翻译后修饰分析',
    'A栋3层质谱室306',
    '1200元/小时',
  ],
  [
    '气相色谱仪',
    'GC-2030',
    '401',
    '岛津企业管理（中国）有限公司',
    '残留溶剂检测，挥发性杂质分析',
    'A栋3层公共仪器平台302室',
    '180元/小时',
  ],
  [
    '流式细胞仪',
    'CF-S4',
    '403',
    '贝克曼库尔特商贸（中国）有限公司',
    '细胞表型分析，细胞周期检测，凋亡检测',
    'B栋2层细胞平台203室',
    '300元/小时',
  ],
  [
    '流式细胞分选仪',
    'FCS-3',
    '403',
    '碧迪医疗器械（上海）有限公司',
    '单细胞分选，稀有细胞富集',
    'B栋2层细胞平台204室',
    '900元/小时',
  ],
  [
    '激光共聚焦显微镜',
    'LSM 980',
    '405',
    '卡尔蔡司（上海）管理有限公司',
    '活细胞成像，多色荧光定位，三维重构',
    'B栋3层成像中心301室',
    '500元/小时',
  ],
  [
    '倒置荧光显微镜',
    'IX83',
    '405',
    '奥林巴斯（北京）销售服务有限公司',
    '细胞形态观察，荧光拍照',
    'B栋3层成像中心302室',
    '120元/小时',
  ],
  [
    '高内涵成像分析系统',
    'OP-CLS2',
    '405',
    '珀金埃尔默企业管理（上海）有限公司',
    '药物筛选，细胞表型定量',
    'B栋3层成像中心303室',
    '650元/小时',
  ],
  [
    '实时荧光定量PCR仪',
    'QS-5',
    '404',
    '赛默飞世尔科技（中国）有限公司',
    '基因表达定量，SNP分型，病原检测',
    'C栋2层分子平台201室',
    '150元/小时',
  ],
  [
    '数字PCR系统',
    'QX200',
    '404',
    '伯乐生命医学产品（上海）有限公司',
    '拷贝数绝对定量，稀有突变检测',
    'C栋2层分子平台202室',
    '400元/小时',
  ],
  [
    '二代测序仪',
    'NS-6000',
    '404',
    '因美纳（中国）科学器材有限公司',
    '全基因组测序，转录组测序',
    'C栋2层测序中心205室',
    '按样本计费',
  ],
  [
    '单细胞建库系统',
    'CX-10',
    '404',
    '十倍基因生物技术（上海）有限公司',
    '单细胞转录组文库构建',
    'C栋2层测序中心206室',
    '600元/通道',
  ],
  [
    '蛋白纯化系统',
    'AKTA-25',
    '402',
    '思拓凡生物科技（上海）有限公司',
    '抗体纯化，重组蛋白层析',
    'A栋4层蛋白平台401室',
    '200元/小时',
  ],
  [
    '超速离心机',
    'XPN-100',
    '402',
    '贝克曼库尔特商贸（中国）有限公司',
    '病毒颗粒纯化，外泌体分离',
    'A栋4层蛋白平台402室',
    '150元/小时',
  ],
  [
    '多功能酶标仪',
    'SMX-iD5',
    '401',
    '美谷分子仪器（上海）有限公司',
    '吸光度、荧光、化学发光检测',
    'C栋2层分子平台203室',
    '80元/小时',
  ],
  [
    '表面等离子共振仪',
    'BC-8K',
    '401',
    '思拓凡生物科技（上海）有限公司',
    '抗体亲和力测定，动力学分析',
    'A栋4层蛋白平台405室',
    '700元/小时',
  ],
  ['圆二色光谱仪', 'J-1500', '401', '佳司科（上海）科技有限公司', '蛋白二级结构分析', 'A栋4层蛋白平台406室', '220元/小时'],
  ['动态光散射仪', 'ZS-U3', '401', '马尔文帕纳科（中国）', '粒径与电位测定，纳米制剂表征', 'A栋4层制剂平台408室', '160元/小时'],
  [
    '冷冻电镜',
    'CEM-200',
    '405',
    '赛默飞世尔科技（中国）有限公司',
    '蛋白结构解析，负染筛样',
    'K栋1层电镜中心101室',
    '2500元/小时',
  ],
  [
    '小动物活体成像系统',
    'IVIS-S5',
    '406',
    '珀金埃尔默企业管理（上海）有限公司',
    '荧光与生物发光活体成像，肿瘤模型监测',
    'H栋2层动物中心SPF区',
    '450元/小时',
  ],
  [
    '小动物超声成像系统',
    'VV-3100',
    '406',
    '富士胶片索诺声（上海）',
    '心功能评价，肿瘤体积测量',
    'H栋2层动物中心SPF区',
    '380元/小时',
  ],
  ['-80℃超低温冰箱', 'DW-86L828', '407', '海尔生物医疗', '样本长期低温保存', 'A栋B1层样本库', '5元/格·天'],
  [
    '二氧化碳培养箱',
    'HC-160i',
    '407',
    '赛默飞世尔科技（中国）有限公司',
    '细胞培养，原代细胞扩增',
    'B栋2层细胞平台205室',
    '40元/天',
  ],
  ['生物安全柜', 'A2-1300', '407', '赛默飞世尔科技（中国）有限公司', '无菌操作，病毒包装', 'B栋2层细胞平台206室', '30元/小时'],
  ['冷冻干燥机', 'FZ-6L', '407', '拉布康科（上海）', '样品冻干，制剂干燥', 'A栋4层制剂平台409室', '100元/批'],
  ['全自动细胞计数仪', 'CT-3', '403', '赛默飞世尔科技（中国）有限公司', '细胞计数，活率检测', 'B栋2层细胞平台203室', '20元/次'],
  [
    'X射线单晶衍射仪',
    'D8-V',
    '401',
    '布鲁克（北京）科技有限公司',
    '小分子晶体结构测定，晶型研究',
    'K栋1层结构平台105室',
    '600元/样',
  ],
  [
    '核磁共振波谱仪',
    'NEO-600',
    '401',
    '布鲁克（北京）科技有限公司',
    '化合物结构鉴定，定量核磁',
    'K栋1层结构平台106室',
    '500元/小时',
  ],
  ['显微CT', 'SS-1276', '408', '布鲁克（北京）科技有限公司', '骨组织成像，植入物评价', 'H栋2层影像室', '420元/小时'],
  ['全自动生化分析仪', 'BS-2800M', '408', '迈瑞医疗', '血液生化指标检测，毒理评价', 'H栋1层检测室', '15元/项'],
  [
    '细胞能量代谢分析仪',
    'XF-Pro2',
    '403',
    '安捷伦科技（中国）有限公司',
    '线粒体功能，糖酵解速率检测',
    'B栋3层成像中心305室',
    '550元/板',
  ],
];

/** [name, tag, main type, sub type, price, detail] — owners drawn from the park's companies. */
type Offer = [string, 1 | 2, string, string, string, string];
const SERVICES: Offer[] = [
  ['靶点验证与成药性评估', 1, '1101', '110101', '面议', '基于CRISPR敲除与过表达模型的靶点功能验证。'],
  ['DEL化合物库筛选', 1, '1101', '110102', '8万元/靶点起', '百亿级DNA编码化合物库亲和筛选。'],
  ['高通量细胞活性筛选', 1, '1101', '110102', '3元/孔', '384孔板细胞活性与毒性筛选。'],
  ['先导化合物结构优化', 1, '1101', '110103', '面议', '药物化学团队提供构效关系研究与合成。'],
  ['肿瘤动物模型药效学评价', 1, '1102', '110201', '5万元/项起', '皮下、原位及PDX模型药效评价。'],
  ['代谢性疾病药效学评价', 1, '1102', '110201', '面议', '自发性糖尿病小鼠、饮食诱导肥胖小鼠等模型。'],
  ['大小鼠药代动力学研究', 1, '1102', '110202', '1.2万元/化合物', '单次及多次给药PK，LC-MS/MS定量。'],
  ['非GLP毒理学探索研究', 1, '1102', '110203', '面议', '最大耐受剂量与重复给药毒性探索。'],
  ['GLP安全性评价', 1, '1102', '110203', '面议', '符合NMPA与FDA要求的GLP毒理研究。'],
  ['I期临床试验方案设计', 1, '1103', '110301', '面议', '首次人体试验剂量递增方案设计。'],
  ['临床监查服务', 1, '1103', '110302', '按人天计费', '覆盖长三角主要临床中心的CRA团队。'],
  ['临床数据管理与统计分析', 1, '1103', '110303', '面议', 'EDC系统搭建、数据清理与统计报告。'],
  ['IND申报资料撰写', 1, '1104', '110401', '15万元/项起', '中美双报IND资料撰写与递交。'],
  ['NDA注册申报咨询', 1, '1104', '110402', '面议', '上市申请策略与发补应对。'],
  ['药品注册检验代理', 1, '1104', '110403', '按项目计费', '对接省级药检所的注册检验。'],
  ['原料药工艺开发', 1, '1105', '110501', '面议', '合成路线优化与工艺放大。'],
  ['GMP中试生产', 1, '1105', '110502', '面议', '符合GMP的临床样品中试批生产。'],
  ['稳定性研究', 1, '1105', '110503', '2万元/批次', '影响因素、加速与长期稳定性试验。'],
  ['医疗器械产品设计开发', 2, '1201', '120101', '面议', '有源器械软硬件一体化设计。'],
  ['3D打印样机试制', 2, '1201', '120102', '按件计费', '金属与光敏树脂快速原型。'],
  ['人因工程可用性测试', 2, '1201', '120103', '3万元/项起', '依据IEC 62366的可用性研究。'],
  ['电气安全检测', 2, '1202', '120201', '面议', 'GB 9706系列电气安全检测预评估。'],
  ['生物相容性评价', 2, '1202', '120202', '按项目计费', '细胞毒性、致敏、刺激等ISO 10993项目。'],
  ['电磁兼容预测试', 2, '1202', '120203', '4000元/天', 'YY 9706.102 EMC预测试。'],
  ['二类医疗器械注册代理', 2, '1203', '120301', '8万元/项起', '注册检验、临床评价与注册申报全流程。'],
  ['欧盟CE认证咨询', 2, '1203', '120302', '面议', 'MDR技术文档与公告机构对接。'],
  ['FDA 510(k)申报', 2, '1203', '120303', '面议', '实质等同性论证与递交。'],
  ['十万级洁净车间代工', 2, '1204', '120401', '面议', '无菌耗材与体外诊断试剂代工生产。'],
  ['环氧乙烷灭菌服务', 2, '1204', '120402', '按柜计费', 'EO灭菌及解析，出具灭菌验证报告。'],
  ['无菌包装验证', 2, '1204', '120403', '1.5万元/项', '包装密封性与运输模拟测试。'],
];

/** Who books: the members of the two settled demo companies. */
const BOOKERS: DemoUsername[] = ['applicant', 'applicant2'];
const BACKUPS = [
  '需平台老师协助开机及培训',
  '样品为细胞裂解液，共24个',
  '请提前预冷转子',
  '首次使用，需安排操作培训',
  '样品含有机溶剂，请确认兼容性',
  '希望安排在上午时段',
  '',
  '项目进度紧张，请尽快确认',
];
const REJECTIONS = ['该时段设备已被预约，请调整时间', '设备维护保养中，请改约下周', '样品类型不符合平台生物安全要求'];

const text = (run: DemoRunner, list: readonly string[]) => run.random.pick(list);

/** An instrument's or a service's owner: the platform mostly, the park's companies too. */
function owner(run: DemoRunner, kind: CatalogueKind) {
  const companies = [BORUI, KANGYUAN, HUAQING];
  if (kind === 'equipment' && run.random.chance(0.55)) {
    return { belongCompany: run.random.chance(0.7) ? PLATFORM : LAB };
  }
  const c = run.random.pick(companies);
  return { belongCompany: c.name, companyId: c.id };
}

/** 2 pictures per item: stand-in images stored under the item's name. */
const pictures = (run: DemoRunner, name: string) => [run.file(`${name}-1.png`), run.file(`${name}-2.png`)].join(',');

async function seedItems(run: DemoRunner, kind: CatalogueKind): Promise<string[]> {
  const ids: string[] = [];
  const rows = kind === 'equipment' ? INSTRUMENTS.length : SERVICES.length;
  for (let i = 0; i < rows; i++) {
    const at = run.clock.at(run.random.int(30, 80));
    const contactName = personName(run.random);
    const contactNum = run.random.chance(0.5) ? `0512-6288${String(run.random.int(1000, 9999))}` : run.random.phone();
    let body: Record<string, unknown>;
    if (kind === 'equipment') {
      const [name, num, typeId, buildCompany, mainFunc, address, price] = INSTRUMENTS[i]!;
      body = {
        name,
        num,
        typeId,
        buildCompany,
        mainFunc,
        address,
        price,
        ...owner(run, kind),
        contactName,
        contactNum,
        detail: `${name}（${num}），${mainFunc.replace(/，/g, '、')}。平台提供操作培训，预约后由专人对接。`,
        img: pictures(run, name),
      };
    } else {
      const [name, tag, mainTypeId, subTypeId, price, detail] = SERVICES[i]!;
      body = {
        name,
        tag,
        mainTypeId,
        subTypeId,
        price,
        ...owner(run, kind),
        contactName,
        contactNum,
        detail,
        img: pictures(run, name),
      };
    }
    const id = await run.create(kind, 'operator', body, at);
    // a few are off shelf (maintenance, paused offers); an edit now and then
    if (run.random.chance(0.15))
      await run.send(kind, id, 'operator', 'SetAvailability', { available: 0 }, run.clock.after(at, 24, 400));
    else ids.push(id);
  }
  return ids;
}

async function seedOrders(run: DemoRunner, kind: OrderKind, items: readonly string[]): Promise<void> {
  for (const [i, outcome] of run.outcomes(10, 14, 8).entries()) {
    const itemId = items[i % items.length]!;
    const created = run.createdAt(outcome, 28);
    const start = addDays(run.clock.dateOf(created), run.random.int(1, 10));
    const hour = run.random.pick(['09:00', '10:00', '13:30', '14:00']);
    const days = kind === 'equipment-order' ? 0 : run.random.int(7, 40);
    // an instrument for a morning, an afternoon or a day; a service runs for weeks
    const endHour =
      kind === 'equipment-order' ? run.random.pick(hour < '12:00' ? ['11:30', '12:00', '17:00'] : ['17:00', '18:00']) : '18:00';
    const id = await run.create(
      kind,
      run.random.pick(BOOKERS),
      { itemId, startTime: `${start} ${hour}`, endTime: `${addDays(start, days)} ${endHour}`, backup: text(run, BACKUPS) },
      created,
    );
    if (outcome === 'pending') continue;
    const at = run.clock.after(created, 1, 30);
    if (outcome === 'approved') await run.send(kind, id, 'operator', 'Approve', {}, at);
    else await run.send(kind, id, 'operator', 'Reject', { reason: text(run, REJECTIONS) }, at);
  }
}

/** More demands of each list (seed 001 §2.1, seed 002 §3), so every list pages (≥ 25 rows each). */
const MORE_DEMANDS: Record<DemandCategory, string[]> = {
  equipment: [
    '需要使用激光共聚焦显微镜拍摄类器官三维图像',
    '申请使用超速离心机纯化外泌体，约两周',
    '希望预约液质联用仪做药代样品测定',
    '需使用数字PCR检测病毒载体拷贝数',
    '申请使用小动物活体成像系统观察肿瘤生长',
  ],
  sharing: [
    '希望共享中心提供细胞房的周末开放时段',
    '需要借用共享会议室进行GMP内审培训',
    '申请使用共享冷链周转箱运送样本',
    '希望共享中心代为保存细胞株（液氮）',
  ],
  'supply-chain': [
    '需集中采购ELISA试剂盒，要求两周内到货',
    '进口质谱色谱柱需协助办理报关',
    '需采购实验动物饲料及垫料',
    '希望试剂超市常备常用限制性内切酶',
  ],
  // by property type (seed 002 §9): each text names its service, as the demo test reads it
  property: [
    '新建GMP车间需要夜间安保巡查',
    '产品发布会需要园区承接场地与茶歇',
    '冷库门禁故障，需要有偿维修',
    '新入职员工需办理月租停车位3个',
    '接待区需要绿植租摆及每月养护',
    '会议室每周需配送桶装水6桶',
  ],
  'bio-work': [
    '需要办理病原微生物实验室备案',
    '申请实验动物使用许可证年检协助',
    '需要对接危险废弃物转运资质单位',
    '希望协助编制生物安全自查报告',
  ],
  'bio-service': [
    '寻求抗体人源化改造服务',
    '需要细胞治疗产品的质量放行检测',
    '希望对接病毒载体GMP生产平台',
    '需要IND申报前的药学资料审阅',
  ],
};
const REJECTED_DEMANDS = ['该需求已由其他渠道解决', '请补充具体时间与数量后重新提交', '园区暂不提供该项服务'];

async function seedMoreDemands(run: DemoRunner): Promise<void> {
  const categories = Object.keys(MORE_DEMANDS) as DemandCategory[];
  for (const category of categories) {
    const texts = MORE_DEMANDS[category];
    for (const [i, outcome] of run.outcomes(7, 10, 4).entries()) {
      const who = run.random.pick(BOOKERS) as 'applicant' | 'applicant2';
      const company = run.companyOf(who);
      const which = i % texts.length;
      const created = run.createdAt(outcome);
      const id = await run.create(
        'service-demand',
        who,
        {
          category,
          contacts: personName(run.random),
          tel: run.random.phone(),
          companyName: company.name,
          companyId: company.id,
          serviceDemand: texts[which],
          ...(category === 'property' ? { propertyType: which + 1 } : {}),
          ...(category === 'supply-chain' ? { type: (which % 2) + 1 } : {}),
        },
        created,
      );
      await run.review('service-demand', id, created, outcome, ['operator', 'admin'], REJECTED_DEMANDS);
    }
  }
}

/** Equipment and services on and off shelf, their orders in every status, and more service demands. */
export async function seedCatalogue(run: DemoRunner): Promise<void> {
  const equipment = await seedItems(run, 'equipment');
  const services = await seedItems(run, 'service');
  await seedOrders(run, 'equipment-order', equipment);
  await seedOrders(run, 'service-order', services);
  await seedMoreDemands(run);
}
