import ExcelJS from 'exceljs';
import type { Socket } from 'socket.io-client';
import type { TestApp } from './harness.js';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The job as GET /api/jobs/:id answers it, once `until` holds (or throws after `ms`). */
export async function jobUntil(
  t: TestApp,
  token: string,
  jobId: string,
  until: (job: any) => boolean,
  ms = 60_000, // a net for a job that never gets there, not a timing check
): Promise<any> {
  const deadline = Date.now() + ms;
  let last: any = null;
  while (Date.now() < deadline) {
    const r = await t.call('GET', `/api/jobs/${jobId}`, undefined, token);
    last = r.body;
    if (r.status === 200 && until(r.body.data)) return r.body.data;
    await sleep(50);
  }
  throw new Error(`job ${jobId} never got there; last: ${JSON.stringify(last)}`);
}

export const finished = (job: any) => ['completed', 'failed', 'cancelled'].includes(job.state);

/** POST /api/jobs as `token`; returns the answer. */
export const startJob = (t: TestApp, token: string, body: Record<string, unknown>) =>
  t.call<{ jobId: string }>('POST', '/api/jobs', body, token);

/** A file the api streams (a job's result or error report), with its status and headers. */
export async function download(
  t: TestApp,
  token: string,
  path: string,
): Promise<{ status: number; type: string | null; disposition: string | null; bytes: Buffer; json: any }> {
  const res = await fetch(t.url + path, { headers: { 'x-access-token': token } });
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type');
  return {
    status: res.status,
    type,
    disposition: res.headers.get('content-disposition'),
    bytes,
    json: type?.includes('json') ? JSON.parse(bytes.toString('utf8')) : null,
  };
}

/** Every row of the first worksheet of an xlsx, as plain values (row 1 is the header). */
export async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** Every `job.progress` a socket receives from now on, in arrival order. */
export function progressLog(socket: Socket): any[] {
  const log: any[] = [];
  socket.on('job.progress', (p: any) => log.push(p));
  return log;
}
