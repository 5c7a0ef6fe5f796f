import { auditOpinionRejectSchema, loanSubmitSchema, parseOrThrow, supplementRequestSchema } from '@parkflow/domain';
import { REVIEWER_ROLES, applicantDenial, byOf, roleDenial } from '../core/actors.js';
import { fail, unreachable } from '../core/fail.js';
import { accepted, machineBasics, takes } from '../core/machine.js';
import { fieldsOf } from '../core/payload.js';
import { type Policy, allowedBy, always, commandsOf, gate } from '../core/policy.js';
import { LOAN_OWNED_KEYS, loanApplicantCompany, productListOf, supplementOf } from '../loan/loan.payload.js';
import type { Command, ItemSnapshot, Workflow } from '../workflow.js';
import type { LoanV2Event } from './loan-v2.events.js';
import { applicationView } from '../loan/loan.context.js';
import { type LoanV2Snapshot, loanV2Machine } from './loan-v2.machine.js';

const basics = machineBasics('loan-v2', loanV2Machine);
const typed = (snapshot: ItemSnapshot) => snapshot as LoanV2Snapshot;

/** Approve, Reject, RequestSupplement: platform admins and reviewers, while the application is in review. */
const review = (type: 'LoanV2Approved' | 'LoanV2Rejected' | 'LoanV2SupplementRequested') =>
  always<LoanV2Snapshot>({
    who: (actor, snapshot) => roleDenial(actor, REVIEWER_ROLES, snapshot.context.companyId),
    events: () => [{ type }],
    closed: (_, snapshot) =>
      snapshot.status === 'done'
        ? 'REVIEW.ALREADY_DECIDED'
        : snapshot.matches('awaitingSupplement')
          ? 'LOAN.AWAITING_SUPPLEMENT'
          : 'REVIEW.NOT_ALLOWED',
  });

const POLICY: Policy<LoanV2Snapshot, 'Approve' | 'Reject' | 'RequestSupplement' | 'SubmitSupplement'> = {
  Approve: review('LoanV2Approved'),
  Reject: review('LoanV2Rejected'),
  RequestSupplement: review('LoanV2SupplementRequested'),
  /** The applicant's company, once, while a supplement is requested (guard supplementOpen). */
  SubmitSupplement: always({
    who: (actor, snapshot) => applicantDenial(actor, snapshot.context.companyId),
    events: () => [{ type: 'LoanV2SupplementSubmitted' }],
    closed: (_, snapshot) =>
      snapshot.matches('awaitingSupplement') ? 'LOAN.SUPPLEMENT_ALREADY_SUBMITTED' : 'LOAN.SUPPLEMENT_NOT_REQUESTED',
  }),
};

function decision(type: 'Approve' | 'Reject' | 'RequestSupplement', command: Command): LoanV2Event {
  const by = byOf(command.actor);
  const { at, payload } = command;
  switch (type) {
    case 'Approve':
      return { type: 'LoanV2Approved', data: { by, at } };
    case 'Reject':
      return { type: 'LoanV2Rejected', data: { by, at, reason: parseOrThrow(auditOpinionRejectSchema, payload).reason ?? null } };
    case 'RequestSupplement':
      return {
        type: 'LoanV2SupplementRequested',
        data: { by, at, reason: parseOrThrow(supplementRequestSchema, payload).reason },
      };
    default:
      return unreachable(type);
  }
}

function decide(command: Command, snapshot: ItemSnapshot): LoanV2Event[] {
  const { actor, at, payload } = command;
  const by = byOf(actor);
  switch (command.type) {
    case 'Create': {
      if (!takes(typed(snapshot), 'LoanV2Submitted')) fail('REVIEW.NOT_ALLOWED');
      const companyId = loanApplicantCompany(actor, payload);
      // No bank round here, but the products the applicant chose are part of the application.
      const products = payload.productList === undefined ? null : productListOf(payload.productList);
      const chosen = products ? { productList: products, productIds: products.map((p) => p.id).join(',') } : {};
      const fields = fieldsOf(payload, LOAN_OWNED_KEYS);
      // Submitted at once (2000): the wizard's submit rules, as the console's form runs them.
      parseOrThrow(loanSubmitSchema, { ...fields, productIds: products?.map((p) => p.id) ?? [] });
      const data = { by, at, companyId, fields: { ...fields, ...chosen } };
      return [accepted(snapshot, { type: 'LoanV2Submitted', data }, 'REVIEW.NOT_ALLOWED')];
    }
    case 'Approve':
    case 'Reject':
    case 'RequestSupplement': {
      gate(POLICY, command.type, typed(snapshot), actor);
      return [accepted(snapshot, decision(command.type, command), 'REVIEW.ALREADY_DECIDED')];
    }
    case 'SubmitSupplement': {
      gate(POLICY, command.type, typed(snapshot), actor);
      const data = { by, at, ...supplementOf(payload, typed(snapshot).context.fields) };
      return [accepted(snapshot, { type: 'LoanV2SupplementSubmitted', data }, 'LOAN.SUPPLEMENT_NOT_REQUESTED')];
    }
    case 'Submit':
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

export const loanV2Workflow: Workflow = {
  ...basics,
  commands: commandsOf(POLICY),
  decide,
  allowed: (snapshot, actor) => allowedBy(POLICY, typed(snapshot), actor),
  companyId: (snapshot) => typed(snapshot).context.companyId,
  view(snapshot) {
    const ctx = typed(snapshot).context;
    return { ...applicationView(ctx, basics.code(snapshot)), checkResult: ctx.decision };
  },
};
