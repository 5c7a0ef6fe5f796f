/**
 * No developer artefacts on screen, in Chromium against the built product with its demo data: every page that a
 * demo role reaches from its navigation, and the first row's drawer on each list, shows no
 * developer artefact — no English word, no raw code or version, no item id, no HTML tag text.
 */
import type { Page } from 'playwright-core';
import { type BrowserSession, launchBrowser } from './support/browser.js';
import { DEMO_PASSWORD, type Product, startProduct } from './support/product.js';
import { findArtefacts } from './support/artefacts.js';

const ROLES = ['admin', 'reviewer', 'bank', 'operator', 'applicant', 'applicant2'] as const;

let product: Product;

beforeAll(async () => {
  product = await startProduct();
});

afterAll(async () => {
  await product?.stop();
});

async function signIn(page: Page, username: string): Promise<void> {
  await page.goto(`${product.url}/login`, { waitUntil: 'domcontentloaded' });
  const usernameInput = page.getByLabel(/^\s*用户名\s*\*?\s*$/);
  await usernameInput.waitFor({ state: 'visible' });
  await usernameInput.fill(username);
  await page.getByLabel(/^\s*密码\s*\*?\s*$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByTestId('current-user').waitFor();
}

/** Waits until the page has stopped loading: no skeleton, no loader, no request in flight. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('.mantine-Skeleton-root, .mantine-Loader-root[data-loading]'), undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}

async function navigationTargets(page: Page): Promise<string[]> {
  const hrefs = await page.locator('nav a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((h) => h.startsWith('/') && !h.startsWith('/dev/')))];
}

async function scanRole(role: string, session: BrowserSession): Promise<string[]> {
  const { page } = session;
  const findings: string[] = [];
  const record = async (where: string) => {
    for (const artefact of findArtefacts(await pageText(page))) findings.push(`${role} ${where}: ${artefact}`);
  };
  await signIn(page, role);
  await settle(page);
  await record('/');
  for (const href of await navigationTargets(page)) {
    await page.goto(`${product.url}${href}`, { waitUntil: 'domcontentloaded' });
    await settle(page);
    await record(href);
    const firstRow = page.locator('tbody tr').first();
    const details = firstRow.getByRole('button', { name: /^(详情|查看|审核)$/ }).first();
    if (await details.count()) {
      await details.click();
      await settle(page);
      await record(`${href} (详情)`);
      await page.keyboard.press('Escape');
    }
  }
  return findings;
}

test.each(ROLES)('no page %s reaches shows a code, version, id or English word', async (role) => {
  const session = await launchBrowser();
  try {
    const findings = await scanRole(role, session);
    expect(findings).toEqual([]);
  } catch (err) {
    const shot = await session.screenshot(`no-artefacts-${role}`);
    throw new Error(`${(err as Error).message}\n${shot ? `screenshot: ${shot}` : ''}`, { cause: err });
  } finally {
    await session.close();
  }
});
