import type { By } from './actors.js';

/*
 * What every kind's item keeps of its creation, and how its view names it: one home for the
 * context base and the `createTime, createBy, createByName` tail of every view.
 */

/** An item's company, its fields as created (and edited since), and when and by whom it was created. */
export interface CreatedContext<F = Record<string, unknown>> {
  companyId: string | null;
  fields: F;
  createTime: string | null;
  createBy: By | null;
}

/** A record park staff keep also names the import job that wrote it (null: a dialog, the demo). */
export interface KeptContext<F = Record<string, unknown>> extends CreatedContext<F> {
  jobId: string | null;
}

/** A kept record before its first event. */
export const EMPTY_KEPT_CONTEXT = { companyId: null, fields: {}, createTime: null, createBy: null, jobId: null };

/** The context a recording event gives a kept record (a re-import after a delete starts it anew). */
export const keptFrom = <F>(event: { companyId: string | null; fields: F; at: string; by: By; jobId: string | null }) => ({
  companyId: event.companyId,
  fields: event.fields,
  createTime: event.at,
  createBy: event.by,
  jobId: event.jobId,
});

/** When and by whom the item was created, as every view names it (`create_time` in the seed 000 applications). */
export const createdView = (
  context: Pick<CreatedContext, 'createTime' | 'createBy'>,
  timeField: 'createTime' | 'create_time' = 'createTime',
): Record<string, string | null> => ({
  [timeField]: context.createTime,
  createBy: context.createBy?.userId ?? null,
  createByName: context.createBy?.realname ?? null,
});

/** When, by whom and by which push job a record was pushed to its company (seed 001 §2.5–2.7 push). */
export interface Pushed {
  by: By;
  at: string;
  jobId: string | null;
}
