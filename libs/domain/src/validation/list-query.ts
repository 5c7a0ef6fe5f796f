import { z } from 'zod';
import { PAGE_NUM_MAX, PAGE_SIZE, PAGE_SIZE_MAX } from '../constants.js';
import type { MessageCode } from '../messages/catalogue.js';
import { OBJECT } from './fields.js';

/**
 * A page number or size from a query string: decimal digits only ('1e20', '0x10', '-1' and
 * '2.5' are not pages), between 1 and `max`; absent gives the default.
 */
const pageNumber = (fallback: number, max: number, error: MessageCode) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? String(fallback) : typeof v === 'number' ? String(v) : v),
    z
      .string({ error })
      .regex(/^\d{1,9}$/, { error, abort: true })
      .transform(Number)
      .pipe(z.number().int().min(1, { error }).max(max, { error })),
  );

/**
 * The seed's paging (seed 002 §7): `pageNum` (`pageNumber` on the loan lists) and `pageSize`,
 * 10 by default, at most PAGE_SIZE_MAX rows a page.
 */
export const pagingSchema = z.preprocess(
  (v) =>
    typeof v === 'object' && v !== null && (v as { pageNum?: unknown }).pageNum === undefined
      ? { ...v, pageNum: (v as { pageNumber?: unknown }).pageNumber }
      : v,
  z.object(
    {
      pageNum: pageNumber(1, PAGE_NUM_MAX, 'LIST.PAGE_NUM_INVALID'),
      pageSize: pageNumber(PAGE_SIZE, PAGE_SIZE_MAX, 'LIST.PAGE_SIZE_INVALID'),
    },
    OBJECT,
  ),
);
export type Paging = z.output<typeof pagingSchema>;
