import type { By } from '../core/actors.js';
import type { MachineEventOf } from '../core/machine.js';
import type { Fields } from '../core/payload.js';
import type { DomainEvent } from '../workflow.js';

/** Creation: the application's fields as given; it goes straight into review (2000). */
export type LoanV2SubmittedData = { by: By; at: string; companyId: string; fields: Fields };
export type LoanV2ApprovedData = { by: By; at: string };
export type LoanV2RejectedData = { by: By; at: string; reason: string | null };
export type LoanV2SupplementRequestedData = { by: By; at: string; reason: string };
export type LoanV2SupplementSubmittedData = { by: By; at: string; changes: Fields; checkRemark: string };

export type LoanV2Event =
  | DomainEvent<'LoanV2Submitted', LoanV2SubmittedData>
  | DomainEvent<'LoanV2Approved', LoanV2ApprovedData>
  | DomainEvent<'LoanV2Rejected', LoanV2RejectedData>
  | DomainEvent<'LoanV2SupplementRequested', LoanV2SupplementRequestedData>
  | DomainEvent<'LoanV2SupplementSubmitted', LoanV2SupplementSubmittedData>;

export type LoanV2MachineEvent = MachineEventOf<LoanV2Event>;
