/**
 * Park accounts and gate records (docs/decisions/0019) in the browser, with two operators in two browser contexts:
 * - 门岗人员管理: one operator freezes the demo gate's guard with one click; the other one's list
 *   shows 冻结 without a reload; the guard's login is refused; one click on 恢复 brings it back.
 * - 转运车辆核验记录: a gate device (the guard's account, through the api) records an entry with a
 *   scene image; the new row, its 100×100 image and 在途 appear on both screens without a reload.
 * - 安全检查记录 › 导入: a sheet naming two companies the park does not have opens
 *   导入不成功，联系科服公司新增人员账号 listing exactly those two.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { type BrowserSession, launchBrowser } from './support/browser.js';
import { DEMO_PASSWORD, type Product, startProduct } from './support/product.js';

/** The demo gate device's guard (apps/api/src/demo/demo-gate.ts). */
const GUARD_PHONE = '13962000001';
const LIVE_BUDGET_MS = 5_000;

let product: Product;
let dir: string;
const sessions: BrowserSession[] = [];

beforeAll(async () => {
  product = await startProduct();
  dir = mkdtempSync(path.join(os.tmpdir(), 'parkflow-e2e-gate-'));
  await until(async () => (await login('operator')).status === 200, 90_000, 'the demo seed');
  // the demo items come after the users: wait for the gate guards and the records
  await until(async () => (await login(GUARD_PHONE)).status === 200, 120_000, 'the demo gate guard');
});

