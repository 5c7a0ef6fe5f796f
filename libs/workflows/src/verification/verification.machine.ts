import {
  NEW_STATE_LABEL,
  VERIFICATION_STATE,
  VERIFICATION_STATE_LABELS,
  type VerificationFormType,
  type VerifyHistoryEntry,
} from '@parkflow/domain';
import { type SnapshotFrom, assign, setup } from 'xstate';
import { stateMeta as meta } from '../core/machine.js';
import type { CreatedContext } from '../core/record.js';
import type { VerificationMachineEvent } from './verification.events.js';

/**
 * Gate verification records (seed 001 §2.4, §3, §4). A gate device records the entry of a
 * transfer vehicle (wf), an appointed vehicle (wh) or a delivery (wht), which is then in progress
 * (code 1: 在途 / 已入园 / 配送中), and its exit, which verifies it (code 2 已核验). Items carried
 * out (cmt) are verified at the exit only: they are 已核验 from their first verification.
 *
 *   new ─VerificationRecorded→ inProgress (1) ─VerificationExited→ verified (2)
 *   new ─VerificationRecorded [cmt]→ verified (2)
 */
/** A gate record belongs to no company (the park's gates). */
export interface VerificationContext extends Omit<CreatedContext, 'companyId'> {
  formType: VerificationFormType | null;
  verifyHistory: VerifyHistoryEntry[];
}

export const verificationMachine = setup({
  types: { context: {} as VerificationContext, events: {} as VerificationMachineEvent },
  guards: {
    exitOnly: ({ event }) => event.type === 'VerificationRecorded' && event.formType === 'cmt',
  },
  actions: {
    record: assign(({ event }) =>
      event.type === 'VerificationRecorded'
        ? {
            formType: event.formType,
            fields: event.fields,
            verifyHistory: [event.verification],
            createTime: event.at,
            createBy: event.by,
          }
        : {},
    ),
    exit: assign(({ context, event }) =>
      event.type === 'VerificationExited' ? { verifyHistory: [...context.verifyHistory, event.verification] } : {},
    ),
  },
}).createMachine({
  id: 'verification',
  context: { formType: null, fields: {}, verifyHistory: [], createTime: null, createBy: null },
  initial: 'new',
  states: {
    new: {
      meta: meta(null, NEW_STATE_LABEL),
      on: {
        VerificationRecorded: [
          { guard: 'exitOnly', target: 'verified', actions: 'record' },
          { target: 'inProgress', actions: 'record' },
        ],
      },
    },
    inProgress: {
      meta: meta(VERIFICATION_STATE.IN_PROGRESS, VERIFICATION_STATE_LABELS[1]),
      on: { VerificationExited: { target: 'verified', actions: 'exit' } },
    },
    verified: { meta: meta(VERIFICATION_STATE.VERIFIED, VERIFICATION_STATE_LABELS[2], true), type: 'final' },
  },
});

export type VerificationSnapshot = SnapshotFrom<typeof verificationMachine>;
