import { BILL_DELETED_CODE, CONTRACT_STATE_LABELS, type ContractRecord, NEW_STATE_LABEL } from '@parkflow/domain';
import { type SnapshotFrom, assign, setup } from 'xstate';
import type { By } from '../core/actors.js';
import type { StateMeta } from '../core/machine.js';
import type { ContractMachineEvent } from './contract.events.js';

/**
 * A lease contract (seed 001 §3 Contract). Its contract status and audit status are dictionary
 * fields (zg_contract_status, zg_contract_audit_status) that come with it; parkflow's own
 * lifecycle is kept or deleted, and the one edit is the account the rent is paid into.
 *
 *   new ─ContractRecorded→ active ─ContractAccountChanged→ active ─ContractDeleted→ deleted
 *   deleted ─ContractRecorded→ active
 */
export interface ContractContext {
  companyId: string | null;
  fields: Partial<ContractRecord>;
  createTime: string | null;
  createBy: By | null;
  jobId: string | null;
}

const meta = (code: string | null, label: string, final = false): StateMeta => ({ code, label, final });

const record = { target: '#contract.active', actions: 'record' } as const;

export const contractMachine = setup({
  types: { context: {} as ContractContext, events: {} as ContractMachineEvent },
  actions: {
    record: assign(({ event }) =>
      event.type === 'ContractRecorded'
        ? { companyId: event.companyId, fields: event.fields, createTime: event.at, createBy: event.by, jobId: event.jobId }
        : {},
    ),
    changeAccount: assign(({ context, event }) =>
      event.type === 'ContractAccountChanged' ? { fields: { ...context.fields, ...event.changes } } : {},
    ),
  },
}).createMachine({
  id: 'contract',
  context: { companyId: null, fields: {}, createTime: null, createBy: null, jobId: null },
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
