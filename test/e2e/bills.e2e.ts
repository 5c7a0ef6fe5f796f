/**
 * Bills in the browser: an operator imports a leased-device bill sheet
 * through the import dialog (validate: the bad row reported; then 确认导入), edits a bill and
 * deletes one with the seed's confirm; then batch-pushes rent bills, and the tenant's console,
 * open on 我的账单 in another browser, shows its new bills without a reload, with the live notice.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { billImportSpec } from '@parkflow/domain';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { type BrowserSession, launchBrowser } from './support/browser.js';
import { DEMO_PASSWORD, type Product, startProduct } from './support/product.js';
import { demoSeeded } from './support/demo.js';

const BO_RUI = '苏州博瑞生物医药有限公司';
const KANG_YUAN = '江苏康源基因科技有限公司';

let product: Product;
let dir: string;
const sessions: BrowserSession[] = [];

async function writeSheet(file: string, kind: 'bill-device' | 'bill-rent', rows: (string | number)[][]): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file });
  const sheet = workbook.addWorksheet('账单');
  sheet.addRow(billImportSpec(kind, '').columns.map((c) => c.header)).commit();
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'parkflow-e2e-bills-'));
  await Promise.all([
    writeSheet(path.join(dir, '设备租赁账单.xlsx'), 'bill-device', [
      [BO_RUI, '2024.06', '液氮罐（175L）', 800, '', '未支付'],
      [BO_RUI, '2024.06', '全自动核酸提取仪', 1500, '2024-07-05', '已支付'],
      [KANG_YUAN, '2024.06', '倒置荧光显微镜', 1100, '', '未支付'],
      [KANG_YUAN, '2024.06', '', 600, '', '未支付'],
    ]),
    writeSheet(
      path.join(dir, '租金账单.xlsx'),
      'bill-rent',
      [1, 2, 3].map((n) => [
        BO_RUI,
        '2026.01',
        `ZD-E2E-000${n}`,
        '生物医药产业园A栋',
        'HT-E2E-0001',
        '租金',
        9000 + n,
        0,
        9000 + n,
        0,
        0,
        '是',
        '',
        '未付款',
      ]),
    ),
  ]);
  product = await startProduct();
  await demoSeeded(product);
});

afterAll(async () => {
  await Promise.all(sessions.map((s) => s.close()));
  await product?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function signIn(page: Page, username: string): Promise<void> {
  await page.goto(`${product.url}/login`, { waitUntil: 'domcontentloaded' });
  const usernameInput = page.getByLabel(/^\s*用户名\s*\*?\s*$/);
  await usernameInput.waitFor({ state: 'visible' });
  await usernameInput.fill(username);
  await page.getByLabel(/^\s*密码\s*\*?\s*$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByTestId('current-user').waitFor({ state: 'visible' });
}

async function withScreenshots<T>(name: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const shots = await Promise.all(sessions.map((s, i) => s.screenshot(`${name}-failure-${i + 1}`)));
    throw new Error(`${(err as Error).message}\nscreenshots: ${shots.filter(Boolean).join(', ')}\napi:\n${product.logs(30)}`, {
      cause: err,
    });
  }
}

/** Imports a sheet through the list's import dialog: validate, then 确认导入 the valid rows. */
async function importSheet(page: Page, title: string, file: string, valid: number, report?: RegExp): Promise<void> {
  await page.getByRole('button', { name: '导入', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `导入${title}` });
  await dialog.locator('input[type=file]').setInputFiles(file);
  if (report) await dialog.getByText(report).waitFor({ timeout: 60_000 });
  await dialog.getByRole('button', { name: `确认导入 ${valid} 行` }).click({ timeout: 60_000 });
  await dialog.getByText(`已导入 ${valid} 条`).waitFor({ timeout: 60_000 });
  await dialog.getByRole('button', { name: '关闭' }).click();
}

