import { BILL_DELETED_CODE, CONTRACT_STATE_LABELS, type ContractRecord, NEW_STATE_LABEL } from '@parkflow/domain';
import { type SnapshotFrom, assign, setup } from 'xstate';
import { stateMeta as meta } from '../core/machine.js';
import { EMPTY_KEPT_CONTEXT, type KeptContext, keptFrom } from '../core/record.js';
import type { ContractMachineEvent } from './contract.events.js';

/**
 * A lease contract (seed 001 §3 Contract). Its contract status and audit status are dictionary
 * fields (zg_contract_status, zg_contract_audit_status) that come with it; parkflow's own
 * lifecycle is kept or deleted, and the one edit is the account the rent is paid into.
 *
 *   new ─ContractRecorded→ active ─ContractAccountChanged→ active ─ContractDeleted→ deleted
 *   deleted ─ContractRecorded→ active
 */
export type ContractContext = KeptContext<Partial<ContractRecord>>;

const record = { target: '#contract.active', actions: 'record' } as const;

export const contractMachine = setup({
  types: { context: {} as ContractContext, events: {} as ContractMachineEvent },
  actions: {
    record: assign(({ event }) => (event.type === 'ContractRecorded' ? keptFrom(event) : {})),
    changeAccount: assign(({ context, event }) =>
      event.type === 'ContractAccountChanged' ? { fields: { ...context.fields, ...event.changes } } : {},
    ),
  },
}).createMachine({
  id: 'contract',
  context: EMPTY_KEPT_CONTEXT,
  initial: 'new',
  states: {
    new: { meta: meta(null, NEW_STATE_LABEL), on: { ContractRecorded: record } },
    active: {
      meta: meta('active', CONTRACT_STATE_LABELS.active),
      on: { ContractAccountChanged: { actions: 'changeAccount' }, ContractDeleted: { target: 'deleted' } },
    },
    deleted: { meta: meta(BILL_DELETED_CODE, CONTRACT_STATE_LABELS[BILL_DELETED_CODE]), on: { ContractRecorded: record } },
  },
});

export type ContractSnapshot = SnapshotFrom<typeof contractMachine>;
