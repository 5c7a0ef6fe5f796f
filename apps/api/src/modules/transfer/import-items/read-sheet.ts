import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DomainError } from '@parkflow/domain';
import type { Logger } from 'pino';
import type { ReaderMessage, ReaderRequest } from '../../../platform/sheets/reader-protocol.js';
import type { SheetRow } from '../../../platform/sheets/sheet-row.js';

export type { SheetRow } from '../../../platform/sheets/sheet-row.js';

/** The reader process's heap (its own: the api's is never touched by a sheet). */
export const SHEET_READER_HEAP_MB = 768;
/** Batches the reader may send ahead of the api: parsing overlaps checking, and no more than this waits in memory. */
const CREDITS = 2;
/** The reader says nothing (no batch, no end) for this long while the api waits for it: it is stopped. */
export const SHEET_READER_SILENCE_MS = 60_000;

/**
 * The built reader process. This file sits four levels below apps/api in src/ (tests run the
 * TypeScript sources) and in dist/; the process is always the built JavaScript.
 */
const API_ROOT = resolve(fileURLToPath(import.meta.url), '../../../../..');
export const SHEET_PROCESS = join(API_ROOT, 'dist/platform/sheets/sheet-process.js');

export interface ReadSheetOptions {
  /** Told how many non-empty rows the sheet has (the header included) when that is known before they are read: an .xls. */
  onRowCount?: (rows: number) => void;
  log?: Logger;
}

/**
 * The non-empty rows of a spreadsheet's first sheet in workbook order, read in a separate process
 * (platform/sheets/sheet-process.ts) with its own memory cap, under the limits of
 * docs/decisions/0030-import-limits.md: a hostile file (a shared-strings or zip bomb, entities, a
 * cut-off sheet) ends in a DomainError with its zh-CN reason, and only that process pays for it.
 * Rows arrive in batches as they are parsed; stopping the iteration stops the process.
 */
export async function* readSheet(path: string, options: ReadSheetOptions = {}): AsyncGenerator<SheetRow> {
  if (!existsSync(SHEET_PROCESS)) throw new Error(`${SHEET_PROCESS} is missing: build the api first (npm run build)`);
  const env = { ...process.env };
  delete env.NODE_OPTIONS; // the reader's flags are its own
  const child = fork(SHEET_PROCESS, [], {
    execArgv: [`--max-old-space-size=${SHEET_READER_HEAP_MB}`],
    serialization: 'advanced', // dates and numbers cross as they are
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    env,
  });
  const inbox: ReaderMessage[] = [];
  let wake: (() => void) | null = null;
  let closed: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  let stderr = '';
  const notify = () => {
    wake?.();
    wake = null;
  };
  child.on('message', (message: ReaderMessage) => {
    inbox.push(message);
    notify();
  });
  child.on('close', (code, signal) => {
    closed = { code, signal };
    notify();
  });
  child.on('error', () => undefined); // a failed spawn also closes
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-4000)));
  const tell = (request: ReaderRequest) => {
    if (child.connected) child.send(request, (error) => error && undefined);
  };

  const next = async (): Promise<ReaderMessage> => {
    const deadline = Date.now() + SHEET_READER_SILENCE_MS;
    while (inbox.length === 0) {
      if (closed) throw endedEarly(closed, stderr, options.log);
      const left = deadline - Date.now();
      if (left <= 0) throw new DomainError('IMPORT.READER_SILENT');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    return inbox.shift()!;
  };

  tell({ type: 'read', path, credits: CREDITS });
  try {
    for (;;) {
      const message = await next();
      switch (message.type) {
        case 'count':
          options.onRowCount?.(message.rows);
          continue;
        case 'rows':
          tell({ type: 'more' });
          yield* message.rows;
          continue;
        case 'end':
          return;
        case 'refused':
          throw new DomainError(message.code, message.params);
        case 'failed':
          options.log?.error({ reader: message.error }, 'sheet reader failed');
          throw new DomainError('IMPORT.UNREADABLE');
        default:
          message satisfies never;
      }
    }
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

/** The reader process ended without an answer: out of its memory, or killed. */
function endedEarly(closed: { code: number | null; signal: NodeJS.Signals | null }, stderr: string, log?: Logger): DomainError {
  if (/heap out of memory|Reached heap limit|Allocation failed/i.test(stderr)) return new DomainError('IMPORT.READER_MEMORY');
  log?.warn({ ...closed, stderr: stderr.slice(-1000) }, 'sheet reader ended without an answer');
  return new DomainError('IMPORT.READER_FAILED');
}
