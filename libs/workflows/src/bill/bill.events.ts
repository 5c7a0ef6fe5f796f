import type { BillChanges, BillRecord } from '@parkflow/domain';
import type { By } from '../core/actors.js';
import type { MachineEventOf } from '../core/machine.js';
import type { DomainEvent } from '../workflow.js';

export const BILL_EVENTS = {
  recorded: 'BillRecorded',
  edited: 'BillEdited',
  deleted: 'BillDeleted',
  pushed: 'BillPushed',
} as const;

/** A bill as an import (or a re-import after a delete) recorded it; `jobId`: the import job that wrote it. */
export type BillRecordedData = { by: By; at: string; companyId: string; fields: BillRecord; jobId: string | null };
/** The edit dialog's changes (the kind's editable fields, libs/domain billEditableFields); the natural key stays. */
export type BillEditedData = { by: By; at: string; changes: BillChanges };
export type BillDeletedData = { by: By; at: string };
/** The bill was pushed to its company (seed 001 §2.5–2.7 push): who, when, and the push job. */
export type BillPushedData = { by: By; at: string; jobId: string | null };

export type BillEvent =
  | DomainEvent<'BillRecorded', BillRecordedData>
  | DomainEvent<'BillEdited', BillEditedData>
  | DomainEvent<'BillDeleted', BillDeletedData>
  | DomainEvent<'BillPushed', BillPushedData>;

export type BillMachineEvent = MachineEventOf<BillEvent>;
