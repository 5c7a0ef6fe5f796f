import type { BillChanges, BillRecord } from '@parkflow/domain';
import type { By } from '../core/actors.js';
import type { MachineEventOf } from '../core/machine.js';
import type { DomainEvent } from '../workflow.js';

export const BILL_EVENTS = { recorded: 'BillRecorded', edited: 'BillEdited', deleted: 'BillDeleted' } as const;

/** A bill as an import (or a re-import after a delete) recorded it; `jobId`: the import job that wrote it. */
export type BillRecordedData = { by: By; at: string; companyId: string; fields: BillRecord; jobId: string | null };
/** The edit dialog's changes (usage, cost, payDate, payment state); the natural key stays. */
export type BillEditedData = { by: By; at: string; changes: BillChanges };
export type BillDeletedData = { by: By; at: string };

export type BillEvent =
  | DomainEvent<'BillRecorded', BillRecordedData>
  | DomainEvent<'BillEdited', BillEditedData>
  | DomainEvent<'BillDeleted', BillDeletedData>;

export type BillMachineEvent = MachineEventOf<BillEvent>;
