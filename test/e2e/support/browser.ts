/**
 * Debian's chromium through playwright-core: headless, no sandbox (CI runs as root), nothing
 * phoning home, and a fresh user-data directory per launch (removed on close), so no cookie or
 * localStorage token leaks from one test into the next.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Saves a full-page screenshot under test-results/e2e/ (for failures); returns its path. */
  screenshot(name: string): Promise<string | null>;
  close(): Promise<void>;
}

export async function launchBrowser(options: { locale?: string; timeoutMs?: number } = {}): Promise<BrowserSession> {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'parkflow-e2e-chromium-'));
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
      locale: options.locale ?? 'zh-CN',
      viewport: { width: 1440, height: 900 },
      timeout: 60_000,
    });
  } catch (err) {
    rmSync(userDataDir, { recursive: true, force: true });
    throw err;
  }
  context.setDefaultTimeout(options.timeoutMs ?? 20_000);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async screenshot(name) {
      try {
        const dir = path.resolve('test-results', 'e2e');
        mkdirSync(dir, { recursive: true });
        const file = path.join(dir, `${name.replace(/[^\w.-]+/g, '_')}.png`);
        await page.screenshot({ path: file, fullPage: true });
        return file;
      } catch {
        return null;
      }
    },
    async close() {
      await context.close().catch(() => undefined);
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
