import { LOAN_V2_STATE_LABELS, NEW_STATE_LABEL } from '@parkflow/domain';
import { type SnapshotFrom, assign, setup } from 'xstate';
import type { By } from '../core/actors.js';
import { stateMeta as meta } from '../core/machine.js';
import type { CreatedContext } from '../core/record.js';
import type { Fields } from '../core/payload.js';
import { firstRoundRequest, type SupplementRequest, type SupplementSubmission } from '../loan/loan.context.js';
import type { LoanV2MachineEvent } from './loan-v2.events.js';

/*
 * Loan application, new version (seed 002 §4 codes 2000–2003):
 *
 *   new ─LoanV2Submitted→ inReview (2000)
 *   inReview ─LoanV2Approved→ passed (2001) · ─LoanV2Rejected→ refused (2002)
 *            ─LoanV2SupplementRequested→ awaitingSupplement (2003)
 *   awaitingSupplement ─LoanV2SupplementSubmitted→ inReview (2000), any number of times
 *
 * ifBackAddDataOperation works as for the loan: false when a supplement is requested, true once
 * the applicant sent it; a supplement is accepted only in 2003 with the flag false.
 */
export interface LoanV2Context extends CreatedContext<Fields> {
  updateTime: string | null;
  ifBackAddDataOperation: boolean;
  addDataRemark: SupplementRequest[];
  supplementHistory: SupplementSubmission[];
  checkRemark: string | null;
  decision: { result: 'approved' | 'rejected'; by: By; at: string; reason: string | null } | null;
}

export const loanV2Machine = setup({
  types: { context: {} as LoanV2Context, events: {} as LoanV2MachineEvent },
  guards: {
    /** A supplement is requested and not yet sent back. */
    supplementOpen: ({ context }) => !context.ifBackAddDataOperation,
  },
  actions: {
    recordCreation: assign(({ event }) =>
      event.type === 'LoanV2Submitted'
        ? { companyId: event.companyId, fields: event.fields, createTime: event.at, createBy: event.by, updateTime: event.at }
        : {},
    ),
    recordDecision: assign(({ event }, params: { result: 'approved' | 'rejected' }) =>
      event.type === 'LoanV2Approved' || event.type === 'LoanV2Rejected'
        ? {
            decision: { result: params.result, by: event.by, at: event.at, reason: 'reason' in event ? event.reason : null },
            updateTime: event.at,
          }
        : {},
    ),
    requestSupplement: assign(({ context, event }) =>
      event.type === 'LoanV2SupplementRequested'
        ? {
            ifBackAddDataOperation: false,
            addDataRemark: [...context.addDataRemark, firstRoundRequest(event.reason, event.by, event.at)],
            updateTime: event.at,
          }
        : {},
    ),
    submitSupplement: assign(({ context, event }) => {
      if (event.type !== 'LoanV2SupplementSubmitted') return {};
      const previous = Object.fromEntries(Object.keys(event.changes).map((k) => [k, context.fields[k] ?? null]));
      return {
        fields: { ...context.fields, ...event.changes },
        ifBackAddDataOperation: true,
        checkRemark: event.checkRemark,
        supplementHistory: [
          ...context.supplementHistory,
          { round: 1 as const, by: event.by, at: event.at, checkRemark: event.checkRemark, changes: event.changes, previous },
        ],
        updateTime: event.at,
      };
    }),
  },
}).createMachine({
  id: 'loan-v2',
  context: {
    companyId: null,
    fields: {},
    createTime: null,
    createBy: null,
    updateTime: null,
    ifBackAddDataOperation: false,
    addDataRemark: [],
    supplementHistory: [],
    checkRemark: null,
    decision: null,
  },
  initial: 'new',
  states: {
    new: { meta: meta(null, NEW_STATE_LABEL), on: { LoanV2Submitted: { target: 'inReview', actions: 'recordCreation' } } },
    inReview: {
      meta: meta(2000, LOAN_V2_STATE_LABELS[2000]),
      on: {
        LoanV2Approved: { target: 'passed', actions: { type: 'recordDecision', params: { result: 'approved' } } },
        LoanV2Rejected: { target: 'refused', actions: { type: 'recordDecision', params: { result: 'rejected' } } },
        LoanV2SupplementRequested: { target: 'awaitingSupplement', actions: 'requestSupplement' },
      },
    },
    awaitingSupplement: {
      meta: meta(2003, LOAN_V2_STATE_LABELS[2003]),
      on: { LoanV2SupplementSubmitted: { guard: 'supplementOpen', target: 'inReview', actions: 'submitSupplement' } },
    },
    passed: { type: 'final', meta: meta(2001, LOAN_V2_STATE_LABELS[2001]) },
    refused: { type: 'final', meta: meta(2002, LOAN_V2_STATE_LABELS[2002]) },
  },
});

export type LoanV2Snapshot = SnapshotFrom<typeof loanV2Machine>;
