import {
  NEW_STATE_LABEL,
  SAFETY_DELETED_CODE,
  SAFETY_RECORDED_CODE,
  SAFETY_STATE_LABELS,
  type SafetyCheckRecord,
} from '@parkflow/domain';
import { type SnapshotFrom, assign, setup } from 'xstate';
import { stateMeta as meta } from '../core/machine.js';
import { EMPTY_KEPT_CONTEXT, type KeptContext, keptFrom } from '../core/record.js';
import type { SafetyCheckMachineEvent } from './safety-check.events.js';

/**
 * A safety inspection of one company on one day with its danger items (seed 001 §2.12, §3).
 * Recorded by an import (or the demo), edited in the dialog, deleted by its parent id; importing
 * the same company and day again after a delete records it anew.
 *
 *   new ─SafetyCheckRecorded→ recorded ─SafetyCheckEdited→ recorded ─SafetyCheckDeleted→ deleted
 *   deleted ─SafetyCheckRecorded→ recorded
 */
export type SafetyCheckContext = KeptContext<Partial<SafetyCheckRecord>>;

const record = { target: '#safetyCheck.recorded', actions: 'record' } as const;

export const safetyCheckMachine = setup({
  types: { context: {} as SafetyCheckContext, events: {} as SafetyCheckMachineEvent },
  actions: {
    record: assign(({ event }) => (event.type === 'SafetyCheckRecorded' ? keptFrom(event) : {})),
    edit: assign(({ context, event }) =>
      event.type === 'SafetyCheckEdited' ? { fields: { ...context.fields, ...event.changes } } : {},
    ),
  },
}).createMachine({
  id: 'safetyCheck',
  context: EMPTY_KEPT_CONTEXT,
  initial: 'new',
  states: {
    new: { meta: meta(null, NEW_STATE_LABEL), on: { SafetyCheckRecorded: record } },
    recorded: {
      meta: meta(SAFETY_RECORDED_CODE, SAFETY_STATE_LABELS[SAFETY_RECORDED_CODE]),
      on: { SafetyCheckEdited: { actions: 'edit' }, SafetyCheckDeleted: { target: 'deleted' } },
    },
    deleted: {
      meta: meta(SAFETY_DELETED_CODE, SAFETY_STATE_LABELS[SAFETY_DELETED_CODE]),
      on: { SafetyCheckRecorded: record },
    },
  },
});

export type SafetyCheckSnapshot = SnapshotFrom<typeof safetyCheckMachine>;
