import type { CommandType } from '@parkflow/domain';
import { DEMO_BANKS, DEMO_PRODUCTS } from './demo-reference.js';
import type { DemoRunner, DemoUsername } from './demo-runner.js';

type Applicant = 'applicant' | 'applicant2';
type ProductKey = 0 | 1 | 2; // 科创贷 (both banks), 生物医药人才贷 (中国银行), 研发设备融资租赁 (招商银行)

/** The applicants' companies as their loan forms describe them. */
const PROFILES: Record<Applicant, { uscc: string; controller: string; mobile: string; product: string }> = {
  applicant: { uscc: '91320594MA1N7B2K4P', controller: '张明远', mobile: '13962118866', product: 'BR-101 CAR-T注射液' },
  applicant2: { uscc: '91320505MA20C8RX5Q', controller: '周康宁', mobile: '15850093377', product: 'KY-07 基因检测试剂盒' },
};

/** A complete six-page application (seed 002 §2), as the wizard sends it. */
function loanBody(run: DemoRunner, who: Applicant, products: ProductKey[]) {
  const r = run.random;
  const p = PROFILES[who];
  const years = ['2023', '2024', '2025'];
  const yearly = (name: string, base: number) => years.map((yearNum, i) => ({ [name]: base + i * r.int(50, 400), yearNum }));
  const company = run.companyOf(who).name;
  const file = (title: string) => run.file(`${company}_${title}.pdf`);
  return {
    productIds: products.map((k) => DEMO_PRODUCTS[k].id),
    enterpriseName: company,
    uscc: p.uscc,
    actualControllerName: p.controller,
    actualControllerMobile: p.mobile,
    intendedFinancingAmountClaims: r.pick([300, 500, 800, 1000, 2000]),
    intendedFinancingAmountStockRight: r.pick([0, 0, 1000, 3000, 5000]),
    auditReportFinancialStatementsFiles: [file('2024年度审计报告'), file('2025年三季度财务报表')],
    corePatentNum: r.int(2, 15),
    patents: [
      { patentName: '一种嵌合抗原受体T细胞的制备方法', patentOwnership: '企业自有' },
      { patentName: '一种高通量基因测序文库构建方法', patentOwnership: r.pick(['企业自有', '独占许可']) },
    ],
    rdasFiles: file('发明专利证书'),
    rdpcs: [
      {
        rdpcName: p.product,
        rdpcIndication: r.pick(['复发难治性B细胞淋巴瘤', '非小细胞肺癌', '遗传性耳聋筛查']),
        technologyType: r.pick(['细胞治疗', '体外诊断', '抗体药物']),
        rdpcProgress: r.pick(['临床前研究', '临床I期', '临床II期', '注册申报']),
      },
    ],
    rdpcFiles: file('药物临床试验批准通知书'),
    groupPersons: [
      {
        realname: p.controller,
        duty: '董事长兼首席执行官',
        education: '博士及以上',
        schools: '复旦大学,美国约翰斯·霍普金斯大学',
        laboratoryExperience: '十二年肿瘤免疫实验室研究经历',
        professionalBackground: '免疫学',
        awards: '江苏省“双创人才”',
        entrepreneurialExperience: '第二次创业，首次创业项目已被并购',
      },
    ],
    foundingTeamLevelFiles: file('核心团队简历'),
    isEmployeeStockOwnership: r.pick(['1', '2']),
    employeeNum: r.int(30, 260),
    rdemployeeNum: r.int(12, 120),
    ceiaotes: [{ ceiaote: r.pick([2000, 5000, 8000]), organizationName: r.pick(['元禾原点创投', '礼来亚洲基金', '启明创投']) }],
    debtFinancingAmounts: r.chance(0.5) ? [{ debtFinancingAmount: r.pick([200, 500]), organizationName: '苏州银行' }] : [],
    financingCapacityFiles: file('A轮融资协议（摘要）'),
    bpFiles: file('商业计划书'),
    picaitass: yearly('picaitas', r.int(1000, 3000)),
    totalAssetsScaleInTheStatements: yearly('totalAssetsScaleInTheStatement', r.int(5000, 20000)),
    rdInvestmentTotals: yearly('rdInvestmentTotal', r.int(800, 3000)),
    revenuetTotals: yearly('revenuetTotal', r.int(200, 5000)),
    netProfits: years.map((yearNum) => ({ netProfit: r.int(-1500, 800), yearNum })),
    totalRevenueForecasts: [
      { totalRevenueForecast: r.int(3000, 9000), yearNum: '2026' },
      { totalRevenueForecast: r.int(9000, 20000), yearNum: '2027' },
    ],
    variousOverdue: 0,
    enterpriseTaxGrade: r.pick(['A', 'A', 'B']),
    enterpriseTaxGradeFiles: file('纳税信用等级证明'),
  };
}

