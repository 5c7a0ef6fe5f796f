/**
 * 合同账单 in the browser (docs/decisions/0018-contracts-and-dunning.md): the operator opens the contract bill list from
 * another screen (返回 and the company in the query), changes a contract's account in the
 * edit-account dialog, picks that contract's overdue bills and runs 批量催缴（逾期）: the job's
 * notice follows it and the browser downloads a zip holding the contract's 催缴通知书.
 */
import { readFileSync } from 'node:fs';
import yauzl from 'yauzl';
import { type BrowserSession, launchBrowser } from './support/browser.js';
import { call, demoSeeded, login, signIn } from './support/demo.js';
import { type Product, startProduct } from './support/product.js';

const KANGYUAN = '江苏康源基因科技有限公司';
/** A demo lease two months behind, with no account set yet (apps/api/src/demo/demo-contracts.ts). */
const CONTRACT = 'ZL-2023-0215';

let product: Product;
let browser: BrowserSession;

beforeAll(async () => {
  product = await startProduct();
  await demoSeeded(product);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

function zipEntries(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.readEntry();
    });
  });
}

it('edits a contract’s account and runs a dunning job to a zip download', async () => {
  const { page } = browser;
  try {
    await signIn(product, page, 'operator');
    await page.goto(
      `${product.url}/contract-bills?lastHref=${encodeURIComponent('/contracts')}&companyName=${encodeURIComponent(KANGYUAN)}`,
    );
    await page.getByRole('heading', { name: '合同账单' }).waitFor();
    await page.getByTestId('entry-company').getByText(`企业：${KANGYUAN}`).waitFor();
    await page.getByRole('button', { name: '返回' }).waitFor();
    const rows = page.getByRole('row').filter({ hasText: CONTRACT });
    await rows.first().waitFor();
    // only this company's bills, and only bills that can be pushed have a checkbox
    expect(await page.getByRole('row').filter({ hasText: '苏州博瑞生物医药有限公司' }).count()).toBe(0);
    const overdue = rows.filter({ hasText: '逾期' });
    expect(await overdue.count()).toBeGreaterThanOrEqual(2);
    const settled = rows.filter({ has: page.locator('[data-status="40"]') });
    expect(await settled.first().getByRole('checkbox').count()).toBe(0);
    await browser.screenshot('contract-bills-list');

    // the edit-account dialog: contract number, a bank account from the park's list
    await rows.first().getByRole('button', { name: '编辑', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '编辑收款账户' });
    await dialog.getByTestId('account-contract-no').getByText(CONTRACT).waitFor();
    await dialog.getByText('未设置（催缴通知书写园区第一个账户）').waitFor();
    await dialog.getByLabel('收款账户').click();
    await page.getByRole('option', { name: /招商银行苏州独墅湖支行/ }).click();
    await dialog.getByTestId('account-details').getByText('苏州生物医药产业园运营管理有限公司').waitFor();
    await browser.screenshot('contract-account-dialog');
    await dialog.getByRole('button', { name: '提交' }).click();
    await page.getByText('编辑成功').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const { token } = await login(product, 'operator');
    const account = await call<{ accountBank: string }>(product, 'GET', `/api/contracts/account?contractNo=${CONTRACT}`, token);
    expect(account.accountBank).toBe('招商银行苏州独墅湖支行');

    // nothing selected: the seed's warning; then the overdue bills of the contract
    await page.getByRole('button', { name: '批量催缴（逾期）' }).click();
    await page.getByText('请先选择要导出的项').waitFor();
    for (const row of await overdue.all()) await row.getByRole('checkbox').check();
    await page.getByText(/已选 \d+ 项/).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: '批量催缴（逾期）' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^催缴通知书-逾期-\d{4}-\d{2}-\d{2}\.zip$/);
    const names = await zipEntries(readFileSync((await download.path())!));
    expect(names).toEqual([`催缴通知书-${CONTRACT}-${KANGYUAN}.pdf`]);
    await browser.screenshot('contract-bills-dunning-done');

    // 推送 this month's bill (current): 确定推送？ → a push job → 推送成功; the tenant then sees it
    const current = rows.filter({ has: page.locator('[data-status="10"]') }).first();
    await current.getByRole('button', { name: '推送', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: '提示' });
    await confirm.getByText('确定推送？').waitFor();
    await confirm.getByRole('button', { name: '确定' }).click();
    await page.getByText('推送成功', { exact: true }).waitFor({ timeout: 60_000 });
    const tenant = await login(product, 'applicant2');
    const own = await call<{ list: { contractNo: string; billStatus: number; pushed: boolean }[] }>(
      product,
      'GET',
      `/api/items/contract-bill?pageSize=50&contractNo=${CONTRACT}`,
      tenant.token,
    );
    expect(own.list.some((r) => r.billStatus === 10 && r.pushed)).toBe(true);

    // 合同列表: the contract with its dictionary statuses and the account just chosen
    await page.getByRole('link', { name: '合同列表' }).click();
    await page.getByRole('heading', { name: '合同列表' }).waitFor();
    const contract = page.getByRole('row').filter({ hasText: CONTRACT });
    await contract.getByText('执行中').waitFor();
    await contract.getByText('审核通过').waitFor();
    await contract.getByText('招商银行苏州独墅湖支行').waitFor();
    await browser.screenshot('contracts-list');
  } catch (error) {
    await browser.screenshot('contract-bills-failure');
    throw error;
  }
});
