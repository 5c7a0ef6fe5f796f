/**
 * Catalogues and orders (docs/decisions/0020) in Chromium: an enterprise books an on-shelf instrument from 园区共享设备;
 * the operator, on 设备预约订单 (pending), sees the order arrive live and accepts it; the
 * company's own order list follows without a reload. An off-shelf instrument is not in the
 * company's list, and booking it through the api is refused (该项目已下架，暂不可预约).
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { type BrowserSession, launchBrowser } from './support/browser.js';
import { call, demoSeeded, login, signIn } from './support/demo.js';
import { type Product, startProduct } from './support/product.js';

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

/** A 1×1 PNG: the instrument's picture, uploaded as the operator's dialog would. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(token: string): Promise<string> {
  const form = new FormData();
  form.append('purpose', 'image');
  form.append('file', new Blob([PNG]), '仪器照片.png');
  const res = await fetch(`${product.url}/api/files`, { method: 'POST', body: form, headers: { 'X-Access-Token': token } });
  return ((await res.json()) as { data: { id: string } }).data.id;
}

async function addInstrument(token: string, name: string, img: string): Promise<string> {
  const created = await call<{ id: string }>(product, 'POST', '/api/items/equipment', token, {
    name,
    num: 'ACQUITY UPLC H-Class',
    typeId: '402',
    buildCompany: '沃特世科技（上海）有限公司',
    mainFunc: '含量测定，杂质分析',
    address: 'A栋3层公共仪器平台301室',
    price: '260元/小时',
    belongCompany: '园区公共技术服务平台',
    contactName: '陈静',
    contactNum: '0512-62880301',
    detail: '端到端测试用仪器。',
    img: [img],
  });
  return created.id;
}

const tableRow = (page: Page, table: string, text: string) =>
  page.getByRole('table', { name: table }).locator('tbody tr', { hasText: text });

async function connected(page: Page): Promise<void> {
  await page.getByRole('status').filter({ hasText: '已连接' }).waitFor();
}

async function withScreenshots<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const shots = await Promise.all(sessions.map((s, i) => s.screenshot(`catalogue-booking-${i + 1}`)));
    throw new Error(`${(err as Error).message}\nscreenshots: ${shots.filter(Boolean).join(', ')}\n${product.logs(30)}`, {
      cause: err,
    });
  }
}

describe('equipment booking, live', () => {
  test('an enterprise books an on-shelf instrument; the operator sees it live and accepts it; off shelf cannot be booked', async () => {
    const operatorToken = (await login(product, 'operator')).token;
    const applicantToken = (await login(product, 'applicant')).token;
    const tag = randomBytes(3).toString('hex');
    const onShelf = `端到端液相色谱仪${tag}`;
    const offShelf = `端到端停用色谱仪${tag}`;
    const img = await upload(operatorToken);
    await addInstrument(operatorToken, onShelf, img);
    const offId = await addInstrument(operatorToken, offShelf, img);
    const item = await call<{ version: number }>(product, 'GET', `/api/items/equipment/${offId}`, operatorToken);
    await call(product, 'POST', `/api/items/equipment/${offId}/commands`, operatorToken, {
      type: 'SetAvailability',
      available: 0,
      expectedVersion: item.version,
    });

    const operator = await launchBrowser();
    const company = await launchBrowser();
    sessions.push(operator, company);

    await withScreenshots(async () => {
      // The operator waits on the pending orders.
      await signIn(product, operator.page, 'operator');
      await operator.page.goto(`${product.url}/orders/equipment-order`, { waitUntil: 'domcontentloaded' });
      await operator.page.getByRole('radiogroup', { name: '订单状态' }).getByText('待处理', { exact: true }).click();
      await connected(operator.page);
      await operator.page.evaluate(() => Object.assign(globalThis, { __noReload: true }));

      // The company finds the on-shelf instrument, not the off-shelf one.
      await signIn(product, company.page, 'applicant');
      await company.page.goto(`${product.url}/catalogue/equipment`, { waitUntil: 'domcontentloaded' });
      await company.page.getByRole('heading', { name: '园区共享设备' }).waitFor();
      const search = company.page.getByLabel('搜索');
      await search.fill(`色谱仪${tag}`);
      await company.page.getByRole('button', { name: '查询' }).click();
      await tableRow(company.page, '园区共享设备', onShelf).waitFor();
      expect(await tableRow(company.page, '园区共享设备', offShelf).count()).toBe(0);

      // It books it: the dialog's times and a note.
      await tableRow(company.page, '园区共享设备', onShelf)
        .getByRole('button', { name: `预约：${onShelf}` })
        .click();
      const dialog = company.page.getByRole('dialog', { name: `预约：${onShelf}` });
      await dialog.getByLabel('开始时间').fill('2026-12-08T09:00');
      await dialog.getByLabel('结束时间').fill('2026-12-08T12:00');
      await dialog.getByLabel('备注').fill('需平台老师协助开机');
      await dialog.getByRole('button', { name: '提交' }).click();
      await company.page.getByText('预约成功，请等待园区处理').first().waitFor();

      // The operator's pending list shows it without a reload.
      const row = tableRow(operator.page, '设备预约订单', onShelf);
      await row.waitFor({ timeout: 5_000 });
      await row.getByText('苏州博瑞生物医药有限公司').waitFor();
      expect(await operator.page.evaluate(() => (globalThis as { __noReload?: boolean }).__noReload)).toBe(true);

      // The company follows its own order.
      await company.page.goto(`${product.url}/orders/equipment-order`, { waitUntil: 'domcontentloaded' });
      await company.page.getByRole('heading', { name: '我的设备预约' }).waitFor();
      await connected(company.page);
      const own = tableRow(company.page, '我的设备预约', onShelf);
      await own.getByText('待处理').waitFor();
      expect(await own.getByRole('button', { name: '接单' }).count()).toBe(0);

      // The operator opens the detail and accepts, after the confirmation.
      await row.getByRole('button', { name: '详情' }).click();
      const detail = operator.page.getByRole('dialog', { name: '订单详情' });
      await detail.getByText('需平台老师协助开机').waitFor();
      await detail.getByText('2026-12-08 09:00').waitFor();
      await detail.getByRole('button', { name: '接单' }).click();
      const confirm = operator.page.getByRole('dialog', { name: '提示' });
      await confirm.getByText('确定接单？').waitFor();
      await confirm.getByRole('button', { name: '确定' }).click();
      await operator.page.getByText('已接单').first().waitFor();
      await row.waitFor({ state: 'detached' });

      // The company's list turns to 已接单 by itself.
      await own.getByText('已接单').waitFor({ timeout: 5_000 });
    });

    // Off shelf: not bookable, with the zh-CN reason.
    const refused = await fetch(`${product.url}/api/items/equipment-order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Access-Token': applicantToken },
      body: JSON.stringify({ itemId: offId, startTime: '2026-12-09 09:00', endTime: '2026-12-09 12:00' }),
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { rsCause: string }).rsCause).toBe('该项目已下架，暂不可预约');
  });
});