/** The loan codes the demo shows, with how many of each. */
const LOAN_PLAN = [
  ['draft', 3],
  [1001, 4],
  [1003, 3],
  [1006, 3],
  [1007, 3],
  [1002, 4],
  [1008, 3],
  [1009, 2],
  [1004, 4],
  [1005, 3],
] as const;
type LoanTarget = (typeof LOAN_PLAN)[number][0];

/** A payload may be made when its command goes out: a supplement's new files exist only if it is sent. */
type Step = [who: 'owner' | DemoUsername, type: CommandType, payload: Record<string, unknown> | (() => Record<string, unknown>)];
const payloadOf = (payload: Step[2]) => (typeof payload === 'function' ? payload() : payload);

const bankOf = (bankId: string): DemoUsername => (bankId === DEMO_BANKS[0].id ? 'bank' : 'bank2');
/** Every (bank user, product) pair of the chosen products. */
const pairsOf = (products: ProductKey[]) =>
  products.flatMap((k) => DEMO_PRODUCTS[k].bankIds.map((bankId) => ({ bank: bankOf(bankId), productId: DEMO_PRODUCTS[k].id })));

const SUPPLEMENT = { reason: '请补充2025年度审计报告及近六个月对公账户流水' };
/** The applicant's answer to SUPPLEMENT: a new audit report and six months of bank statements. */
const supplemented = (run: DemoRunner, who: Applicant, checkRemark = '已补充2025年度审计报告及银行流水') => {
  const company = run.companyOf(who).name;
  return {
    changes: {
      // the seed's shape: comma-joined ids
      auditReportFinancialStatementsFiles: [
        run.file(`${company}_2025年度审计报告.pdf`),
        run.file(`${company}_近六个月对公账户流水.pdf`),
      ].join(','),
    },
    checkRemark,
  };
};

/** The commands that bring a fresh draft to `target` (first round by a reviewer, second by banks). */
function stepsTo(run: DemoRunner, target: LoanTarget, products: ProductKey[], owner: Applicant): Step[] {
  const r = run.random;
  const reviewer = r.pick(['reviewer', 'reviewer2'] as const);
  const submitted: Step[] = [['owner', 'Submit', {}]];
  const loop: Step[] = [
    [reviewer, 'RequestSupplement', SUPPLEMENT],
    ['owner', 'SubmitSupplement', () => supplemented(run, owner)],
  ];
  const passed: Step[] = [...submitted, ...(r.chance(0.3) ? loop : []), [reviewer, 'Approve', {}]];
  const pairs = pairsOf(products);
  const first = pairs[0]!;
  const approve = (p: typeof first): Step => [
    p.bank,
    'Approve',
    {
      productId: p.productId,
      creditAmount: r.pick([200, 300, 500, 800]),
      interestRate: r.pick([3.45, 3.65, 3.85, 4.2]),
      term: r.pick([12, 24, 36]),
    },
  ];
  const reject = (p: typeof first): Step => [
    p.bank,
    'Reject',
    { productId: p.productId, reason: '企业当前负债率偏高，暂不予授信' },
  ];
  const bankSupplement: Step = [
    first.bank,
    'RequestSupplement',
    { productId: first.productId, reason: '请补充近六个月对公账户流水及纳税证明' },
  ];
  switch (target) {
    case 'draft':
      return [];
    case 1001:
      return submitted;
    case 1003:
      return [...submitted, [reviewer, 'Reject', { reason: '企业近两年连续亏损，暂不符合产品准入条件' }]];
    case 1006:
      return [...submitted, loop[0]!];
    case 1007:
      return [...submitted, ...loop];
    case 1002:
      return passed;
    case 1008:
      return [...passed, bankSupplement];
    case 1009:
      return [...passed, bankSupplement, ['owner', 'SubmitSupplement', () => supplemented(run, owner, '已补充对公账户流水')]];
    case 1004:
      // one bank grants credit; on 科创贷 the other bank may still refuse (the loan stays 1004)
      return [...passed, approve(first), ...(pairs.length > 1 && r.chance(0.5) ? [reject(pairs[1]!)] : [])];
    case 1005:
      return [...passed, ...pairs.map(reject)];
    default: {
      const unknown: never = target;
      throw new Error(`no demo path to ${String(unknown)}`);
    }
  }
}

