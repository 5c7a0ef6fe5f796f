/**
 * Identity administration (docs/decisions/0014), in Chromium against the built product with its demo data: an enterprise super admin
 * adds a user on 账号管理, who then signs in with the phone and password just given; unbinding
 * that user disconnects their open console at once. The admin lists are live: a user added on
 * 账号管理 appears on the platform admin's 企业管理 in another browser without a reload, and a
 * role edit there shows on 账号管理 the same way. A user added while a console was disconnected
 * appears on it once it is back (accounts are not in the event log: the console refetches).
 */
import type { Page, WebSocketRoute } from 'playwright-core';
import { type BrowserSession, launchBrowser } from './support/browser.js';
import { call } from './support/demo.js';
import { DEMO_PASSWORD, type Product, startProduct } from './support/product.js';

let product: Product;

beforeAll(async () => {
  product = await startProduct();
});

afterAll(async () => {
  await product?.stop();
});

async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${product.url}/login`, { waitUntil: 'domcontentloaded' });
  const usernameInput = page.getByLabel(/^\s*用户名\s*\*?\s*$/);
  await usernameInput.waitFor({ state: 'visible' });
  await usernameInput.fill(username);
  await page.getByLabel(/^\s*密码\s*\*?\s*$/).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

async function inBrowser(name: string, fn: (s: BrowserSession) => Promise<void>): Promise<void> {
  const session = await launchBrowser();
  try {
    await fn(session);
  } catch (err) {
    const shot = await session.screenshot(`company-users-${name}`);
    throw new Error(`${(err as Error).message}\n${shot ? `screenshot: ${shot}\n` : ''}API log tail:\n${product.logs(30)}`, {
      cause: err,
    });
  } finally {
    await session.close();
  }
}

test('an enterprise admin adds a user who then logs in; unbinding them signs their console out', async () => {
  const phone = '13577770001';
  const password = 'Welcome2026';
  await inBrowser('admin', async ({ page: admin }) => {
    await signIn(admin, 'applicant', DEMO_PASSWORD);
    await admin.getByRole('link', { name: '账号管理' }).click();
    await admin.getByRole('cell', { name: '张企业' }).waitFor();
    await admin.getByRole('button', { name: '新增用户' }).click();
    const dialog = admin.getByRole('dialog', { name: '新增用户' });
    await dialog.getByLabel(/用户名称/).fill('林新人');
    await dialog.getByLabel(/手机号/).fill(phone);
    await dialog.getByLabel(/^密码/).fill(password);
    await dialog.getByLabel(/确认密码/).fill(password);
    await dialog.getByPlaceholder('请选择角色').click();
    await admin.getByRole('option', { name: '财务管理员' }).click();
    await dialog.getByLabel(/用户名称/).click(); // closes the role list, which covers the buttons
    await dialog.getByRole('button', { name: '提交' }).click();
    await admin.getByText('新增成功').first().waitFor();
    await admin.getByLabel('请输入手机号').fill(phone);
    await admin.getByRole('button', { name: '查询' }).click();
    await admin.getByRole('cell', { name: '林新人' }).waitFor();

    await inBrowser('new-user', async ({ page: user }) => {
      await signIn(user, phone, password);
      await user.getByTestId('current-user').getByText('林新人').waitFor();
      await user.locator('header').getByText('财务管理员').waitFor();

      await admin.locator('tr', { hasText: '林新人' }).getByRole('button', { name: '解绑' }).click();
      await admin.getByRole('button', { name: '确定' }).click();
      await admin.getByText('解绑成功').first().waitFor();
      // the new user's console is signed out at once and lands on the login form
      await user.getByRole('button', { name: '登录', exact: true }).waitFor({ timeout: 10_000 });
    });
  });
});

test('a user added on 账号管理 appears on 企业管理 in another browser, and a role edit there comes back, without a reload', async () => {
  const phone = '13577770002';
  await inBrowser('live-company', async ({ page: company }) => {
    await signIn(company, 'applicant', DEMO_PASSWORD);
    await company.getByRole('link', { name: '账号管理' }).click();
    await company.getByRole('cell', { name: '张企业' }).waitFor();
    await inBrowser('live-platform', async ({ page: platform }) => {
      await signIn(platform, 'admin', DEMO_PASSWORD);
      await platform.getByRole('link', { name: '企业管理' }).click();
      await platform.getByRole('navigation', { name: '入驻企业' }).getByText('苏州博瑞生物医药有限公司').click();
      await platform.getByRole('cell', { name: '张企业' }).waitFor();
      for (const page of [company, platform]) {
        await page.getByRole('status').filter({ hasText: '已连接' }).waitFor();
        // the company has more than a page of users: both lists look for the phone about to be added
        await page.getByLabel('请输入手机号').fill(phone);
        await page.getByRole('button', { name: '查询', exact: true }).last().click();
        await page.getByRole('cell', { name: '张企业' }).waitFor({ state: 'detached' });
        await page.evaluate(() => Object.assign(globalThis, { __noReload: true }));
      }

      await company.getByRole('button', { name: '新增用户' }).click();
      const dialog = company.getByRole('dialog', { name: '新增用户' });
      await dialog.getByLabel(/用户名称/).fill('林同步');
      await dialog.getByLabel(/手机号/).fill(phone);
      await dialog.getByLabel(/^密码/).fill('Welcome2026');
      await dialog.getByLabel(/确认密码/).fill('Welcome2026');
      await dialog.getByPlaceholder('请选择角色').click();
      await company.getByRole('option', { name: '企业用户' }).click();
      await dialog.getByLabel(/用户名称/).click();
      await dialog.getByRole('button', { name: '提交' }).click();
      await company.getByText('新增成功').first().waitFor();

      const platformRow = platform.locator('tr', { hasText: '林同步' });
      await platformRow.waitFor({ timeout: 5_000 });
      await platformRow.getByRole('button', { name: '编辑角色' }).click();
      const edit = platform.getByRole('dialog', { name: '编辑角色' });
      await edit.getByLabel(/^角色/).click();
      await platform.getByRole('option', { name: '人事专员' }).click();
      await platform.keyboard.press('Tab'); // closes the role list, which covers the buttons
      await edit.getByRole('button', { name: '提交' }).click();
      await platform.getByText('编辑成功').first().waitFor();

      await company.locator('tr', { hasText: '林同步' }).getByText('人事专员').waitFor({ timeout: 5_000 });
      for (const page of [company, platform]) {
        expect(await page.evaluate(() => (globalThis as { __noReload?: boolean }).__noReload)).toBe(true);
      }
    });
  });
});

test('a user added while 企业管理 was disconnected appears there once it is back, without a reload', async () => {
  const phone = '13577770003';
  const applicant = await call<{ token: string; user: { companyId: string } }>(product, 'POST', '/api/auth/login', null, {
    username: 'applicant',
    password: DEMO_PASSWORD,
  });
  const roles = await call<{ id: string; roleName: string }[]>(product, 'GET', '/api/roles?condition=2', applicant.token);
  await inBrowser('reconnect', async ({ page }) => {
    // The live connection alone is cut (the browser stays online, so nothing but the reconnect
    // itself can refresh the list): its sockets go through this route, and while `cut` a new
    // one is closed at once, the console retrying until it is lifted.
    let cut = false;
    const open: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/socket\.io\//, (ws) => {
      if (cut) return void ws.close();
      ws.connectToServer();
      open.push(ws);
    });
    await signIn(page, 'admin', DEMO_PASSWORD);
    await page.getByRole('link', { name: '企业管理' }).click();
    await page.getByRole('navigation', { name: '入驻企业' }).getByText('苏州博瑞生物医药有限公司').click();
    await page.getByRole('cell', { name: '张企业' }).waitFor();
    await page.getByRole('status').filter({ hasText: '已连接' }).waitFor();
    await page.getByLabel('请输入手机号').fill(phone);
    await page.getByRole('button', { name: '查询', exact: true }).last().click();
    await page.getByRole('cell', { name: '张企业' }).waitFor({ state: 'detached' });
    await page.evaluate(() => Object.assign(globalThis, { __noReload: true }));

    cut = true;
    for (const ws of open.splice(0)) await ws.close();
    await page.getByRole('status').filter({ hasText: '已连接' }).waitFor({ state: 'detached' });
    // the enterprise admin adds a user meanwhile: its accounts.changed cannot reach this console
    await call(product, 'POST', '/api/users', applicant.token, {
      realname: '林离线',
      phone,
      password: 'Welcome2026',
      roleIds: [roles.find((r) => r.roleName === '企业用户')!.id],
      companyId: applicant.user.companyId,
    });
    await page.waitForTimeout(500);
    expect(await page.getByRole('cell', { name: '林离线' }).count()).toBe(0);

    cut = false;
    // the console's retries back off while it is cut: on a loaded machine the next one can take ~20 s
    await page.getByRole('status').filter({ hasText: '已连接' }).waitFor({ timeout: 45_000 });
    await page.getByRole('cell', { name: '林离线' }).waitFor({ timeout: 5_000 });
    expect(await page.evaluate(() => (globalThis as { __noReload?: boolean }).__noReload)).toBe(true);
  });
});
