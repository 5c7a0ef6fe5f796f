import { jest } from '@jest/globals';
import { call, login } from './support/demo.js';
import { npmStart, type NpmStart } from './support/npm-start.js';
import { health } from './support/product.js';

jest.setTimeout(400_000);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * `npm start` keeps the product up when its API dies: kill -9 of the API child is logged and the
 * API restarted by the supervisor, PostgreSQL and Redis untouched, and it serves again with the
 * same data; Ctrl-C still stops everything.
 */
describe('npm start supervises the API', () => {
  let product: NpmStart;
  beforeAll(async () => {
    product = await npmStart();
  });
  afterAll(async () => {
    await product?.stop();
  });

  it('restarts an API killed with -9 within 30 s, with the same data; Ctrl-C still stops everything', async () => {
    // the demo seed commits after /api/health first answers
    let token = '';
    for (const deadline = Date.now() + 90_000; !token;) {
      token = await login(product, 'admin').then(
        (r) => r.token,
        (err: Error) => (Date.now() > deadline ? Promise.reject(err) : ''),
      );
    }
    const bills = async (t: string) =>
      (await call<{ total: number }>(product, 'GET', '/api/items/bill-water?pageSize=1', t)).total;
    const before = await bills(token);
    expect(before).toBeGreaterThan(0);

    const first = product.apiPid();
    expect(first).not.toBeNull();
    process.kill(first!, 'SIGKILL');
    const killedAt = Date.now();
    while (alive(first!)) await new Promise((r) => setTimeout(r, 50));

    let back = false;
    while (!back && Date.now() - killedAt < 30_000) {
      back = (await health(product.url)).up;
      if (!back) await new Promise((r) => setTimeout(r, 250));
    }
    expect(back).toBe(true);
    expect(product.apiPid()).not.toBe(first);
    expect(product.output()).toMatch(/the API \(pid \d+\) exited unexpectedly \(signal SIGKILL\)/);
    expect(product.output()).toMatch(/the API restarted \(pid \d+, restart 1\)/);
    // the same data: the session issued before the kill still works, and the bills are all there
    expect(await bills(token)).toBe(before);

    const second = product.apiPid()!;
    expect(await product.stop()).toBe(0);
    expect(alive(second)).toBe(false);
  });
});