afterAll(async () => {
  await Promise.all(sessions.map((s) => s.close()));
  await product?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function until(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function login(username: string): Promise<{ status: number; token: string | null }> {
  const res = await fetch(`${product.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { data: { token: string } | null };
  return { status: res.status, token: body.data?.token ?? null };
}

async function signIn(page: Page, username: string): Promise<void> {
  await page.goto(`${product.url}/login`, { waitUntil: 'domcontentloaded' });
  const usernameInput = page.getByLabel(/^\s*用户名\s*\*?\s*$/);
  await usernameInput.waitFor({ state: 'visible' });
  await usernameInput.fill(username);
  await page.getByLabel(/^\s*密码\s*\*?\s*$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByTestId('current-user').waitFor({ state: 'visible' });
}

async function open(session: BrowserSession, link: string, table: string): Promise<void> {
  const { page } = session;
  await page.getByRole('navigation').getByRole('link', { name: link }).click();
  await page.getByRole('table', { name: table }).waitFor();
  await page.getByRole('status').filter({ hasText: '已连接' }).waitFor();
  await page.evaluate(() => Object.assign(globalThis, { __noReload: true }));
}

const noReload = (page: Page) => page.evaluate(() => (globalThis as { __noReload?: boolean }).__noReload);

async function withScreenshots<T>(name: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const shots = await Promise.all(sessions.map((s, i) => s.screenshot(`${name}-${i + 1}`)));
    throw new Error(
      `${(err as Error).message}\nscreenshots: ${shots.filter(Boolean).join(', ')}\nAPI log tail:\n${product.logs(30)}`,
      {
        cause: err,
      },
    );
  }
}

describe('gate guards, gate records and safety imports, live in two browsers', () => {
  let a: BrowserSession;
  let b: BrowserSession;
  beforeAll(async () => {
    a = await launchBrowser();
    b = await launchBrowser();
    sessions.push(a, b);
    await signIn(a.page, 'operator');
    await signIn(b.page, 'admin');
  });

  test('a guard frozen by one operator shows 冻结 on the other’s screen, cannot sign in, and is restored by one click', async () => {
    await withScreenshots('gate-staff', async () => {
      await open(a, '门岗人员管理', '门岗人员管理');
      await open(b, '门岗人员管理', '门岗人员管理');
      for (const { page } of [a, b]) {
        await page.getByLabel('手机号').fill(GUARD_PHONE);
        await page.getByRole('button', { name: '查询', exact: true }).click();
        await page.getByTestId('account-row').filter({ hasText: GUARD_PHONE }).getByText('正常').waitFor();
      }
      const rowA = a.page.getByTestId('account-row').filter({ hasText: GUARD_PHONE });
      const rowB = b.page.getByTestId('account-row').filter({ hasText: GUARD_PHONE });

      await rowB.getByRole('button', { name: '冻结' }).click();
      await rowA.getByText('冻结', { exact: true }).waitFor({ timeout: LIVE_BUDGET_MS });
      expect(await noReload(a.page)).toBe(true);
      expect((await login(GUARD_PHONE)).status).toBe(401);
      await a.screenshot('gate-staff-frozen');

      await rowB.getByRole('button', { name: '恢复' }).click();
      await rowA.getByText('正常', { exact: true }).waitFor({ timeout: LIVE_BUDGET_MS });
      expect((await login(GUARD_PHONE)).status).toBe(200);
    });
  });

  test('an entry recorded by a gate device appears on both operators’ lists with its scene image, in transit', async () => {
    await withScreenshots('verifications', async () => {
      await open(a, '转运车辆核验记录', '转运车辆门岗核验记录');
      await open(b, '转运车辆核验记录', '转运车辆门岗核验记录');

      const { token } = await login(GUARD_PHONE);
      const form = new FormData();
      form.append('purpose', 'image');
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
        'base64',
      );
      form.append('file', new Blob([png]), '现场照片.png');
      const uploaded = await fetch(`${product.url}/api/files`, {
        method: 'POST',
        body: form,
        headers: { 'x-access-token': token! },
      });
      const image = ((await uploaded.json()) as { data: { id: string } }).data.id;
      const company = `实时核验测试${randomBytes(3).toString('hex')}有限公司`;
      const entry = await fetch(`${product.url}/api/gate/verifications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-access-token': token! },
        body: JSON.stringify({
          formType: 'wf',
          companyName: company,
          transferType: 1,
          contactsName: '周立',
          tel: '13812345678',
          area: 'A区',
          fenceName: '1号门岗（星湖街主入口）',
          verifyImg: image,
        }),
      });
      expect(entry.status).toBe(200);

      for (const { page } of [a, b]) {
        const row = page.getByRole('table', { name: '转运车辆门岗核验记录' }).locator('tbody tr', { hasText: company });
        await row.waitFor({ timeout: LIVE_BUDGET_MS });
        await row.getByText('在途').waitFor();
        const thumb = row.getByTestId('scene-image').first();
        await thumb.waitFor();
        const box = await thumb.boundingBox();
        expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([100, 100]);
        expect(await noReload(page)).toBe(true);
      }
      // a click opens the image full size
      await a.page
        .getByRole('table', { name: '转运车辆门岗核验记录' })
        .locator('tbody tr', { hasText: company })
        .getByTestId('scene-image')
        .first()
        .click();
      await a.page.getByRole('img', { name: /（大图）/ }).waitFor();
      await a.screenshot('verifications-live');
      await a.page.keyboard.press('Escape');
    });
  });

  test('a safety import naming two unknown companies opens the unmatched dialog listing exactly those two', async () => {
    await withScreenshots('safety-import', async () => {
      const file = path.join(dir, '安全检查记录.xlsx');
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('安全检查记录');
      sheet.addRow([
        '企业名称',
        '检查时间',
        '联系人',
        '联系电话',
        '隐患描述',
        '隐患类型',
        '整改期限',
        '整改状态',
        '整改建议',
        '整改措施',
        '备注',
      ]);
      sheet.addRow([
        '苏州博瑞生物医药有限公司',
        '2025-10-15',
        '周敏',
        '13812340001',
        '配电箱前堆放杂物',
        '电气安全',
        '',
        '未整改',
        '',
        '',
        '',
      ]);
      sheet.addRow([
        '苏州未入驻生物科技有限公司',
        '2025-10-16',
        '吴凡',
        '13900002222',
        '通道堵塞',
        '作业场所及管理',
        '',
        '未整改',
        '',
        '',
        '',
      ]);
      sheet.addRow([
        '南京外地医药有限公司',
        '2025-10-17',
        '郑和',
        '13600004444',
        '特种设备未年检',
        '特种设备',
        '',
        '未整改',
        '',
        '',
        '',
      ]);
      sheet.addRow([
        '苏州未入驻生物科技有限公司',
        '2025-10-18',
        '吴凡',
        '13900002222',
        '灭火器压力不足',
        '消防安全',
        '',
        '未整改',
        '',
        '',
        '',
      ]);
      await workbook.xlsx.writeFile(file);

      await open(a, '安全检查记录', '安全检查记录');
      await a.page.getByRole('button', { name: '导入', exact: true }).click();
      const dialog = a.page.getByRole('dialog', { name: '导入安全检查记录' });
      await dialog.locator('input[type=file]').setInputFiles(file);
      const unmatched = a.page.getByRole('dialog', { name: '导入不成功，联系科服公司新增人员账号' });
      await unmatched.waitFor({ timeout: 60_000 });
      const rows = unmatched.getByTestId('unmatched-company');
      await rows.first().waitFor();
      expect(await rows.allInnerTexts()).toEqual([
        expect.stringMatching(/苏州未入驻生物科技有限公司\s+吴凡\s+13900002222/),
        expect.stringMatching(/南京外地医药有限公司\s+郑和\s+13600004444/),
      ]);
      await a.screenshot('safety-unmatched');
    });
  });
});
