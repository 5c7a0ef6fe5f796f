import type { Kind } from '@parkflow/domain';
import ExcelJS from 'exceljs';
import { DemoRunner, type DemoUsername, demoServices } from '../../src/demo/demo-runner.js';
import type { Answer, TestApp } from './harness.js';

export type User = DemoUsername;
export type Query = Record<string, string | number | string[]>;

export interface Sheet {
  status: number;
  contentType: string | null;
  header: string[];
  rows: (string | number)[][];
}

const qs = (query: Query) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) for (const one of Array.isArray(v) ? v : [v]) p.append(k, String(one));
  const s = p.toString();
  return s ? `?${s}` : '';
};

/** The calls every kind spec makes, on one test app. */
export function kindTools(t: TestApp) {
  const token = (user: User) => t.login(user);
  const tools = {
    async create(kind: Kind, body: unknown, user: User = 'applicant'): Promise<Answer> {
      return t.call('POST', `/api/items/${kind}`, body, await token(user));
    },
    async mustCreate(kind: Kind, body: unknown, user: User = 'applicant'): Promise<string> {
      const r = await tools.create(kind, body, user);
      if (r.status !== 201) throw new Error(`create ${kind}: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body.data.id as string;
    },
    async send(kind: Kind, id: string, user: User, body: Record<string, unknown>): Promise<Answer> {
      return t.call('POST', `/api/items/${kind}/${id}/commands`, body, await token(user));
    },
    async mustSend(kind: Kind, id: string, user: User, body: Record<string, unknown>) {
      const r = await tools.send(kind, id, user, body);
      if (r.status !== 200) throw new Error(`${String(body.type)} ${kind}: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body.data as { state: string; code: number | string; version: number };
    },
    async get(kind: Kind, id: string, user: User = 'reviewer'): Promise<Answer> {
      return t.call('GET', `/api/items/${kind}/${id}`, undefined, await token(user));
    },
    async list(kind: Kind, query: Query = {}, user: User = 'reviewer'): Promise<{ list: any[]; total: number }> {
      const r = await t.call('GET', `/api/items/${kind}${qs(query)}`, undefined, await token(user));
      if (r.status !== 200) throw new Error(`list ${kind}: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body.data;
    },
    async listAnswer(kind: Kind, query: Query, user: User = 'reviewer'): Promise<Answer> {
      return t.call('GET', `/api/items/${kind}${qs(query)}`, undefined, await token(user));
    },
    /** Every id of a filtered list, page by page. */
    async ids(kind: Kind, query: Query = {}, user: User = 'reviewer'): Promise<string[]> {
      const out: string[] = [];
      for (let pageNum = 1; ; pageNum++) {
        const page = await tools.list(kind, { ...query, pageNum, pageSize: 50 }, user);
        out.push(...page.list.map((i) => i.id as string));
        if (page.list.length < 50) return out;
      }
    },
    async counts(
      kind: Kind,
      query: Query = {},
      user: User = 'reviewer',
    ): Promise<{ codes: Record<string, number>; total: number }> {
      const r = await t.call('GET', `/api/items/${kind}/counts${qs(query)}`, undefined, await token(user));
      return r.body.data;
    },
    /** Rows written anywhere a command, its effects and file links, or a sign-up writes. */
    async writes(): Promise<string> {
      const rows = await t.db.query(
        `SELECT (SELECT count(*) FROM events) AS e, (SELECT count(*) FROM streams) AS s,
                (SELECT count(*) FROM command_log) AS c, (SELECT count(*) FROM activity_signups) AS a,
                (SELECT count(*) FROM users) AS u, (SELECT count(*) FROM file_links) AS l`,
      );
      return JSON.stringify(rows[0]);
    },
    /** A creation refused with 400 and exactly `message` (on `field` when given); nothing written. */
    async refused(kind: Kind, body: unknown, message: string, user: User = 'applicant', field?: string): Promise<void> {
      const before = await tools.writes();
      const r = await tools.create(kind, body, user);
      expect({ status: r.status, rsCause: r.body.rsCause }).toEqual({ status: 400, rsCause: message });
      expect(r.body.rsCode).toBe(400);
      if (field) expect(r.body.field).toBe(field);
      expect(await tools.writes()).toBe(before);
    },
    /** A command refused with `status` and `message`; nothing written. */
    async commandRefused(kind: Kind, id: string, user: User, body: Record<string, unknown>, status: number, message: string) {
      const before = await tools.writes();
      const r = await tools.send(kind, id, user, body);
      expect({ status: r.status, rsCause: r.body.rsCause }).toEqual({ status, rsCause: message });
      expect(await tools.writes()).toBe(before);
    },
    /** Download an export and read it back with exceljs. */
    async xlsx(path: string, user: User = 'reviewer'): Promise<Sheet> {
      const res = await fetch(t.url + path, { headers: { 'x-access-token': await token(user) } });
      const buffer = Buffer.from(await res.arrayBuffer());
      const contentType = res.headers.get('content-type');
      if (res.status !== 200) return { status: res.status, contentType, header: [], rows: [] };
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const all: (string | number)[][] = [];
      sheet.eachRow({ includeEmpty: false }, (row) => {
        // row.values is sparse (empty cells are holes) and 1-based
        const values = Array.from((row.values as unknown[]).slice(1), (v) =>
          v === null || v === undefined ? '' : (v as string | number),
        );
        all.push(values);
      });
      const header = all[0]!.map(String);
      // exceljs leaves trailing empty cells out: pad every row to the header's width
      const rows = all.slice(1).map((r) => [...r, ...Array<string>(Math.max(0, header.length - r.length)).fill('')]);
      return { status: res.status, contentType, header, rows };
    },
    /** Items made in the past through the same path as the demo data (parsed as HTTP, then the executor). */
    runner(now = new Date()): DemoRunner {
      return new DemoRunner(demoServices(t.app), now);
    },
    qs,
  };
  return tools;
}

export type KindTools = ReturnType<typeof kindTools>;

/** pageSize 10, 20 and 50 over a list of `total` items: sizes, totals, no repeats, newest first. */
export async function expectPaging(tools: KindTools, kind: Kind, query: Query, user: User, total: number): Promise<void> {
  for (const pageSize of [10, 20, 50]) {
    const seen: string[] = [];
    const pages = Math.ceil(total / pageSize);
    for (let pageNum = 1; pageNum <= pages + 1; pageNum++) {
      const page = await tools.list(kind, { ...query, pageNum, pageSize }, user);
      expect(page.total).toBe(total);
      const expected = pageNum <= pages ? Math.min(pageSize, total - (pageNum - 1) * pageSize) : 0;
      expect(page.list).toHaveLength(expected);
      seen.push(...page.list.map((i) => i.id));
      const times = page.list.map((i) => i.createdAt as string);
      expect([...times].sort().reverse()).toEqual(times);
    }
    expect(new Set(seen).size).toBe(total);
  }
}

/** A reason of n characters. */
export const chars = (n: number) => '因'.repeat(n);

/** 'YYYY-MM-DD' in the park (UTC+8) of a time. */
export const parkDay = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });

export interface DayItems {
  all: string[];
  pending: string[];
  approved: string[];
  rejected: string[];
}

/**
 * `n` items of a simple review kind made on one past park day (10 minutes apart from 08:00),
 * the first `approve` approved and the next `reject` rejected by a reviewer an hour later.
 */
export async function itemsOnDay(
  tools: KindTools,
  kind: Kind,
  day: string,
  n: number,
  body: (i: number, at: Date) => Record<string, unknown>,
  {
    user = 'applicant',
    approve = 0,
    reject = 0,
    reviewer = 'reviewer',
  }: { user?: User; approve?: number; reject?: number; reviewer?: User } = {},
): Promise<DayItems> {
  const run = tools.runner(new Date(`${day}T23:59:00+08:00`));
  const out: DayItems = { all: [], pending: [], approved: [], rejected: [] };
  for (let i = 0; i < n; i++) {
    const at = new Date(new Date(`${day}T08:00:00+08:00`).getTime() + i * 600_000);
    const id = await run.create(kind, user, body(i, at), at);
    out.all.push(id);
    const decided = new Date(at.getTime() + 3_600_000);
    if (i < approve) {
      await run.send(kind, id, reviewer, 'Approve', {}, decided);
      out.approved.push(id);
    } else if (i < approve + reject) {
      await run.send(kind, id, reviewer, 'Reject', { reason: '资料不全，请补充后重新提交' }, decided);
      out.rejected.push(id);
    } else out.pending.push(id);
  }
  return out;
}

/** A park day n days after `day`. */
export const dayAfter = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
