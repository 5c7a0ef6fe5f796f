import { type Actor, type CommandType, type MessageCode, type Role, auditOpinionRejectSchema, parseOrThrow, rejectSchema } from '@parkflow/domain';
import { byOf, roleDenial } from '../core/actors.js';
import { fail, unreachable } from '../core/fail.js';
import { accepted, machineBasics } from '../core/machine.js';
import { creatorCompany, fieldsOf } from '../core/payload.js';
import type { Command, ItemSnapshot, Workflow } from '../workflow.js';
import { type ReviewEvent, reviewEventNames } from './review.events.js';
import { type ReviewContext, type ReviewMachineSpec, reviewMachine } from './review-machine.js';

/** One simple review kind: codes 0 → 1 / -1, read-model field names as in its seed. */
export interface ReviewSpec<P extends string> extends ReviewMachineSpec<P> {
  /** Where the code goes in `view()`: `audit_state` or `isCheck`. */
  codeField: 'audit_state' | 'isCheck';
  /** `create_time` (seed 000 enterprise/provider) or `createTime`. */
  createTimeField: 'create_time' | 'createTime';
  /** Where the rejection reason goes: `audit_opinion` or `rejectionReasons`. */
  reasonField: 'audit_opinion' | 'rejectionReasons';
  /** Where the decision time goes: `audit_time` or `checkTime`. */
  timeField: 'audit_time' | 'checkTime';
  /** Roles that may approve or reject. */
  reviewers: readonly Role[];
  /** Roles that may create (enterprise members for their own company; staff for any). */
  creators: readonly Role[];
}

const COMMANDS = ['Approve', 'Reject'] as const satisfies readonly CommandType[];

/** Build the Workflow of a simple review kind from its spec (and the machine made from it). */
export function reviewWorkflow<P extends string>(spec: ReviewSpec<P>, machine = reviewMachine(spec)): Workflow {
  const basics = machineBasics(spec.kind, machine);
  const names = reviewEventNames(spec.prefix);
  const contextOf = (snapshot: ItemSnapshot) => snapshot.context as ReviewContext;

  /** Why this actor may not send Approve/Reject now (null: it may). Role first, then state. */
  function denial(snapshot: ItemSnapshot, actor: Actor): MessageCode | null {
    const role = roleDenial(actor, spec.reviewers, contextOf(snapshot).companyId);
    if (role) return role;
    const state = basics.stateName(snapshot);
    if (state === 'pending') return null;
    return state === 'new' ? 'REVIEW.NOT_ALLOWED' : 'REVIEW.ALREADY_DECIDED';
  }

  function decide(command: Command, snapshot: ItemSnapshot): ReviewEvent<P>[] {
    const { actor, at, payload } = command;
    const by = byOf(actor);
    switch (command.type) {
      case 'Create': {
        if (basics.stateName(snapshot) !== 'new') fail('REVIEW.NOT_ALLOWED');
        const companyId = creatorCompany(actor, payload, { creators: spec.creators, companyRequired: false });
        const data = { by, at, companyId, fields: fieldsOf(payload, ['companyId']) };
        return [accepted(snapshot, { type: names.created, data }, 'REVIEW.NOT_ALLOWED')];
      }
      case 'Approve': {
        const denied = denial(snapshot, actor);
        if (denied) fail(denied);
        return [accepted(snapshot, { type: names.approved, data: { by, at } }, 'REVIEW.ALREADY_DECIDED')];
      }
      case 'Reject': {
        const denied = denial(snapshot, actor);
        if (denied) fail(denied);
        // The reject dialog's own rule (libs/domain), as the console runs it.
        const reason = parseOrThrow(spec.reasonRequired ? rejectSchema : auditOpinionRejectSchema, payload).reason ?? null;
        return [accepted(snapshot, { type: names.rejected, data: { by, at, reason } }, 'REVIEW.ALREADY_DECIDED')];
      }
      case 'Submit':
      case 'RequestSupplement':
      case 'SubmitSupplement':
      case 'Reply':
        return fail('ENGINE.UNKNOWN_COMMAND');
      default:
        return unreachable(command.type);
    }
  }

  return {
    ...basics,
    commands: COMMANDS,
    decide,
    allowed: (snapshot, actor) => (denial(snapshot, actor) === null ? [...COMMANDS] : []),
    companyId: (snapshot) => contextOf(snapshot).companyId,
    view(snapshot) {
      const ctx = contextOf(snapshot);
      const code = basics.code(snapshot);
      return {
        ...ctx.fields,
        companyId: ctx.companyId,
        [spec.createTimeField]: ctx.createTime,
        createBy: ctx.createBy?.userId ?? null,
        createByName: ctx.createBy?.realname ?? null,
        [spec.codeField]: typeof code === 'number' ? code : null,
        [spec.reasonField]: ctx.decision?.reason ?? null,
        [spec.timeField]: ctx.decision?.at ?? null,
        reviewer: ctx.decision?.by ?? null,
      };
    },
  };
}
