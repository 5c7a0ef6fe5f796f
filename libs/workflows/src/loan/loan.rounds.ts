import { fileIdsIn, LOAN_FILE_FIELDS } from '@parkflow/domain';

/*
 * What changed between rounds (issue 13): for each supplement of a loan (either version), who
 * asked for what and when, who answered and when with which remark, and every field and file
 * that differs from the submission before it — computed from the item's events as its reader
 * gets them, so the drawer, an export or a test read the same answer. A reader's history starts
 * where the item became theirs (a reviewer's at the submission, a bank's in its round: the
 * draft's events are its company's, docs/decisions/0029), so what a field held before a
 * supplement is taken from what the item kept of it (`supplementHistory[].previous`) when given.
 */

/** An event as the history gives it (GET /api/items/:kind/:id/history). */
export interface RoundEvent {
  type: string;
  data: Record<string, unknown>;
  at?: string;
  actor?: { realname?: string | null } | null;
}

export interface RoundRequest {
  by: string | null;
  at: string | null;
  reason: string;
  /** Second round: the product and bank that asked. */
  productId: string | null;
  bankId: string | null;
}

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  /** A file slot: which files came and which went (ids). */
  files?: { added: string[]; removed: string[] };
}

export interface SupplementRound {
  /** 1: first round (reviewer); 2: second round (a bank). */
  round: 1 | 2;
  requests: RoundRequest[];
  /** null while the applicant has not answered yet. */
  submission: { by: string | null; at: string | null; checkRemark: string } | null;
  changes: FieldChange[];
}

const FILE_SLOTS: readonly string[] = LOAN_FILE_FIELDS;
const CREATED = new Set(['LoanDraftCreated', 'LoanV2Submitted']);
const EDITED = new Set(['LoanDraftEdited', 'LoanSubmitted']);
const REQUESTED: Record<string, 1 | 2> = {
  LoanSupplementRequested: 1,
  LoanV2SupplementRequested: 1,
  LoanBankSupplementRequested: 2,
};
const SUBMITTED = new Set(['LoanSupplementSubmitted', 'LoanV2SupplementSubmitted', 'LoanBankSupplementSubmitted']);

const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const whoOf = (e: RoundEvent): string | null => text(record(e.data.by).realname) ?? e.actor?.realname ?? null;
const atOf = (e: RoundEvent): string | null => text(e.data.at) ?? e.at ?? null;
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** One field's change; a file slot also says which files came and went. */
function changeOf(field: string, before: unknown, after: unknown): FieldChange {
  if (!FILE_SLOTS.includes(field)) return { field, before, after };
  const was = fileIdsIn(before);
  const is = fileIdsIn(after);
  return {
    field,
    before,
    after,
    files: { added: is.filter((id) => !was.includes(id)), removed: was.filter((id) => !is.includes(id)) },
  };
}

/** A submission as the item keeps it (a loan's `supplementHistory`): what its changes replaced. */
export interface KeptSubmission {
  at: string;
  previous: Record<string, unknown>;
}

/**
 * Every supplement of the loan, oldest first, each against the submission before it: the values
 * the item kept for that submission (`kept`, matched by its time), else the fold of the events.
 */
export function loanRounds(events: readonly RoundEvent[], kept: readonly KeptSubmission[] = []): SupplementRound[] {
  let fields: Record<string, unknown> = {};
  let open: SupplementRound | null = null;
  const rounds: SupplementRound[] = [];
  for (const event of events) {
    if (CREATED.has(event.type)) {
      fields = { ...record(event.data.fields) };
    } else if (EDITED.has(event.type)) {
      fields = { ...fields, ...record(event.data.changes) };
    } else if (event.type in REQUESTED) {
      const round = REQUESTED[event.type]!;
      if (!open || open.round !== round) {
        open = { round, requests: [], submission: null, changes: [] };
        rounds.push(open);
      }
      open.requests.push({
        by: whoOf(event),
        at: atOf(event),
        reason: text(event.data.reason) ?? '',
        productId: text(event.data.productId),
        bankId: text(event.data.bankId),
      });
    } else if (SUBMITTED.has(event.type)) {
      const changes = record(event.data.changes);
      const replaced = record(kept.find((k) => k.at === atOf(event))?.previous);
      const before = (field: string) => (field in replaced ? replaced[field] : fields[field]);
      const changed = Object.keys(changes).filter((field) => !same(before(field), changes[field]));
      const answer = {
        by: whoOf(event),
        at: atOf(event),
        checkRemark: text(event.data.checkRemark) ?? '',
      };
      const target: SupplementRound = open ?? {
        round: event.type === 'LoanBankSupplementSubmitted' ? 2 : 1,
        requests: [],
        submission: null,
        changes: [],
      };
      if (!open) rounds.push(target);
      target.submission = answer;
      target.changes = changed.map((field) => changeOf(field, before(field), changes[field]));
      fields = { ...fields, ...changes };
      open = null;
    }
  }
  return rounds;
}
