import { BILL_DELETED_CODE, BILL_SPECS, type BillKind, type BillRecord, NEW_STATE_LABEL, STATE_LABELS } from '@parkflow/domain';
import { type SnapshotFrom, assign, setup } from 'xstate';
import { stateMeta as meta } from '../core/machine.js';
import { EMPTY_KEPT_CONTEXT, type KeptContext, keptFrom, type Pushed } from '../core/record.js';
import type { BillMachineEvent } from './bill.events.js';

/**
 * One machine family for every bill kind (seed 001 §4): the state is the payment state of the
 * kind (libs/domain BILL_SPECS payStates: 未支付 / 已支付 for most bills; 未付款 / 已结清 /
 * 部分结清 / 待退款 for rent), an edit may move it, a delete takes the bill out of every list,
 * and recording the same natural key again brings it back. A pushable kind's bill is pushed once
 * (BillPushed; not from its settled state, not when its canPush is 否): `pushed` says by whom,
 * when and by which job; the state stays.
 *
 *   new ─BillRecorded { state }→ <pay state> ─BillEdited { state }→ <pay state> ─BillDeleted→ deleted
 *   <pay state but settled> ─BillPushed→ itself (pushed)      deleted ─BillRecorded→ <pay state>
 */
export interface BillContext extends KeptContext<Partial<BillRecord>> {
  /** When, by whom and by which job it was pushed to its company; null: not pushed. */
  pushed: Pushed | null;
}

/** The state name of each payment code (the read model's `state`). */
const STATE_NAMES: Record<string, string> = {
  0: 'unpaid',
  1: 'paid',
  未付款: 'unpaid',
  已结清: 'settled',
  部分结清: 'partial',
  待退款: 'refunding',
};

const codeOf = (key: string): string | number => (Number.isNaN(Number(key)) ? key : Number(key));

const EMPTY: BillContext = { ...EMPTY_KEPT_CONTEXT, pushed: null };

/** The machine of one bill kind, its states from the kind's payment codes. */
export function billMachineOf(kind: BillKind) {
  const spec = BILL_SPECS[kind];
  const codes = Object.keys(spec.payStates).map(codeOf);
  const labels = STATE_LABELS[kind];
  // The last is the probe's (`allowed` asks with the type alone) and the first code's: a
  // recorded state is always one of the kind's codes (the record schema checks it first).
  const recorded = [
    ...codes.map((code) => ({
      guard: { type: 'recordsState' as const, params: { code } },
      target: `#bill.${STATE_NAMES[String(code)]}`,
      actions: 'record' as const,
    })),
    { target: `#bill.${STATE_NAMES[String(codes[0])]}`, actions: 'record' as const },
  ];
  const edited = [
    ...codes.map((code) => ({
      guard: { type: 'setsState' as const, params: { code } },
      target: `#bill.${STATE_NAMES[String(code)]}`,
      actions: 'edit' as const,
    })),
    { actions: 'edit' as const },
  ];
  const payState = (code: string | number) => ({
    meta: meta(code, labels[String(code)] ?? String(code)),
    on: {
      BillEdited: edited,
      BillDeleted: { target: 'deleted' },
      ...(code === spec.settledCode ? {} : { BillPushed: { guard: 'mayPush' as const, actions: 'push' as const } }),
    },
  });
  return setup({
    types: { context: {} as BillContext, events: {} as BillMachineEvent },
    // Guards read the event's data defensively: `allowed` probes with the event type alone.
    guards: {
      recordsState: ({ event }, params: { code: string | number }) =>
        event.type === 'BillRecorded' && event.fields?.state === params.code,
      setsState: ({ event }, params: { code: string | number }) =>
        event.type === 'BillEdited' && event.changes?.state === params.code,
      mayPush: ({ context }) => context.pushed === null && context.fields.canPush !== false,
    },
    actions: {
      record: assign(({ event }) => (event.type === 'BillRecorded' ? { ...keptFrom(event), pushed: null } : {})),
      edit: assign(({ context, event }) =>
        event.type === 'BillEdited' ? { fields: { ...context.fields, ...event.changes } } : {},
      ),
      push: assign(({ event }) =>
        event.type === 'BillPushed' ? { pushed: { by: event.by, at: event.at, jobId: event.jobId } } : {},
      ),
    },
  }).createMachine({
    id: 'bill',
    context: EMPTY,
    initial: 'new',
    states: {
      new: { meta: meta(null, NEW_STATE_LABEL), on: { BillRecorded: recorded } },
      ...Object.fromEntries(codes.map((code) => [STATE_NAMES[String(code)]!, payState(code)])),
      deleted: { meta: meta(BILL_DELETED_CODE, labels[BILL_DELETED_CODE] ?? ''), on: { BillRecorded: recorded } },
    },
  });
}

/** The water bill's machine (every pay-state kind has the same chart). */
export const billMachine = billMachineOf('bill-water');

export type BillSnapshot = SnapshotFrom<ReturnType<typeof billMachineOf>>;
