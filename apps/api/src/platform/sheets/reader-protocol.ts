import type { MessageCode } from '@parkflow/domain';
import type { SheetRow } from './sheet-row.js';

/** The api to the sheet reader process: read this file (with this many batches in flight), then one more batch each time. */
export type ReaderRequest = { type: 'read'; path: string; credits: number } | { type: 'more' };

/** The sheet reader process to the api. */
export type ReaderMessage =
  | { type: 'count'; rows: number }
  | { type: 'rows'; rows: SheetRow[] }
  | { type: 'end' }
  /** The file is refused with a zh-CN reason (a limit, a broken part). */
  | { type: 'refused'; code: MessageCode; params?: Record<string, string | number> }
  /** The reader itself failed (a bug): the api logs it. */
  | { type: 'failed'; error: string };
