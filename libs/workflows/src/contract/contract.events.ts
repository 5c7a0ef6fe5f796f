import type { ContractChanges, ContractRecord } from '@parkflow/domain';
import type { By } from '../core/actors.js';
import type { MachineEventOf } from '../core/machine.js';
import type { DomainEvent } from '../workflow.js';

export const CONTRACT_EVENTS = {
  recorded: 'ContractRecorded',
  accountChanged: 'ContractAccountChanged',
  deleted: 'ContractDeleted',
} as const;

/** A contract as an import (or the demo) recorded it; `jobId`: the import job that wrote it. */
export type ContractRecordedData = { by: By; at: string; companyId: string; fields: ContractRecord; jobId: string | null };
/** The edit-account dialog: the account the rent is paid into (seed 001 §7.3 update contract account). */
export type ContractAccountChangedData = { by: By; at: string; changes: ContractChanges };
export type ContractDeletedData = { by: By; at: string };

export type ContractEvent =
  | DomainEvent<'ContractRecorded', ContractRecordedData>
  | DomainEvent<'ContractAccountChanged', ContractAccountChangedData>
  | DomainEvent<'ContractDeleted', ContractDeletedData>;

export type ContractMachineEvent = MachineEventOf<ContractEvent>;
