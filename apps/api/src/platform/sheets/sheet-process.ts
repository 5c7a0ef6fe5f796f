/**
 * The sheet reader process (docs/decisions/0030-import-limits.md): `node sheet-process.js`,
 * forked by read-sheet.ts for one import run, with its own heap cap. It reads the one file it
 * is told to and sends its rows back in batches, never more than the api has room for (one
 * credit per batch), so a hostile spreadsheet can only exhaust this process, and a legitimate
 * one streams through in bounded memory on both sides.
 */

import type { ReaderMessage, ReaderRequest } from './reader-protocol.js';
import { sheetBatches } from './sheet-rows.js';
import { SheetRefusal } from './sheet-refusal.js';

let credits = 0;
let wake: (() => void) | null = null;

const send = (message: ReaderMessage) =>
  new Promise<void>((resolve, reject) => {
    if (!process.send || !process.connected) return reject(new Error('the api went away'));
    process.send(message, undefined, {}, (error) => (error ? reject(error) : resolve()));
  });

async function read(path: string): Promise<void> {
  try {
    for await (const rows of sheetBatches(path, (count) => void send({ type: 'count', rows: count }).catch(() => undefined))) {
      while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
      credits--;
      await send({ type: 'rows', rows });
    }
    await send({ type: 'end' });
  } catch (error) {
    const answer: ReaderMessage =
      error instanceof SheetRefusal
        ? { type: 'refused', code: error.code, params: error.params }
        : { type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    await send(answer).catch(() => undefined);
  }
  process.disconnect();
}

process.on('message', (request: ReaderRequest) => {
  if (request.type === 'read') {
    credits += request.credits;
    void read(request.path);
  } else credits++;
  wake?.();
  wake = null;
});
// The api stopped listening (the run ended, was cancelled, or the api died): nothing left to do.
process.on('disconnect', () => process.exit(0));
