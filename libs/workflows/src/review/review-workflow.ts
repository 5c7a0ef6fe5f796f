import { type Actor, type MessageCode, type Role, auditOpinionRejectSchema, parseOrThrow, rejectSchema } from '@parkflow/domain';
import { byOf, roleDenial } from '../core/actors.js';
import { fail, unreachable } from '../core/fail.js';
import { accepted, machineBasics, takes } from '../core/machine.js';
import { creatorCompany, fieldsOf } from '../core/payload.js';
import { type Policy, allowedBy, always, commandsOf, gate } from '../core/policy.js';
import type { Command, ItemSnapshot, Workflow } from '../workflow.js';
import { type ReviewEvent, reviewEventNames } from './review.events.js';
import { type ReviewMachineSpec, type ReviewSnapshot, reviewMachine } from './review-machine.js';

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

/** Why the machine refuses a decision: a decided item is done (final), a new one not yet submitted. */
const decisionClosed = (_: Actor, snapshot: ReviewSnapshot): MessageCode =>
  snapshot.status === 'done' ? 'REVIEW.ALREADY_DECIDED' : 'REVIEW.NOT_ALLOWED';

/** Build the Workflow of a simple review kind from its spec (and the machine made from it). */
export function reviewWorkflow<P extends string>(spec: ReviewSpec<P>, machine = reviewMachine(spec)): Workflow {
  const basics = machineBasics(spec.kind, machine);
  const names = reviewEventNames(spec.prefix);
  const typed = (snapshot: ItemSnapshot) => snapshot as ReviewSnapshot;
  const reviewer = (actor: Actor, snapshot: ReviewSnapshot) => roleDenial(actor, spec.reviewers, snapshot.context.companyId);

  /** Approve and Reject: the kind's reviewers, while the machine takes the decision (pending). */
  const policy: Policy<ReviewSnapshot, 'Approve' | 'Reject'> = {
    Approve: always({ who: reviewer, events: () => [{ type: names.approved }], closed: decisionClosed }),
    Reject: always({ who: reviewer, events: () => [{ type: names.rejected }], closed: decisionClosed }),
  };

  function decide(command: Command, snapshot: ItemSnapshot): ReviewEvent<P>[] {
    const { actor, at, payload } = command;
    const by = byOf(actor);
    switch (command.type) {
      case 'Create': {
        if (!takes(typed(snapshot), names.created)) fail('REVIEW.NOT_ALLOWED');
        const companyId = creatorCompany(actor, payload, { creators: spec.creators, companyRequired: false });
        const data = { by, at, companyId, fields: fieldsOf(payload, ['companyId']) };
        return [accepted(snapshot, { type: names.created, data }, 'REVIEW.NOT_ALLOWED')];
      }
      case 'Approve':
        gate(policy, command.type, typed(snapshot), actor);
        return [accepted(snapshot, { type: names.approved, data: { by, at } }, 'REVIEW.ALREADY_DECIDED')];
      case 'Reject': {
        gate(policy, command.type, typed(snapshot), actor);
        // The reject dialog's own rule (libs/domain), as the console runs it.
        const reason = parseOrThrow(spec.reasonRequired ? rejectSchema : auditOpinionRejectSchema, payload).reason ?? null;
        return [accepted(snapshot, { type: names.rejected, data: { by, at, reason } }, 'REVIEW.ALREADY_DECIDED')];
      }
      case 'Submit':
      case 'RequestSupplement':
      case 'SubmitSupplement':
      case 'Reply':
      case 'Edit':
      case 'Push':
      case 'Delete':
      case 'SetAvailability':
        return fail('ENGINE.UNKNOWN_COMMAND');
      default:
        return unreachable(command.type);
    }
  }

  return {
    ...basics,
    commands: commandsOf(policy),
    decide,
    allowed: (snapshot, actor) => allowedBy(policy, typed(snapshot), actor),
    companyId: (snapshot) => typed(snapshot).context.companyId,
    view(snapshot) {
      const ctx = typed(snapshot).context;
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
