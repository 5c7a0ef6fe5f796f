/**
 * Jobs across processes, in the browser (docs/decisions/0012-jobs.md: a running export or import
 * is cancelled from the console of another API process; progress is seen live in the browser). Two web nodes and
 * one worker share a database and Redis, as deployed. The operator has 任务中心 open on web node
 * B; in another browser on web node A the same operator drops a large water-bill sheet into the
 * import dialog. Its validate job runs on the worker: node A's dialog and node B's job centre
 * both see the counts move without a reload; 取消 on node B stops it on the worker, and node A's
 * dialog says so.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { type BrowserSession, launchBrowser } from './support/browser.js';
import { DEMO_PASSWORD, type Product, startProduct } from './support/product.js';
import { demoSeeded } from './support/demo.js';

/** Enough rows that validating takes seconds on a busy machine, so there is time to cancel it. */
const ROWS = 150_000;
const COMPANY = '苏州博瑞生物医药有限公司';

let webA: Product;
let webB: Product;
let worker: Product;
let dir: string;
const sessions: BrowserSession[] = [];

async function writeSheet(file: string): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file });
  const sheet = workbook.addWorksheet('水费账单');
  sheet.addRow(['企业名称', '账期', '房间号', '用水量（吨）', '金额（元）', '缴费日期', '支付状态']).commit();
  for (let i = 0; i < ROWS; i++)
    sheet.addRow([COMPANY, '2025.10', `R${i}`, 10 + (i % 50), 55.5, '2025-11-05', '未支付']).commit();
  sheet.commit();
  await workbook.commit();
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'parkflow-e2e-jobs-'));
  webA = await startProduct({ role: 'web' });
  [webB, worker] = await Promise.all([
    startProduct({ role: 'web', shareWith: webA }),
    startProduct({ role: 'worker', shareWith: webA }),
    writeSheet(path.join(dir, '水费账单.xlsx')),
  ]);
  await demoSeeded(webA);
});

afterAll(async () => {
  await Promise.all(sessions.map((s) => s.close()));
  await Promise.all([webB?.stop(), worker?.stop()]);
  await webA?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function signIn(page: Page, product: Product, username: string): Promise<void> {
  await page.goto(`${product.url}/login`, { waitUntil: 'domcontentloaded' });
  const usernameInput = page.getByLabel(/^\s*用户名\s*\*?\s*$/);
  await usernameInput.waitFor({ state: 'visible' });
  await usernameInput.fill(username);
  await page.getByLabel(/^\s*密码\s*\*?\s*$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByTestId('current-user').waitFor({ state: 'visible' });
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The processed count of a "N / M" text. */
const processedOf = (text: string | null) => Number(/^(\d+)/.exec(text?.trim() ?? '')?.[1] ?? NaN);

async function withScreenshots<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const shots = await Promise.all(sessions.map((s, i) => s.screenshot(`jobs-live-failure-${i + 1}`)));
    throw new Error(
      `${(err as Error).message}\nscreenshots: ${shots.filter(Boolean).join(', ')}\nweb A:\n${webA.logs(20)}\nworker:\n${worker.logs(20)}`,
      { cause: err },
    );
  }
}

describe('jobs across API processes, in the browser', () => {
  test('an import started on one web node shows live progress on both and is cancelled from the other', async () => {
    const a = await launchBrowser();
    const b = await launchBrowser();
    sessions.push(a, b);

    await withScreenshots(async () => {
      // Node B: 任务中心, live.
      await signIn(b.page, webB, 'operator');
      await b.page.getByRole('navigation').getByRole('link', { name: '任务中心' }).click();
      await b.page.getByRole('heading', { name: '任务中心', level: 2 }).waitFor();
      await b.page.getByRole('status').filter({ hasText: '已连接' }).waitFor();
      await b.page.evaluate(() => Object.assign(globalThis, { __noReload: true }));

      // Node A: 账单管理 › 水费账单 › 导入, the sheet dropped in.
      await signIn(a.page, webA, 'operator');
      await a.page.getByRole('navigation').getByRole('link', { name: '水费账单' }).click();
      await a.page.getByRole('table', { name: '水费账单' }).waitFor();
      await a.page.getByRole('status').filter({ hasText: '已连接' }).waitFor();
      await a.page.getByRole('button', { name: '导入', exact: true }).click();
      const dialog = a.page.getByRole('dialog', { name: '导入水费账单' });
      await dialog.locator('input[type=file]').setInputFiles(path.join(dir, '水费账单.xlsx'));

      // Progress, live on node A (the dialog) …
      const dialogCounts = dialog.getByText(/^\d+ \/ .* · 任务在后台继续运行/);
      await dialogCounts.waitFor({ timeout: 60_000 });
      await a.screenshot('jobs-live-a-validating');

      // … and on node B, whose job centre learns of the job and moves its bar without a reload.
      // The validate step of an import is named 导入校验 in the job centre.
      const row = b.page.locator('tr[data-job-id]').filter({ hasText: '导入校验 · 水费账单' });
      await row.getByText('进行中').waitFor({ timeout: 30_000 });
      const counts = row.getByTestId('job-counts');
      const first = processedOf(await counts.textContent());
      await until(async () => processedOf(await counts.textContent()) > first, 30_000, 'the job centre on node B to move');
      await b.screenshot('jobs-live-b-running');

      // 取消 on node B; the worker stops; both consoles say so.
      await row.getByRole('button', { name: '取消' }).click();
      await row.getByText('已取消').waitFor({ timeout: 15_000 });
      const stoppedAt = processedOf(await counts.textContent());
      expect(stoppedAt).toBeGreaterThan(0);
      expect(stoppedAt).toBeLessThan(ROWS);
      await row.getByRole('button', { name: '重试' }).waitFor();
      await b.screenshot('jobs-live-b-cancelled');
      await dialog.getByText('任务已取消').waitFor({ timeout: 15_000 });
      await a.screenshot('jobs-live-a-cancelled');
      expect(await b.page.evaluate(() => (globalThis as { __noReload?: boolean }).__noReload)).toBe(true);
    });
  });
});