const PRODUCT_CHOICES: ProductKey[][] = [[0], [0], [0, 1], [1], [2], [0, 2]];

/** Loans in every first- and second-round state, over the last six weeks. */
export async function seedLoans(run: DemoRunner): Promise<void> {
  const r = run.random;
  let n = 0;
  for (const [target, count] of LOAN_PLAN) {
    for (let i = 0; i < count; i++, n++) {
      const owner: Applicant = n % 3 === 2 ? 'applicant2' : 'applicant';
      // 1005 needs every bank to refuse: a one-bank product keeps that short
      const products = target === 1005 && i > 0 ? ([i % 2 === 0 ? 1 : 2] as ProductKey[]) : r.pick(PRODUCT_CHOICES);
      const steps = stepsTo(run, target, products, owner);
      let at = run.clock.at(steps.length === 0 ? r.int(0, 10) : r.int(14, 42));
      const id = await run.create('loan', owner, loanBody(run, owner, products), at);
      for (const [who, type, payload] of steps) {
        at = run.clock.after(at, 3, 60);
        await run.send('loan', id, who === 'owner' ? owner : who, type, payloadOf(payload), at);
      }
    }
  }
}

/** The newer flow (2000–2003), some through a supplement loop. */
export async function seedLoansV2(run: DemoRunner): Promise<void> {
  const r = run.random;
  const plan = [
    [2000, 12], // more than a page: loan-v2 is a reviewer's queue too
    [2001, 6],
    [2002, 5],
    [2003, 5],
  ] as const;
  let n = 0;
  for (const [target, count] of plan) {
    for (let i = 0; i < count; i++, n++) {
      const owner: Applicant = n % 3 === 1 ? 'applicant2' : 'applicant';
      const reviewer = r.pick(['reviewer', 'reviewer2'] as const);
      const loops = r.chance(0.4) ? 1 : 0;
      const steps: Step[] = [];
      for (let l = 0; l < loops; l++) {
        steps.push([reviewer, 'RequestSupplement', SUPPLEMENT], ['owner', 'SubmitSupplement', () => supplemented(run, owner)]);
      }
      if (target === 2001) steps.push([reviewer, 'Approve', {}]);
      if (target === 2002) steps.push([reviewer, 'Reject', { reason: '企业研发管线与产品支持方向不符' }]);
      if (target === 2003) steps.push([reviewer, 'RequestSupplement', SUPPLEMENT]);
      let at = run.clock.at(r.int(target === 2000 && loops === 0 ? 0 : 10, 42));
      const id = await run.create('loan-v2', owner, loanBody(run, owner, [r.pick([0, 1, 2] as const)]), at);
      for (const [who, type, payload] of steps) {
        at = run.clock.after(at, 3, 60);
        await run.send('loan-v2', id, who === 'owner' ? owner : who, type, payloadOf(payload), at);
      }
    }
  }
}
