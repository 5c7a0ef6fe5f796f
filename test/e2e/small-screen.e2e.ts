/**
 * The console on a phone (390 px wide) and its first load, in Chromium against the built product:
 * the header keeps 退出登录 on the screen (the platform admin's has the most in it), a queue's
 * pinned status and action columns do not cover every other column, and loading a page asks the
 * server for nothing it does not have (no console error).
 */
import type { ConsoleMessage } from 'playwright-core';
import { type BrowserSession, launchBrowser } from './support/browser.js';
import { demoSeeded, signIn } from './support/demo.js';
import { type Product, startProduct } from './support/product.js';

let product: Product;
let session: BrowserSession;

beforeAll(async () => {
  product = await startProduct();
  await demoSeeded(product);
  session = await launchBrowser();
});

afterAll(async () => {
  await session?.close();
  await product?.stop();
});

test('a phone-wide console keeps the header on screen and every queue column reachable; a load logs no error', async () => {
  const { page } = session;
  const errors: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  try {
    await signIn(product, page, 'admin');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${product.url}/queues/loan`);
    const logout = page.getByRole('button', { name: '退出登录' });
    await logout.waitFor();
    const box = await logout.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);

    // The first column scrolled into view is not under the pinned ones.
    const header = page.getByRole('columnheader', { name: '订单编号' });
    await header.scrollIntoViewIfNeeded();
    const at = await header.boundingBox();
    expect(at).not.toBeNull();
    const covering = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent ?? '', {
      x: at!.x + at!.width / 2,
      y: at!.y + at!.height / 2,
    });
    expect(covering).toContain('订单编号');
    expect(errors).toEqual([]);
  } catch (err) {
    const shot = await session.screenshot('small-screen-failure');
    throw new Error(`${(err as Error).message}\n${shot ? `screenshot: ${shot}` : ''}`, { cause: err });
  }
});
