/**
 * Logging in through the console, against the built product with its demo data: each demo
 * user reaches the console and sees their realname in the header; a wrong password shows the
 * zh-CN error and stays on the login form.
 */
import { MESSAGES } from '@parkflow/domain';
import type { Page } from 'playwright-core';
import { type BrowserSession, launchBrowser } from './support/browser.js';
import { DEMO_PASSWORD, DEMO_USERS, type Product, startProduct } from './support/product.js';

let product: Product;

beforeAll(async () => {
  product = await startProduct();
});

afterAll(async () => {
  await product?.stop();
});

/** The realname the API gives for a demo user (what the header should show). */
async function realnameOf(username: string): Promise<string> {
  const res = await fetch(`${product.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { rsCode: number; rsCause?: string; data?: { user?: { realname?: string } } };
  if (body.rsCode !== 0 || !body.data?.user?.realname) {
    throw new Error(`demo user ${username} cannot log in through the API: HTTP ${res.status} ${JSON.stringify(body)}`);
  }
  return body.data.user.realname;
}

async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${product.url}/`, { waitUntil: 'domcontentloaded' });
  // Mantine marks required labels with an aria-hidden " *": match the label text, not more.
  const usernameInput = page.getByLabel(/^\s*用户名\s*\*?\s*$/);
  await usernameInput.waitFor({ state: 'visible' });
  await usernameInput.fill(username);
  await page.getByLabel(/^\s*密码\s*\*?\s*$/).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** Runs a browser test; on failure keeps a screenshot and the API's last lines. */
async function inBrowser(name: string, fn: (s: BrowserSession) => Promise<void>): Promise<void> {
  const session = await launchBrowser();
  try {
    await fn(session);
  } catch (err) {
    const shot = await session.screenshot(`login-${name}`);
    throw new Error(`${(err as Error).message}\n${shot ? `screenshot: ${shot}\n` : ''}API log tail:\n${product.logs(30)}`, {
      cause: err,
    });
  } finally {
    await session.close();
  }
}

describe('console login', () => {
  test.each([...DEMO_USERS])('%s logs in and sees their realname in the header', async (username) => {
    const realname = await realnameOf(username);
    await inBrowser(username, async ({ page }) => {
      await submitLogin(page, username, DEMO_PASSWORD);
      await page.locator('header').getByText(realname).first().waitFor({ state: 'visible' });
      // Left the login form behind.
      expect(await page.getByRole('button', { name: '登录', exact: true }).count()).toBe(0);
    });
  });

  test('a wrong password shows the zh-CN error and stays on the login form', async () => {
    const expected = MESSAGES['AUTH.BAD_CREDENTIALS'];
    expect(expected).toBe('用户名或密码错误');
    await inBrowser('wrong-password', async ({ page }) => {
      await submitLogin(page, 'admin', 'not-the-password-1');
      await page.getByText(expected).first().waitFor({ state: 'visible' });
      expect(await page.getByRole('button', { name: '登录', exact: true }).isVisible()).toBe(true);
    });
  });
});