describe('bills in the browser', () => {
  test('设备租赁账单: import (validate, report, apply), edit and delete', async () => {
    const s = await launchBrowser();
    sessions.push(s);
    const page = s.page;
    await withScreenshots('bills-device', async () => {
      await signIn(page, 'operator');
      await page.getByRole('navigation').getByRole('link', { name: '设备租赁账单' }).click();
      const table = page.getByRole('table', { name: '设备租赁账单' });
      await table.waitFor();
      await importSheet(page, '设备租赁账单', path.join(dir, '设备租赁账单.xlsx'), 3, /必填项不能为空/);
      const row = (text: string) => table.locator('tr', { hasText: text });
      await row('液氮罐（175L）').waitFor();
      await s.screenshot('bills-device-imported');

      // edit: the amount and the payment state
      await row('液氮罐（175L）').getByRole('button', { name: '编辑' }).click();
      const edit = page.getByRole('dialog', { name: '编辑设备租赁账单' });
      await edit.getByLabel('金额（元）').fill('880');
      await edit.getByRole('radio', { name: '已支付' }).check();
      await s.screenshot('bills-device-edit');
      await edit.getByRole('button', { name: '提交' }).click();
      await page.getByText('编辑成功').first().waitFor();
      await row('液氮罐（175L）').getByText('880').waitFor();
      await row('液氮罐（175L）').getByText('已支付').waitFor();

      // delete one after 确定删除？
      await row('倒置荧光显微镜').getByRole('button', { name: '删除' }).click();
      const ask = page.getByRole('dialog', { name: '提示' });
      await ask.getByText('确定删除？').waitFor();
      await ask.getByRole('button', { name: '确定' }).click();
      await page.getByText('删除成功').first().waitFor();
      await row('倒置荧光显微镜').waitFor({ state: 'detached' });
      await s.screenshot('bills-device-after-delete');
    });
  });

  test('a batch push of rent bills reaches the tenant’s 我的账单 live', async () => {
    const op = await launchBrowser();
    const tenant = await launchBrowser();
    sessions.push(op, tenant);
    await withScreenshots('bills-push', async () => {
      // the tenant: 我的账单, live, no reload from here on
      await signIn(tenant.page, 'applicant');
      await tenant.page.getByRole('navigation').getByRole('link', { name: '我的账单' }).click();
      await tenant.page.getByRole('heading', { name: '我的账单', level: 2 }).waitFor();
      await tenant.page.getByRole('status').filter({ hasText: '已连接' }).waitFor();
      await tenant.page.evaluate(() => Object.assign(globalThis, { __noReload: true }));
      await tenant.screenshot('bills-push-tenant-before');
      expect(await tenant.page.getByText('ZD-E2E-0001').count()).toBe(0);

      // the operator: 租金账单, import three bills, find them by contract, select, 批量推送
      await signIn(op.page, 'operator');
      await op.page.getByRole('navigation').getByRole('link', { name: '租金账单' }).click();
      const table = op.page.getByRole('table', { name: '租金账单' });
      await table.waitFor();
      await importSheet(op.page, '租金账单', path.join(dir, '租金账单.xlsx'), 3);
      await op.page.getByRole('textbox', { name: '合同编号' }).fill('HT-E2E');
      await op.page.getByRole('button', { name: '查询' }).click();
      await table.locator('tr', { hasText: 'ZD-E2E-0003' }).waitFor();
      await op.page.getByRole('checkbox', { name: '全选本页' }).check();
      await op.page.getByRole('button', { name: '批量推送' }).click();
      const ask = op.page.getByRole('dialog', { name: '提示' });
      await ask.getByText('此操作将向指定用户推送, 是否继续?').waitFor();
      await ask.getByRole('button', { name: '确定' }).click();
      await op.page.getByText('批量推送成功').first().waitFor({ timeout: 60_000 });
      await table.locator('tr', { hasText: 'ZD-E2E-0001' }).getByText('已推送').waitFor();
      await op.screenshot('bills-push-operator-done');

      // the tenant hears of it and sees its new bills, without a reload
      await tenant.page.getByText('收到 3 张新账单').first().waitFor({ timeout: 30_000 });
      for (const n of [1, 2, 3]) await tenant.page.getByText(`ZD-E2E-000${n}`).waitFor({ timeout: 30_000 });
      expect(await tenant.page.evaluate(() => (globalThis as { __noReload?: boolean }).__noReload)).toBe(true);
      await tenant.screenshot('bills-push-tenant-after');
    });
  });
});
