import {
  type Actor,
  gateVerificationSchema,
  type MessageCode,
  parseOrThrow,
  ROLES,
  verificationFormTypeSchema,
  verificationRecordSchema,
  type VerifyHistoryEntry,
} from '@parkflow/domain';
import { byOf, roleDenial } from '../core/actors.js';
import { fail, unreachable } from '../core/fail.js';
import { accepted, machineBasics, takes } from '../core/machine.js';
import { type Policy, allowedBy, always, commandsOf, gate } from '../core/policy.js';
import type { Command, ItemSnapshot, Workflow } from '../workflow.js';
import type { VerificationEvent } from './verification.events.js';
import { type VerificationSnapshot, verificationMachine } from './verification.machine.js';

const typed = (snapshot: ItemSnapshot) => snapshot as VerificationSnapshot;

/** Only a gate guard verifies at a gate (its device signs in with the guard's account). */
const GUARDS = [ROLES.GATE_GUARD] as const;

/** Who may record verifications: gate guards; null when this actor may. */
export const verificationDenial = (actor: Actor): MessageCode | null =>
  roleDenial(actor, GUARDS, null) === null ? null : 'VERIFICATION.NOT_A_GUARD';

/**
 * The exit of a record that entered is a `Submit` { verification } by a guard: the second and last
 * verification. Staff read the records; nobody edits them.
 */
const POLICY: Policy<VerificationSnapshot, 'Submit'> = {
  Submit: always({
    who: (actor) => verificationDenial(actor),
    events: () => [{ type: 'VerificationExited' }],
    closed: () => 'VERIFICATION.ALREADY_EXITED',
  }),
};

/** The verification the guard makes now: its place and images from the device, who and when from the command. */
function verificationOf(command: Command, given: unknown): VerifyHistoryEntry {
  const v = parseOrThrow(gateVerificationSchema, given ?? {});
  return {
    verifyTime: command.at,
    verifyName: command.actor.realname,
    area: v.area ?? '',
    fenceName: v.fenceName ?? '',
    verifyImg: v.verifyImg,
  };
}

function decide(command: Command, snapshot: ItemSnapshot): VerificationEvent[] {
  const { actor, at, payload } = command;
  const by = byOf(actor);
  switch (command.type) {
    case 'Create': {
      const denied = verificationDenial(actor);
      if (denied) fail(denied);
      if (!takes(typed(snapshot), 'VerificationRecorded')) fail('ENGINE.CONCURRENT_WRITE');
      const formType = parseOrThrow(verificationFormTypeSchema, payload.formType);
      const fields = parseOrThrow(verificationRecordSchema(formType), payload.fields ?? {}) as Record<string, unknown>;
      const verification = verificationOf(command, payload.verification);
      return [
        accepted(
          snapshot,
          { type: 'VerificationRecorded', data: { by, at, formType, fields, verification } },
          'REVIEW.NOT_ALLOWED',
        ),
      ];
    }
    case 'Submit': {
      gate(POLICY, command.type, typed(snapshot), actor);
      const verification = verificationOf(command, payload.verification);
      return [accepted(snapshot, { type: 'VerificationExited', data: { by, at, verification } }, 'VERIFICATION.ALREADY_EXITED')];
    }
    case 'Approve':
    case 'Reject':
    case 'RequestSupplement':
    case 'SubmitSupplement':
    case 'Reply':
    case 'Push':
    case 'SetAvailability':
    case 'Edit':
    case 'Delete':
      return fail('ENGINE.UNKNOWN_COMMAND');
    default:
      return unreachable(command.type);
  }
}

const images = (entry: VerifyHistoryEntry | undefined) => entry?.verifyImg ?? '';

export const verificationWorkflow: Workflow = {
  ...machineBasics('verification', verificationMachine),
  commands: commandsOf(POLICY),
  decide,
  allowed: (snapshot, actor) => allowedBy(POLICY, typed(snapshot), actor),
  companyId: () => null,
  view(snapshot) {
    const ctx = typed(snapshot).context;
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
      createTime: ctx.createTime,
      createBy: ctx.createBy?.userId ?? null,
      createByName: ctx.createBy?.realname ?? null,
    };
  },
};
