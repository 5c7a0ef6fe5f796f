import { auditOpinionRejectSchema, loanSubmitSchema, parseOrThrow, supplementRequestSchema } from '@parkflow/domain';
import { applicantDenial, byOf, mayByRole } from '../core/actors.js';
import { type KindCommand, defineWorkflow } from '../core/define-workflow.js';
import { fail, unreachable } from '../core/fail.js';
import { accepted, machineBasics, takes } from '../core/machine.js';
import { fieldsOf } from '../core/payload.js';
import { type Policy, always } from '../core/policy.js';
import { rolesFor } from '../core/role-policy.js';
import { LOAN_OWNED_KEYS, loanApplicantCompany, productListOf, supplementOf } from '../loan/loan.payload.js';
import type { Workflow } from '../workflow.js';
import type { LoanV2Event } from './loan-v2.events.js';
import { applicationView } from '../loan/loan.context.js';
import { type LoanV2Snapshot, loanV2Machine } from './loan-v2.machine.js';

const basics = machineBasics('loan-v2', loanV2Machine);
const companyOf = (snapshot: LoanV2Snapshot) => snapshot.context.companyId;

type Decision = 'Approve' | 'Reject' | 'RequestSupplement';
type LoanV2Command = Decision | 'SubmitSupplement';

/** Approve, Reject, RequestSupplement: the reviewers (the role policy), while the application is in review. */
const review = (command: Decision, type: 'LoanV2Approved' | 'LoanV2Rejected' | 'LoanV2SupplementRequested') =>
  always<LoanV2Snapshot>({
    who: mayByRole('loan-v2', command, companyOf),
    events: () => [{ type }],
    closed: (_, snapshot) =>
      snapshot.status === 'done'
        ? 'REVIEW.ALREADY_DECIDED'
        : snapshot.matches('awaitingSupplement')
          ? 'LOAN.AWAITING_SUPPLEMENT'
          : 'REVIEW.NOT_ALLOWED',
  });

const POLICY: Policy<LoanV2Snapshot, LoanV2Command> = {
  Approve: review('Approve', 'LoanV2Approved'),
  Reject: review('Reject', 'LoanV2Rejected'),
  RequestSupplement: review('RequestSupplement', 'LoanV2SupplementRequested'),
  /** The applicant's company, once, while a supplement is requested (guard supplementOpen). */
  SubmitSupplement: always({
    who: (actor, snapshot) => applicantDenial(actor, rolesFor('loan-v2', 'SubmitSupplement'), snapshot.context.companyId),
    events: () => [{ type: 'LoanV2SupplementSubmitted' }],
    closed: (_, snapshot) =>
      snapshot.matches('awaitingSupplement') ? 'LOAN.SUPPLEMENT_ALREADY_SUBMITTED' : 'LOAN.SUPPLEMENT_NOT_REQUESTED',
  }),
};

function decision(type: Decision, command: KindCommand<LoanV2Command>): LoanV2Event {
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

function decide(command: KindCommand<LoanV2Command>, snapshot: LoanV2Snapshot): LoanV2Event[] {
  const { actor, at, payload } = command;
  const by = byOf(actor);
  switch (command.type) {
    case 'Create': {
      if (!takes(snapshot, 'LoanV2Submitted')) fail('REVIEW.NOT_ALLOWED');
      const companyId = loanApplicantCompany(actor, payload, 'loan-v2');
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
    case 'RequestSupplement':
      return [accepted(snapshot, decision(command.type, command), 'REVIEW.ALREADY_DECIDED')];
    case 'SubmitSupplement': {
      const data = { by, at, ...supplementOf(payload, snapshot.context.fields) };
      return [accepted(snapshot, { type: 'LoanV2SupplementSubmitted', data }, 'LOAN.SUPPLEMENT_NOT_REQUESTED')];
    }
    default:
      return unreachable(command.type);
  }
}

export const loanV2Workflow: Workflow = defineWorkflow({
  basics,
  policy: POLICY,
  decide,
  companyId: companyOf,
  view(snapshot) {
    const ctx = snapshot.context;
    return { ...applicationView(ctx, basics.code(snapshot)), checkResult: ctx.decision };
  },
});
