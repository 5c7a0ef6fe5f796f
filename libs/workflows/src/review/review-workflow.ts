import { type Actor, type MessageCode, auditOpinionRejectSchema, parseOrThrow, rejectSchema } from '@parkflow/domain';
import { byOf, mayByRole } from '../core/actors.js';
import { type KindCommand, defineWorkflow } from '../core/define-workflow.js';
import { fail, unreachable } from '../core/fail.js';
import { accepted, machineBasics, takes } from '../core/machine.js';
import { creatorCompany, fieldsOf } from '../core/payload.js';
import { type Policy, always } from '../core/policy.js';
import { createdView } from '../core/record.js';
import type { Workflow } from '../workflow.js';
import { type ReviewEvent, reviewEventNames } from './review.events.js';
import { type ReviewMachineSpec, type ReviewSnapshot, reviewMachine } from './review-machine.js';

/**
 * One simple review kind: codes 0 → 1 / -1, read-model field names as in its seed. Who files
 * and who decides it is the role policy's (core/role-policy.ts).
 */
export interface ReviewSpec<P extends string> extends ReviewMachineSpec<P> {
  /** Where the code goes in `view()`: `audit_state` or `isCheck`. */
  codeField: 'audit_state' | 'isCheck';
  /** `create_time` (seed 000 enterprise/provider) or `createTime`. */
  createTimeField: 'create_time' | 'createTime';
  /** Where the rejection reason goes: `audit_opinion` or `rejectionReasons`. */
  reasonField: 'audit_opinion' | 'rejectionReasons';
  /** Where the decision time goes: `audit_time` or `checkTime`. */
  timeField: 'audit_time' | 'checkTime';
}

/** Why the machine refuses a decision: a decided item is done (final), a new one not yet submitted. */
const decisionClosed = (_: Actor, snapshot: ReviewSnapshot): MessageCode =>
  snapshot.status === 'done' ? 'REVIEW.ALREADY_DECIDED' : 'REVIEW.NOT_ALLOWED';

type ReviewCommand = 'Approve' | 'Reject';

/** Build the Workflow of a simple review kind from its spec (and the machine made from it). */
export function reviewWorkflow<P extends string>(spec: ReviewSpec<P>, machine = reviewMachine(spec)): Workflow {
  const basics = machineBasics(spec.kind, machine);
  const names = reviewEventNames(spec.prefix);
  const companyOf = (snapshot: ReviewSnapshot) => snapshot.context.companyId;

  /** Approve and Reject: the kind's deciders (the role policy), while the machine takes the decision (pending). */
  const policy: Policy<ReviewSnapshot, ReviewCommand> = {
    Approve: always({
      who: mayByRole(spec.kind, 'Approve', companyOf),
      events: () => [{ type: names.approved }],
      closed: decisionClosed,
    }),
    Reject: always({
      who: mayByRole(spec.kind, 'Reject', companyOf),
      events: () => [{ type: names.rejected }],
      closed: decisionClosed,
    }),
  };

  function decide(command: KindCommand<ReviewCommand>, snapshot: ReviewSnapshot): ReviewEvent<P>[] {
    const { actor, at, payload } = command;
    const by = byOf(actor);
    switch (command.type) {
      case 'Create': {
        if (!takes(snapshot, names.created)) fail('REVIEW.NOT_ALLOWED');
        const companyId = creatorCompany(actor, payload, spec.kind);
        const data = { by, at, companyId, fields: fieldsOf(payload, ['companyId']) };
        return [accepted(snapshot, { type: names.created, data }, 'REVIEW.NOT_ALLOWED')];
      }
      case 'Approve':
        return [accepted(snapshot, { type: names.approved, data: { by, at } }, 'REVIEW.ALREADY_DECIDED')];
      case 'Reject': {
        // The reject dialog's own rule (libs/domain), as the console runs it.
        const reason = parseOrThrow(spec.reasonRequired ? rejectSchema : auditOpinionRejectSchema, payload).reason ?? null;
        return [accepted(snapshot, { type: names.rejected, data: { by, at, reason } }, 'REVIEW.ALREADY_DECIDED')];
      }
      default:
        return unreachable(command.type);
    }
  }

  return defineWorkflow({
    basics,
    policy,
    decide,
    companyId: companyOf,
    view(snapshot) {
      const ctx = snapshot.context;
      const code = basics.code(snapshot);
      return {
        ...ctx.fields,
        companyId: ctx.companyId,
        ...createdView(ctx, spec.createTimeField),
        [spec.codeField]: typeof code === 'number' ? code : null,
        [spec.reasonField]: ctx.decision?.reason ?? null,
        [spec.timeField]: ctx.decision?.at ?? null,
        reviewer: ctx.decision?.by ?? null,
      };
    },
  });
}
