/**
 * Honest connection state (docs/decisions/0004-live-catch-up.md): with the network cut the console says so within
 * 5 s and refuses decisions; after reconnecting it applies what it missed (a decision taken
 * meanwhile by another reviewer) and only then offers decisions again.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { type BrowserSession, launchBrowser } from './support/browser.js';
import { DEMO_PASSWORD, type Product, startProduct } from './support/product.js';
import { demoSeeded } from './support/demo.js';

const QUEUE = '参观预约审核';
const DETECT_BUDGET_MS = 5_000;

let product: Product;
let session: BrowserSession | undefined;

beforeAll(async () => {
  product = await startProduct();
  await demoSeeded(product);
});

afterAll(async () => {
  await session?.close();
  await product?.stop();
});

async function call<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${product.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { 'X-Access-Token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as { rsCode: number; data: T };
  if (answer.rsCode !== 0) throw new Error(`${method} ${path}: HTTP ${res.status} ${JSON.stringify(answer)}`);
  return answer.data;
}

const login = (username: string) =>
  call<{ token: string }>('POST', '/api/auth/login', null, { username, password: DEMO_PASSWORD });

const parkToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());

async function createPendingVisit(): Promise<{ id: string; contacts: string }> {
  const { token } = await login('applicant');
  const contacts = `断网测试${randomBytes(3).toString('hex')}`;
  const created = await call<{ id: string }>('POST', '/api/items/visit-appointment', token, {
    contacts,
    tel: '13912345678',
    companyName: '苏州博瑞生物医药有限公司',
    intentionVisit: '1',
    whetherOutsideCity: 0,
    visitorsNum: 2,
    visitDate: parkToday(),
    visitPurpose: '断网测试',
  });
  return { id: created.id, contacts };
}

async function signIn(page: Page, username: string): Promise<void> {
  await page.goto(`${product.url}/login`, { waitUntil: 'domcontentloaded' });
  await page.getByLabel(/^\s*用户名\s*\*?\s*$/).fill(username);
  await page.getByLabel(/^\s*密码\s*\*?\s*$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByTestId('current-user').waitFor({ state: 'visible' });
}

const rowOf = (page: Page, contacts: string) =>
  page.getByRole('table', { name: QUEUE }).locator('tbody tr', { hasText: contacts });

test('network cut: banner within 5 s and decisions refused; back: catch-up applied, then decisions again', async () => {
  const [mine, theirs] = [await createPendingVisit(), await createPendingVisit()];
  session = await launchBrowser();
  const { page, context } = session;
  try {
    await signIn(page, 'reviewer');
    await page.goto(`${product.url}/queues/visit-appointment`, { waitUntil: 'domcontentloaded' });
    await page.getByText('已连接').first().waitFor();
    const approve = rowOf(page, mine.contacts).getByRole('button', { name: '通过' });
    await approve.waitFor();
    expect(await approve.isEnabled()).toBe(true);

    await context.setOffline(true);
    const cutAt = Date.now();
    await page.getByText('连接已断开，数据可能不是最新').waitFor({ timeout: DETECT_BUDGET_MS });
    expect(Date.now() - cutAt).toBeLessThanOrEqual(DETECT_BUDGET_MS);
    expect(await approve.isDisabled()).toBe(true);

    // Meanwhile another reviewer decides an item this screen still shows.
    const { token } = await login('reviewer2');
    await call('POST', `/api/items/visit-appointment/${theirs.id}/commands`, token, { type: 'Approve' });
    await rowOf(page, theirs.contacts).waitFor(); // stale, and the banner says so

    await context.setOffline(false);
    await page.getByText('连接已恢复，数据已更新').first().waitFor({ timeout: 15_000 });
    await rowOf(page, theirs.contacts).waitFor({ state: 'detached' });
    await page.getByText('连接已断开，数据可能不是最新').waitFor({ state: 'detached' });
    expect(await approve.isEnabled()).toBe(true);
  } catch (err) {
    const shot = await session.screenshot('connection');
    throw new Error(`${(err as Error).message}\n${shot ? `screenshot: ${shot}\n` : ''}${product.logs(30)}`, { cause: err });
  }
});
