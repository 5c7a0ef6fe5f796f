import type { By } from '../core/actors.js';
import type { MachineEventOf } from '../core/machine.js';
import type { Fields } from '../core/payload.js';
import type { DomainEvent } from '../workflow.js';

/** A chosen product as the applicant picked it (GET /api/products), banks not yet reviewed. */
export type LoanProductInput = { id: string; productName: string; bankList: { id: string; bankName: string }[] };

/** Creation: the wizard's fields as given; `createTime` is `at`. */
export type LoanDraftCreatedData = {
  by: By;
  at: string;
  companyId: string;
  productList: LoanProductInput[];
  fields: Fields;
};
/** The wizard saved a draft's page as it goes: the changed fields; `productList` replaces the choice when given. */
export type LoanDraftEditedData = { by: By; at: string; changes: Fields; productList: LoanProductInput[] | null };
/**
 * Draft → 1001. `changes` are last edits of the wizard; `productList` replaces the choice when
 * given; `orderNumber` is the human-readable number the server drew at submission (null in
 * streams submitted before numbers existed).
 */
export type LoanSubmittedData = {
  by: By;
  at: string;
  changes: Fields;
  productList: LoanProductInput[] | null;
  orderNumber?: string | null;
};

// First round (reviewer, platform admin)
export type LoanApprovedData = { by: By; at: string };
export type LoanRejectedData = { by: By; at: string; reason: string | null };
export type LoanSupplementRequestedData = { by: By; at: string; reason: string };
/** Both rounds: the applicant's changed fields and check remark. */
export type LoanSupplementSubmittedData = { by: By; at: string; changes: Fields; checkRemark: string };

// Second round (credit institution, one bank of one product)
export type LoanBankApprovedData = {
  by: By;
  at: string;
  productId: string;
  bankId: string;
  creditAmount: number;
  interestRate: number;
  /** Months. */
  term: number;
};
export type LoanBankRejectedData = { by: By; at: string; productId: string; bankId: string; reason: string | null };
export type LoanBankSupplementRequestedData = { by: By; at: string; productId: string; bankId: string; reason: string };

export type LoanEvent =
  | DomainEvent<'LoanDraftCreated', LoanDraftCreatedData>
  | DomainEvent<'LoanDraftEdited', LoanDraftEditedData>
  | DomainEvent<'LoanSubmitted', LoanSubmittedData>
  | DomainEvent<'LoanApproved', LoanApprovedData>
  | DomainEvent<'LoanRejected', LoanRejectedData>
  | DomainEvent<'LoanSupplementRequested', LoanSupplementRequestedData>
  | DomainEvent<'LoanSupplementSubmitted', LoanSupplementSubmittedData>
  | DomainEvent<'LoanBankApproved', LoanBankApprovedData>
  | DomainEvent<'LoanBankRejected', LoanBankRejectedData>
  | DomainEvent<'LoanBankSupplementRequested', LoanBankSupplementRequestedData>
  | DomainEvent<'LoanBankSupplementSubmitted', LoanSupplementSubmittedData>;

export type LoanEventType = LoanEvent['type'];
export type LoanMachineEvent = MachineEventOf<LoanEvent>;
