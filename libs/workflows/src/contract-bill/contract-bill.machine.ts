import {
  BILL_DELETED_CODE,
  CONTRACT_BILL_CODE_LABELS,
  CONTRACT_BILL_STATES,
  type ContractBillRecord,
  contractBillState,
  NEW_STATE_LABEL,
} from '@parkflow/domain';
import { type SnapshotFrom, assign, setup } from 'xstate';
import { stateMeta as meta } from '../core/machine.js';
import { EMPTY_KEPT_CONTEXT, type KeptContext, keptFrom, type Pushed } from '../core/record.js';
import type { ContractBillMachineEvent } from './contract-bill.events.js';

/**
 * A bill of a lease contract for one period and fee type (seed 001 §2.7, §3). Its state is what
 * its amounts say (未付款 / 部分结清 / 已结清, stored as the text, like rent bills); whether it is
 * current, overdue or subsequent depends on the day and is read, not stored (libs/domain
 * contractBillFacts).
 *
 *   new ─ContractBillRecorded→ unpaid | partial | settled ─ContractBillEdited→ (by amounts)
 *   any kept ─ContractBillDeleted→ deleted ─ContractBillRecorded→ (by amounts)
 *   unpaid | partial ─BillPushed→ itself (pushed, once; a settled bill is not pushed)
 */
export interface ContractBillContext extends KeptContext<Partial<ContractBillRecord>> {
  /** When, by whom and by which job it was pushed to its tenant; null: not pushed. */
  pushed: Pushed | null;
}

type AmountsEvent = { type: string; fields?: Partial<ContractBillRecord>; changes?: { payedAmount?: number } };
/** The state the event leaves the amounts in; guards read the event defensively (`allowed` probes with the type alone). */
function stateAfter(context: ContractBillContext, event: AmountsEvent): string {
  const fields = event.type === 'ContractBillRecorded' ? (event.fields ?? {}) : { ...context.fields, ...(event.changes ?? {}) };
  return contractBillState(Number(fields.theoryAmount ?? 0), Number(fields.payedAmount ?? 0));
}

const byAmounts = (action: 'record' | 'edit') =>
  [
    { guard: 'settles', target: '#contract-bill.settled', actions: action },
    { guard: 'partlySettles', target: '#contract-bill.partial', actions: action },
    { target: '#contract-bill.unpaid', actions: action },
  ] as const;

const kept = { ContractBillEdited: [...byAmounts('edit')], ContractBillDeleted: { target: 'deleted' } } as const;
const pushable = { ...kept, BillPushed: { guard: 'mayPush', actions: 'push' } } as const;

export const contractBillMachine = setup({
  types: { context: {} as ContractBillContext, events: {} as ContractBillMachineEvent },
  guards: {
    settles: ({ context, event }) => stateAfter(context, event) === CONTRACT_BILL_STATES.settled,
    partlySettles: ({ context, event }) => stateAfter(context, event) === CONTRACT_BILL_STATES.partial,
    mayPush: ({ context }) => context.pushed === null,
  },
  actions: {
    record: assign(({ event }) => (event.type === 'ContractBillRecorded' ? { ...keptFrom(event), pushed: null } : {})),
    push: assign(({ event }) =>
      event.type === 'BillPushed' ? { pushed: { by: event.by, at: event.at, jobId: event.jobId } } : {},
    ),
    edit: assign(({ context, event }) =>
      event.type === 'ContractBillEdited' ? { fields: { ...context.fields, ...event.changes } } : {},
    ),
  },
}).createMachine({
  id: 'contract-bill',
  context: { ...EMPTY_KEPT_CONTEXT, pushed: null },
  initial: 'new',
  states: {
    new: { meta: meta(null, NEW_STATE_LABEL), on: { ContractBillRecorded: [...byAmounts('record')] } },
    unpaid: { meta: meta(CONTRACT_BILL_STATES.unpaid, CONTRACT_BILL_CODE_LABELS.未付款), on: pushable },
    partial: { meta: meta(CONTRACT_BILL_STATES.partial, CONTRACT_BILL_CODE_LABELS.部分结清), on: pushable },
    settled: { meta: meta(CONTRACT_BILL_STATES.settled, CONTRACT_BILL_CODE_LABELS.已结清), on: kept },
    deleted: {
      meta: meta(BILL_DELETED_CODE, CONTRACT_BILL_CODE_LABELS[BILL_DELETED_CODE]),
      on: { ContractBillRecorded: [...byAmounts('record')] },
    },
  },
});

export type ContractBillSnapshot = SnapshotFrom<typeof contractBillMachine>;
