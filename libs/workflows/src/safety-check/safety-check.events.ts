import type { SafetyCheckChanges, SafetyCheckRecord } from '@parkflow/domain';
import type { By } from '../core/actors.js';
import type { MachineEventOf } from '../core/machine.js';
import type { DomainEvent } from '../workflow.js';

/** An inspection as recorded (an import's rows of one company and day, or the demo); `jobId`: the import. */
export type SafetyCheckRecordedData = { by: By; at: string; companyId: string; fields: SafetyCheckRecord; jobId: string | null };
/** The edit dialog's changes (contact, remarks, danger items); company and day stay. */
export type SafetyCheckEditedData = { by: By; at: string; changes: SafetyCheckChanges };
/** Deleted by its parent id (seed 001 §7.3): the inspection with its danger items. */
export type SafetyCheckDeletedData = { by: By; at: string };

export type SafetyCheckEvent =
  | DomainEvent<'SafetyCheckRecorded', SafetyCheckRecordedData>
  | DomainEvent<'SafetyCheckEdited', SafetyCheckEditedData>
  | DomainEvent<'SafetyCheckDeleted', SafetyCheckDeletedData>;

export type SafetyCheckMachineEvent = MachineEventOf<SafetyCheckEvent>;
