/**
 * A loan's whole round in Chromium (docs/workflows.md), on the built product with its demo data:
 *
 *  1. the applicant (苏州博瑞) opens 新增: the six-page wizard on a fresh draft; fills every page,
 *     uploading a file into every page's slots through POST /api/files; leaves half-way
 *     (保存并关闭) and comes back to the same draft with what it typed and uploaded; submits
 *     (通知 · 申请已提交);
 *  2. the reviewer, whose queue is open in another browser, never saw the draft, and sees the
 *     application arrive live (no reload), with its order number DK<date>-<n>; asks for a
 *     supplement (初审待补充资料 1006);
 *  3. the applicant's row opens the supplement dialog (the wizard in edit mode, the request on
 *     top), uploads the requested audit report and submits (提交成功);
 *  4. the reviewer sees, live, what changed (the rounds' before/after of the audit-report slot)
 *     and approves (初审通过 1002);
 *  5. both banks of 科创贷 decide in their own consoles: 中国银行 grants credit, 招商银行 refuses;
 *     the application ends 复审通过 (1004) and every reader sees its own codes and labels.
 */
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { type BrowserSession, launchBrowser } from './support/browser.js';
import { call, demoSeeded, login, signIn } from './support/demo.js';
import { type Product, startProduct } from './support/product.js';

const QUEUE = '贷款申请';
let product: Product;
const sessions: BrowserSession[] = [];

// A busy machine (shared CI cores) can take minutes to migrate and seed: wait for it.
beforeAll(async () => {
  product = await startProduct();
  await demoSeeded(product);
});

afterAll(async () => {
  await Promise.all(sessions.map((s) => s.close()));
  await product?.stop();
});

