import { type Kind, NEW_STATE_LABEL, stateLabel } from '@parkflow/domain';
import { type SnapshotFrom, assign, setup } from 'xstate';
import type { By } from '../core/actors.js';
import { stateMeta as meta } from '../core/machine.js';
import type { Fields } from '../core/payload.js';
import type { CreatedContext } from '../core/record.js';
import { type ReviewMachineEvent, reviewEventNames } from './review.events.js';

/** A decided review: who, when, and the rejection reason or opinion. */
export interface ReviewDecision {
  by: By;
  at: string;
  reason: string | null;
}

export interface ReviewContext extends CreatedContext<Fields> {
  decision: ReviewDecision | null;
}

export interface ReviewMachineSpec<P extends string> {
  kind: Kind;
  /** Event name prefix: `VisitAppointment` → `VisitAppointmentApproved`. */
  prefix: P;
  /** Rejection must carry a reason (decide runs rejectSchema instead of auditOpinionRejectSchema). */
  reasonRequired: boolean;
}

export const emptyReviewContext = (): ReviewContext => ({
  companyId: null,
  fields: {},
  createTime: null,
  createBy: null,
  decision: null,
});

/**
 * new → (…Submitted) → pending (0) → (…Approved) → approved (1)
 *                                  → (…Rejected) → rejected (-1)
 */
export function reviewMachine<P extends string>(spec: ReviewMachineSpec<P>) {
  const names = reviewEventNames(spec.prefix);
  return setup({
    types: { context: {} as ReviewContext, events: {} as ReviewMachineEvent },
    actions: {
      recordCreation: assign(({ event }) =>
        'fields' in event ? { companyId: event.companyId, fields: event.fields, createTime: event.at, createBy: event.by } : {},
      ),
      recordDecision: assign(({ event }) => ({
        decision: { by: event.by, at: event.at, reason: 'reason' in event ? event.reason : null },
      })),
    },
  }).createMachine({
    id: spec.kind,
    context: emptyReviewContext,
    initial: 'new',
    states: {
      new: {
        meta: meta(null, NEW_STATE_LABEL),
        on: { [names.created]: { target: 'pending', actions: 'recordCreation' } },
      },
      pending: {
        meta: meta(0, stateLabel(spec.kind, 0)),
        on: {
          [names.approved]: { target: 'approved', actions: 'recordDecision' },
          // Whether a reason is required is the reject dialog's rule (libs/domain rejectSchema), run by decide.
          [names.rejected]: { target: 'rejected', actions: 'recordDecision' },
        },
      },
      approved: { type: 'final', meta: meta(1, stateLabel(spec.kind, 1)) },
      rejected: { type: 'final', meta: meta(-1, stateLabel(spec.kind, -1)) },
    },
  });
}

export type ReviewMachine = ReturnType<typeof reviewMachine>;
export type ReviewSnapshot = SnapshotFrom<ReviewMachine>;
