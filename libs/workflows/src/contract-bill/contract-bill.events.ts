import type { ContractBillChanges, ContractBillRecord } from '@parkflow/domain';
import type { By } from '../core/actors.js';
import type { MachineEventOf } from '../core/machine.js';
import type { DomainEvent } from '../workflow.js';

export const CONTRACT_BILL_EVENTS = {
  recorded: 'ContractBillRecorded',
  edited: 'ContractBillEdited',
  deleted: 'ContractBillDeleted',
} as const;

/** A bill of a contract as an import (or the demo) recorded it; `jobId`: the import job that wrote it. */
export type ContractBillRecordedData = {
  by: By;
  at: string;
  companyId: string;
  fields: ContractBillRecord;
  jobId: string | null;
};
/** The amount received changed (the settlement state follows from it). */
export type ContractBillEditedData = { by: By; at: string; changes: ContractBillChanges };
export type ContractBillDeletedData = { by: By; at: string };

export type ContractBillEvent =
  | DomainEvent<'ContractBillRecorded', ContractBillRecordedData>
  | DomainEvent<'ContractBillEdited', ContractBillEditedData>
  | DomainEvent<'ContractBillDeleted', ContractBillDeletedData>;

export type ContractBillMachineEvent = MachineEventOf<ContractBillEvent>;