/** A valid one-page PDF (the api checks the content, not only the name). */
function tinyPdf(text: string): Buffer {
  const stream = `BT /F1 14 Tf 56 780 Td (${text.replace(/[^\x20-\x7e]/g, '?')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

interface Row {
  id: string;
  code: string | number;
  state: string;
  orderNumber?: string | null;
  actualControllerName?: string;
}

/** The demo's drafts of a company are its own: submit them, so 新增 starts a fresh one. */
async function submitOpenDrafts(username: string): Promise<void> {
  const { token } = await login(product, username);
  const drafts = await call<{ list: Row[] }>(product, 'GET', '/api/items/loan?state=draft&pageSize=50', token);
  for (const draft of drafts.list) {
    await call(product, 'POST', `/api/items/loan/${draft.id}/commands`, token, { type: 'Submit', changes: {} });
  }
}

const table = (page: Page) => page.getByRole('table', { name: QUEUE });
const rowOf = (page: Page, marker: string) => table(page).locator('tbody tr', { hasText: marker });
const wizardOf = (page: Page) => page.getByRole('dialog', { name: '贷款申请' });
const drawerOf = (page: Page) => page.getByRole('dialog', { name: /贷款申请 · 详情/ });

async function openQueue(page: Page): Promise<void> {
  await page.goto(`${product.url}/queues/loan`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('status').filter({ hasText: '已连接' }).first().waitFor();
  await table(page).waitFor();
}

/** Uploads one PDF into a wizard slot through the browser's file chooser; waits for 上传成功. */
async function upload(page: Page, scope: Locator, slot: string, name: string): Promise<void> {
  const stored = page.waitForResponse((res) => res.url().endsWith('/api/files') && res.request().method() === 'POST');
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    scope.getByRole('button', { name: `上传文件：${slot}` }).click(),
  ]);
  await chooser.setFiles({ name, mimeType: 'application/pdf', buffer: tinyPdf(name) });
  expect((await stored).ok()).toBe(true);
  await scope
    .getByTestId(`slot-${slotField(slot)}`)
    .getByText(name)
    .first()
    .waitFor();
  await page.getByText('上传成功,您最多可上传十个文件').first().waitFor();
}

const SLOTS: Record<string, string> = {
  '审计报告/财务报表': 'auditReportFinancialStatementsFiles',
  专利证明材料: 'rdasFiles',
  研发进度证明材料: 'rdpcFiles',
  团队证明材料: 'foundingTeamLevelFiles',
  员工持股平台材料: 'employeeStockOwnershipFiles',
  人员证明材料: 'employeeFiles',
  融资证明材料: 'financingCapacityFiles',
  上市计划: 'ipoPlanFiles',
  商业计划书: 'bpFiles',
  信用记录材料: 'overdueFiles',
  纳税等级材料: 'enterpriseTaxGradeFiles',
};
const slotField = (label: string) => SLOTS[label]!;

async function pick(page: Page, input: Locator, option: string): Promise<void> {
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function pickYear(page: Page, input: Locator, year: string): Promise<void> {
  await input.click();
  await page.getByRole('button', { name: year, exact: true }).last().click();
}

/**
 * After a decision the drawer moves on to the next item still awaiting one (the keyboard flow):
 * wait until it no longer shows ours, then close it.
 */
async function leaveDrawer(page: Page, marker: string): Promise<void> {
  const drawer = drawerOf(page);
  await drawer.getByText(marker).first().waitFor({ state: 'detached' });
  if ((await drawer.count()) > 0) {
    await drawer.locator('.mantine-Drawer-close').click();
    await drawer.waitFor({ state: 'detached' });
  }
}

async function next(wizard: Locator, page: number): Promise<void> {
  await wizard.getByRole('button', { name: '下一步' }).click();
  await wizard.getByTestId(`wizard-page-${page}`).waitFor();
}

test('apply in six pages with files, come back to the draft, submit; first round with a supplement; both banks decide — live, in three browsers', async () => {
  const suffix = randomBytes(2)
    .toString('hex')
    .replace(/[0-9a-f]/g, (c) => '零一二三四五六七八九甲乙丙丁戊己'['0123456789abcdef'.indexOf(c)]!);
  const controller = `陆${suffix}`;
  const company = '苏州博瑞生物医药有限公司';
  await submitOpenDrafts('applicant');

  const applicant = await launchBrowser();
  const reviewer = await launchBrowser();
  sessions.push(applicant, reviewer);
  const a = applicant.page;
  const r = reviewer.page;

  try {
    // --- the reviewer's queue is open all along (never reloaded) --------------------------
    await signIn(product, r, 'reviewer');
    await openQueue(r);
    await r.evaluate(() => Object.assign(globalThis, { __noReload: true }));

    // --- 1. the applicant fills the wizard ---------------------------------------------------
    await signIn(product, a, 'applicant');
    await openQueue(a);
    await a.getByRole('button', { name: '新增', exact: true }).click();
    let wizard = wizardOf(a);
    await wizard.getByTestId('wizard-page-1').waitFor();

    // page 1: basic information
    await pick(a, wizard.getByPlaceholder('请选择产品'), '科创贷');
    await a.keyboard.press('Escape');
    await wizard.getByLabel('企业名称').fill(company);
    await wizard.getByLabel('统一社会信用代码').fill('91320594MA1N7B2K4P');
    await wizard.getByLabel('实际控制人姓名').fill(controller);
    await wizard.getByLabel('实际控制人手机号').fill('139-6211-8866'); // digits only are kept
    expect(await wizard.getByLabel('实际控制人手机号').inputValue()).toBe('13962118866');
    await wizard.getByLabel('意向债权融资金额（万元）').fill('800');
    await wizard.getByLabel('意向股权融资金额（万元）').fill('3000');
    await upload(a, wizard, '审计报告/财务报表', '2024年度审计报告.pdf');
    await next(wizard, 2);

    // page 2: R&D strength
    await wizard.getByLabel('核心专利数量').fill('6');
    await wizard.getByLabel('专利1 专利名称').fill('一种嵌合抗原受体T细胞的制备方法');
    await wizard.getByLabel('专利1 专利权属').fill('企业自有');
    await expect(wizard.getByRole('button', { name: '删除 专利1' }).isDisabled()).resolves.toBe(true);
    await upload(a, wizard, '专利证明材料', '发明专利证书.pdf');
    await wizard.getByLabel('研发进度1 产品名称').fill('BR-101 CAR-T注射液');
    await wizard.getByLabel('研发进度1 适应症').fill('复发难治性B细胞淋巴瘤');
    await wizard.getByLabel('研发进度1 技术类型').fill('细胞治疗');
    await wizard.getByLabel('研发进度1 研发进度').fill('临床I期');
    await upload(a, wizard, '研发进度证明材料', '药物临床试验批准通知书.pdf');
    await next(wizard, 3);

    // page 3: team strength
    await wizard.getByLabel('创始团队1 姓名').fill(controller);
    await wizard.getByLabel('创始团队1 职务').fill('董事长兼首席执行官');
    await pick(a, wizard.getByLabel('创始团队1 学历'), '博士及以上');
    await wizard.getByLabel('创始团队1 毕业院校').fill('复旦大学,约翰斯·霍普金斯大学');
    await wizard.getByLabel('创始团队1 实验室经历').fill('十二年肿瘤免疫实验室研究经历');
    await wizard.getByLabel('创始团队1 专业背景').fill('免疫学');
    await wizard.getByLabel('创始团队1 获奖情况').fill('江苏省“双创人才”');
    await wizard.getByLabel('创始团队1 创业经历').fill('第二次创业');
    await upload(a, wizard, '团队证明材料', '核心团队简历.pdf');
    await wizard.getByRole('radio', { name: '是' }).check();
    await upload(a, wizard, '员工持股平台材料', '员工持股平台协议.pdf');
    await wizard.getByLabel('员工总数').fill('120');
    await wizard.getByLabel('研发技术人员数量').fill('48');
    await upload(a, wizard, '人员证明材料', '社保缴纳证明.pdf');

    // leave half-way: the draft keeps pages 1–3
    const saved = a.waitForResponse((res) => res.url().includes('/api/items/loan/') && res.request().method() === 'POST');
    await wizard.getByRole('button', { name: '保存并关闭' }).click();
    expect((await saved).ok()).toBe(true);
    await wizard.waitFor({ state: 'detached' });

    // the reviewer never sees a draft (its list, and the api for reviewer and bank)
    const draftRow = rowOf(a, controller);
    await draftRow.waitFor();
    await draftRow.getByText('草稿').waitFor();
    expect(await rowOf(r, controller).count()).toBe(0);
    for (const who of ['reviewer', 'bank']) {
      const { token } = await login(product, who);
      const seen = await call<{ list: Row[]; total: number }>(
        product,
        'GET',
        '/api/items/loan?pageSize=50&qryCheckState=9999',
        token,
      );
      expect(seen.list.some((row) => row.state === 'draft' || row.actualControllerName === controller)).toBe(false);
    }

    // come back: the same draft, what was typed and uploaded is there
    await a.reload({ waitUntil: 'domcontentloaded' });
    await table(a).waitFor();
    await rowOf(a, controller).getByRole('button', { name: '继续填写' }).click();
    wizard = wizardOf(a);
    await wizard.getByTestId('wizard-page-1').waitFor();
    expect(await wizard.getByLabel('实际控制人姓名').inputValue()).toBe(controller);
    await wizard.getByTestId('slot-auditReportFinancialStatementsFiles').getByText('2024年度审计报告.pdf').first().waitFor();
    await next(wizard, 2);
    expect(await wizard.getByLabel('专利1 专利名称').inputValue()).toBe('一种嵌合抗原受体T细胞的制备方法');
    await next(wizard, 3);
    expect(await wizard.getByLabel('员工总数').inputValue()).toBe('120');
    await wizard.getByTestId('slot-employeeFiles').getByText('社保缴纳证明.pdf').first().waitFor();
    await next(wizard, 4);

    // page 4: financing capacity (its lists start empty: every row may be deleted)
    await wizard.getByRole('button', { name: '添加 已获股权融资' }).click();
    await wizard.getByLabel('已获股权融资1 金额（万元）').fill('5000');
    await wizard.getByLabel('已获股权融资1 投资机构').fill('元禾原点创投');
    await wizard.getByRole('button', { name: '添加 已获债权融资（含银行）' }).click();
    await wizard.getByLabel('已获债权融资（含银行）1 金额（万元）').fill('500');
    await wizard.getByLabel('已获债权融资（含银行）1 融资机构').fill('苏州银行');
    await upload(a, wizard, '融资证明材料', 'A轮融资协议.pdf');
    await upload(a, wizard, '上市计划', '上市辅导备案.pdf');
    await upload(a, wizard, '商业计划书', '商业计划书.pdf');
    await next(wizard, 5);

    // page 5: operating strength, a year picker per row, at most three rows
    await wizard.getByLabel('实缴资本（万元）1 实缴资本（万元）').fill('2000');
    await pickYear(a, wizard.getByLabel('实缴资本（万元）1 年份'), '2024');
    for (let n = 2; n <= 3; n++) await wizard.getByRole('button', { name: '添加 实缴资本（万元）' }).click();
    await expect(wizard.getByRole('button', { name: '添加 实缴资本（万元）' }).isDisabled()).resolves.toBe(true);
    await wizard.getByRole('button', { name: '删除 实缴资本（万元）3' }).click();
    await wizard.getByRole('button', { name: '删除 实缴资本（万元）2' }).click();
    await next(wizard, 6);

    // page 6: credit record
    await wizard.getByLabel('近24个月逾期次数（企业、实际控制人及配偶）').fill('0');
    await upload(a, wizard, '信用记录材料', '征信报告.pdf');
    await wizard.getByLabel('企业纳税等级').fill('A');
    await upload(a, wizard, '纳税等级材料', '纳税信用等级证明.pdf');

    const submitted = a.waitForResponse((res) => res.url().includes('/api/items/loan/') && res.request().method() === 'POST');
    await wizard.getByRole('button', { name: '申请', exact: true }).click();
    expect((await submitted).ok()).toBe(true);
    const notice = a.getByRole('dialog', { name: '通知' });
    await notice.getByText('申请已提交').waitFor();

    // --- 2. the reviewer sees it arrive, live -------------------------------------------------
    const reviewerRow = rowOf(r, controller);
    await reviewerRow.waitFor({ timeout: 5_000 });
    expect(await r.evaluate(() => (globalThis as { __noReload?: boolean }).__noReload)).toBe(true);
    await expect(reviewerRow.textContent()).resolves.toMatch(/DK\d{8}-\d+/);
    await reviewerRow.getByText('审核中').first().waitFor();

    // the applicant's notice closes: the page reloads, the row reads 审核中
    await notice.getByRole('button').first().click();
    await a.waitForLoadState('domcontentloaded');
    await openQueue(a);
    await rowOf(a, controller).getByText('审核中').waitFor();

    // the reviewer asks for the 2025 audit report
    await reviewerRow.getByRole('button', { name: '详情' }).click();
    let drawer = drawerOf(r);
    await drawer.getByRole('button', { name: '补充资料' }).click();
    const request = r.getByRole('dialog', { name: '要求补充资料' });
    await request.getByRole('textbox').fill('请补充2025年度审计报告');
    await request.getByRole('button', { name: /提交|确定/ }).click();
    await r.getByText('操作成功').first().waitFor();
    // the drawer moves on to the next pending item (the keyboard flow); the row follows, live
    await leaveDrawer(r, controller);
    await reviewerRow.getByText('初审待补充资料').first().waitFor();

    // --- 3. the applicant answers in the supplement dialog ------------------------------------
    const answerRow = rowOf(a, controller);
    await answerRow.getByText('初审待补充资料').waitFor({ timeout: 5_000 });
    await answerRow.getByRole('button', { name: '补充资料' }).click();
    const supplement = a.getByRole('dialog', { name: '补充资料' });
    await supplement.getByText('请补充2025年度审计报告').waitFor();
    await upload(a, supplement, '审计报告/财务报表', '2025年度审计报告.pdf');
    for (let p = 2; p <= 6; p++) await next(supplement, p);
    await supplement.getByLabel('补充说明').fill('已补充2025年度审计报告');
    await supplement.getByRole('button', { name: '提交', exact: true }).click();
    await a.getByText('提交成功').first().waitFor();
    await supplement.waitFor({ state: 'detached' });
    await rowOf(a, controller).getByText('初审补充资料完成').waitFor();

    // --- 4. the reviewer sees what changed, and approves --------------------------------------
    await reviewerRow.getByText('初审补充资料完成').first().waitFor({ timeout: 5_000 });
    await reviewerRow.getByRole('button', { name: '详情' }).click();
    drawer = drawerOf(r);
    await drawer.getByText('初审补充资料完成').first().waitFor();
    const rounds = drawer.getByTestId('loan-rounds');
    await rounds.getByText('请补充2025年度审计报告').waitFor();
    const changed = rounds.getByRole('row', { name: /审计报告\/财务报表/ });
    await changed.getByText('2025年度审计报告.pdf').waitFor();
    await changed.getByText('2024年度审计报告.pdf').first().waitFor();
    await rounds.getByText('已补充2025年度审计报告').waitFor();
    await drawer.getByRole('button', { name: '通过', exact: true }).click();
    const confirm = r.getByRole('dialog', { name: '提示' });
    await confirm.getByText('是否确认通过审核?').waitFor();
    await confirm.getByRole('button', { name: '确定' }).click();
    await r.getByText('审批成功').first().waitFor();
    await leaveDrawer(r, controller);
    await reviewerRow.getByText('初审通过').first().waitFor();

    // --- 5. both banks decide -------------------------------------------------------------------
    for (const [bank, decision] of [
      ['bank', 'approve'],
      ['bank2', 'reject'],
    ] as const) {
      const session = await launchBrowser();
      sessions.push(session);
      const b = session.page;
      await signIn(product, b, bank);
      await openQueue(b);
      const bankRow = rowOf(b, controller);
      await bankRow.getByText('审核中').waitFor();
      await bankRow.getByRole('button', { name: '详情' }).click();
      const bankDrawer = drawerOf(b);
      await bankDrawer.getByTestId('bank-state').getByText('审核中').waitFor();
      if (decision === 'approve') {
        await bankDrawer.getByRole('button', { name: '通过', exact: true }).click();
        const terms = b.getByRole('dialog', { name: '授信通过' });
        await terms.getByLabel('授信金额（万元）').fill('500');
        await terms.getByLabel('利率（%）').fill('3.65');
        await terms.getByLabel('期限（月）').fill('24');
        await terms.getByRole('button', { name: '通过' }).click();
        await b.getByText('审批成功').first().waitFor();
      } else {
        await bankDrawer.getByRole('button', { name: '驳回', exact: true }).click();
        const reject = b.getByRole('dialog', { name: '审核意见' });
        await reject.getByRole('textbox', { name: '驳回意见' }).fill('企业当前负债率偏高，暂不予授信');
        await reject.getByRole('button', { name: '驳回' }).click();
        await b.getByText('驳回成功').first().waitFor();
      }
      // the drawer moves on to the next loan waiting for this bank; the row shows its own bank's state
      await leaveDrawer(b, controller);
      await bankRow.getByText(decision === 'approve' ? '已通过' : '已驳回').waitFor();
    }

    // every reader its own labels: the reviewer's 复审状态 已通过 with the granted terms
    await reviewerRow.getByText('已通过').waitFor({ timeout: 5_000 });
    await reviewerRow.getByText('中国银行苏州分行').waitFor();
    await reviewerRow.getByText('3.65').waitFor();
    await rowOf(a, controller).getByText('复审通过').waitFor({ timeout: 5_000 });
    expect(await r.evaluate(() => (globalThis as { __noReload?: boolean }).__noReload)).toBe(true);
  } catch (err) {
    const shots = await Promise.all(sessions.map((s, i) => s.screenshot(`loan-round-${i + 1}`)));
    throw new Error(
      `${(err as Error).message}\nscreenshots: ${shots.filter(Boolean).join(', ')}\nAPI log tail:\n${product.logs(30)}`,
      {
        cause: err,
      },
    );
  }
});
