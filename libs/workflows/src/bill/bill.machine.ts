import { BILL_DELETED_CODE, BILL_STATE_LABELS, type BillRecord, NEW_STATE_LABEL } from '@parkflow/domain';
import { type SnapshotFrom, assign, setup } from 'xstate';
import type { By } from '../core/actors.js';
import type { StateMeta } from '../core/machine.js';
import type { BillMachineEvent } from './bill.events.js';

/**
 * Water and wattage bills (seed 001 §2.5, §4: payment state 已支付 / 未支付, edited by a radio).
 * The state is the payment state; a delete takes the bill out of every list, and importing the
 * same company, period and room again records it anew.
 *
 *   new ─BillRecorded→ unpaid | paid ─BillEdited { state }→ unpaid | paid ─BillDeleted→ deleted
 *   deleted ─BillRecorded→ unpaid | paid
 */
export interface BillContext {
  companyId: string | null;
  fields: Partial<BillRecord>;
  createTime: string | null;
  createBy: By | null;
  /** The import job that recorded it (its history names it too). */
  jobId: string | null;
}

const meta = (code: string | number | null, label: string, final = false): StateMeta => ({ code, label, final });

const recorded = [
  { guard: 'recordsPaid', target: '#bill.paid', actions: 'record' },
  { target: '#bill.unpaid', actions: 'record' },
] as const;

const edited = [
  { guard: 'setsPaid', target: '#bill.paid', actions: 'edit' },
  { guard: 'setsUnpaid', target: '#bill.unpaid', actions: 'edit' },
  { actions: 'edit' },
] as const;

export const billMachine = setup({
  types: { context: {} as BillContext, events: {} as BillMachineEvent },
  // Guards read the event's data defensively: `allowed` probes with the event type alone.
  guards: {
    recordsPaid: ({ event }) => event.type === 'BillRecorded' && event.fields?.state === 1,
    setsPaid: ({ event }) => event.type === 'BillEdited' && event.changes?.state === 1,
    setsUnpaid: ({ event }) => event.type === 'BillEdited' && event.changes?.state === 0,
  },
  actions: {
    record: assign(({ event }) =>
      event.type === 'BillRecorded'
        ? { companyId: event.companyId, fields: event.fields, createTime: event.at, createBy: event.by, jobId: event.jobId }
        : {},
    ),
    edit: assign(({ context, event }) =>
      event.type === 'BillEdited' ? { fields: { ...context.fields, ...event.changes } } : {},
    ),
  },
}).createMachine({
  id: 'bill',
  context: { companyId: null, fields: {}, createTime: null, createBy: null, jobId: null },
  initial: 'new',
  states: {
    new: { meta: meta(null, NEW_STATE_LABEL), on: { BillRecorded: [...recorded] } },
    unpaid: { meta: meta(0, BILL_STATE_LABELS[0]), on: { BillEdited: [...edited], BillDeleted: { target: 'deleted' } } },
    paid: { meta: meta(1, BILL_STATE_LABELS[1]), on: { BillEdited: [...edited], BillDeleted: { target: 'deleted' } } },
    deleted: { meta: meta(BILL_DELETED_CODE, BILL_STATE_LABELS[BILL_DELETED_CODE]), on: { BillRecorded: [...recorded] } },
  },
});

export type BillSnapshot = SnapshotFrom<typeof billMachine>;
