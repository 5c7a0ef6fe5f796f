/**
 * A reviewer's day: the home shows their pending counts; five decisions with the
 * keyboard alone; ten rejections in one bulk with one reason and per-item results; a second
 * reviewer sees all of it live, without reloading.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { type BrowserSession, launchBrowser } from './support/browser.js';
import { call, demoSeeded, login, signIn } from './support/demo.js';
import { type Product, startProduct } from './support/product.js';

const QUEUE = '参观预约审核';
let product: Product;
const sessions: BrowserSession[] = [];

beforeAll(async () => {
  product = await startProduct();
  await demoSeeded(product);
});

afterAll(async () => {
  await Promise.all(sessions.map((s) => s.close()));
  await product?.stop();
});

const parkToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());

/** n pending visits of our own, newest last; their contact names share a marker. */
async function createVisits(n: number, marker: string): Promise<string[]> {
  const { token } = await login(product, 'applicant');
  const names: string[] = [];
  for (let i = 0; i < n; i++) {
    const contacts = `${marker}${String.fromCharCode(0x7532 + i)}`; // 甲 乙 …: distinct, all Chinese
    await call(product, 'POST', '/api/items/visit-appointment', token, {
      contacts,
      tel: '13912345678',
      companyName: '苏州博瑞生物医药有限公司',
      intentionVisit: '1',
      whetherOutsideCity: 0,
      visitorsNum: 2,
      visitDate: parkToday(),
      visitPurpose: '端到端测试',
    });
    names.push(contacts);
  }
  return names;
}

const table = (page: Page) => page.getByRole('table', { name: QUEUE });
const rowOf = (page: Page, contacts: string) => table(page).locator('tbody tr', { hasText: contacts });

async function openQueue(page: Page): Promise<void> {
  await page.goto(`${product.url}/queues/visit-appointment?size=50`, { waitUntil: 'domcontentloaded' });
  await page.getByText('已连接').first().waitFor();
  await table(page).waitFor();
}

test('home counts, five keyboard decisions, a bulk rejection of ten with per-item results, all live for a second reviewer', async () => {
  const marker = `键盘${randomBytes(2)
    .toString('hex')
    .replace(/[0-9]/g, (d) => '零一二三四五六七八九'[Number(d)]!)
    .replace(/[a-f]/g, (c) => '甲乙丙丁戊己'['abcdef'.indexOf(c)]!)}`;
  const keyboardItems = await createVisits(5, `${marker}键`);
  const bulkItems = await createVisits(10, `${marker}批`);

  const wang = await launchBrowser();
  const liu = await launchBrowser();
  sessions.push(wang, liu);
  try {
    await signIn(product, wang.page, 'reviewer');
    // The home: a card per queue with its pending count.
    const visitCard = wang.page.getByRole('main').getByRole('region', { name: QUEUE });
    await visitCard.waitFor();
    const count = Number(await visitCard.getByLabel(/^待处理 \d+$/).textContent());
    expect(count).toBeGreaterThanOrEqual(15);

    await signIn(product, liu.page, 'reviewer2');
    await openQueue(liu.page);
    await liu.page.evaluate(() => Object.assign(globalThis, { __noReload: true }));
    await openQueue(wang.page);

    // Five decisions with the keyboard alone: put the cursor on the first of ours, open it, a, Enter; the drawer moves on.
    const first = keyboardItems.at(-1)!; // newest first in the list
    const rows = await table(wang.page).locator('tbody tr').allTextContents();
    const start = rows.findIndex((text) => text.includes(first));
    expect(start).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < start; i++) await wang.page.keyboard.press('j');
    await wang.page.keyboard.press('o');
    const drawer = wang.page.getByRole('dialog', { name: new RegExp(`${QUEUE} · 详情`) });
    for (const name of [...keyboardItems].reverse()) {
      await drawer.getByText(name, { exact: true }).first().waitFor();
      await wang.page.getByText('已连接').first().waitFor();
      await drawer.getByRole('button', { name: '通过' }).waitFor();
      await wang.page.keyboard.press('a');
      await wang.page.getByRole('dialog', { name: '提示' }).waitFor();
      await wang.page.keyboard.press('Enter');
      await rowOf(liu.page, name).waitFor({ state: 'detached', timeout: 5_000 });
    }
    // The drawer has moved on to the next pending item; close it.
    await drawer.getByRole('button', { name: '通过' }).waitFor();
    await wang.page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    // Bulk: tick our ten, 批量驳回 with one reason.
    for (const name of bulkItems) await rowOf(wang.page, name).getByRole('checkbox').check();
    await wang.page.getByRole('toolbar', { name: '已选择 10 条' }).getByRole('button', { name: '批量驳回' }).click();
    const reject = wang.page.getByRole('dialog', { name: '驳回' });
    await reject.getByRole('textbox').fill('参观人数超过单日接待上限，请分批预约');
    await reject.getByRole('button', { name: '驳回' }).click();
    const result = wang.page.getByRole('dialog', { name: '批量处理结果' });
    await result.getByText('批量处理完成：成功10条，未处理0条').waitFor();
    expect(await result.getByText('已驳回').count()).toBe(10);
    for (const name of bulkItems) await rowOf(liu.page, name).waitFor({ state: 'detached', timeout: 5_000 });
    expect(await liu.page.evaluate(() => (globalThis as { __noReload?: boolean }).__noReload)).toBe(true);
  } catch (err) {
    const shots = await Promise.all(sessions.map((s, i) => s.screenshot(`reviewer-day-${i + 1}`)));
    throw new Error(`${(err as Error).message}\nscreenshots: ${shots.filter(Boolean).join(', ')}\n${product.logs(30)}`, {
      cause: err,
    });
  }
});
