/** Shared steps of the browser suites that run against the demo data. */
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, type Product } from './product.js';

export async function call<T>(
  product: Pick<Product, 'url'>,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${product.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { 'X-Access-Token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as { rsCode: number; data: T };
  if (answer.rsCode !== 0) throw new Error(`${method} ${path}: HTTP ${res.status} ${JSON.stringify(answer)}`);
  return answer.data;
}

export const login = (product: Pick<Product, 'url'>, username: string) =>
  call<{ token: string; user: { realname: string } }>(product, 'POST', '/api/auth/login', null, {
    username,
    password: DEMO_PASSWORD,
  });

/** /api/health answers before the demo seed has committed its users: wait for them. */
export async function demoSeeded(product: Product, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await login(product, 'reviewer');
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

export async function signIn(product: Product, page: Page, username: string): Promise<void> {
  await page.goto(`${product.url}/login`, { waitUntil: 'domcontentloaded' });
  await page.getByLabel(/^\s*用户名\s*\*?\s*$/).fill(username);
  await page.getByLabel(/^\s*密码\s*\*?\s*$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByTestId('current-user').waitFor({ state: 'visible' });
}
