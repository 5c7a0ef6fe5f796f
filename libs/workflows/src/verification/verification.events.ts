import type { VerificationFormType, VerifyHistoryEntry } from '@parkflow/domain';
import type { By } from '../core/actors.js';
import type { MachineEventOf } from '../core/machine.js';
import type { DomainEvent } from '../workflow.js';

/** A record's first verification at a gate: its form's fields and the entry (a cmt record's exit). */
export type VerificationRecordedData = {
  by: By;
  at: string;
  formType: VerificationFormType;
  fields: Record<string, unknown>;
  verification: VerifyHistoryEntry;
};
/** The exit verification of a record that entered (verifyHistory[1]). */
export type VerificationExitedData = { by: By; at: string; verification: VerifyHistoryEntry };

export type VerificationEvent =
  DomainEvent<'VerificationRecorded', VerificationRecordedData> | DomainEvent<'VerificationExited', VerificationExitedData>;

export type VerificationMachineEvent = MachineEventOf<VerificationEvent>;
