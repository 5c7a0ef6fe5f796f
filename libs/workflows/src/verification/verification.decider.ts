import {
  gateVerificationSchema,
  parseOrThrow,
  verificationFormTypeSchema,
  verificationRecordSchema,
  type VerifyHistoryEntry,
} from '@parkflow/domain';
import { keptRecordWorkflow } from '../core/kept-record.js';
import { createdView } from '../core/record.js';
import type { Command, Workflow } from '../workflow.js';
import { type VerificationSnapshot, verificationMachine } from './verification.machine.js';

/** The verification the guard makes now: its place and images from the device, who and when from the command. */
function verificationOf(command: Pick<Command, 'at' | 'actor'>, given: unknown): VerifyHistoryEntry {
  const v = parseOrThrow(gateVerificationSchema, given ?? {});
  return {
    verifyTime: command.at,
    verifyName: command.actor.realname,
    area: v.area ?? '',
    fenceName: v.fenceName ?? '',
    verifyImg: v.verifyImg,
  };
}

const images = (entry: VerifyHistoryEntry | undefined) => entry?.verifyImg ?? '';

/**
 * Gate records: a gate guard's device records the entry (or a cmt record's exit) and then the
 * exit, a `Submit { verification }`: the second and last verification. Only a gate guard verifies
 * at a gate (the role policy); anyone else hears 仅门岗人员可以核验. Park operations read the records;
 * nobody edits them.
 */
export const verificationWorkflow: Workflow = keptRecordWorkflow({
  kind: 'verification',
  machine: verificationMachine,
  refusedAs: 'VERIFICATION.NOT_A_GUARD',
  record: {
    event: 'VerificationRecorded',
    data: (command) => {
      const formType = parseOrThrow(verificationFormTypeSchema, command.payload.formType);
      const fields = parseOrThrow(verificationRecordSchema(formType), command.payload.fields ?? {}) as Record<string, unknown>;
      return { formType, fields, verification: verificationOf(command, command.payload.verification) };
    },
  },
  moves: {
    Submit: {
      event: 'VerificationExited',
      data: (command) => ({ verification: verificationOf(command, command.payload.verification) }),
      closed: () => 'VERIFICATION.ALREADY_EXITED',
    },
  },
  view(snapshot) {
    const ctx = (snapshot as VerificationSnapshot).context;
    const history = ctx.verifyHistory;
    const exitOnly = ctx.formType === 'cmt';
    return {
      formType: ctx.formType,
      ...ctx.fields,
      verifyHistory: history,
      // the scene images as file fields (libs/domain FILE_FIELDS): the server links them for viewing
      entryImg: exitOnly ? '' : images(history[0]),
      exitImg: exitOnly ? images(history[0]) : images(history[1]),
      verifyName: history.map((h) => h.verifyName).join(','),
      ...createdView(ctx),
    };
  },
});
