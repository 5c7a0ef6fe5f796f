import {
  type Actor,
  type CommandType,
  type MessageCode,
  auditOpinionRejectSchema,
  loanSubmitSchema,
  parseOrThrow,
  supplementRequestSchema,
} from '@parkflow/domain';
import { REVIEWER_ROLES, applicantDenial, byOf, roleDenial } from '../core/actors.js';
import { fail, unreachable } from '../core/fail.js';
import { accepted, machineBasics } from '../core/machine.js';
import { fieldsOf } from '../core/payload.js';
import { LOAN_OWNED_KEYS, loanApplicantCompany, productListOf, supplementOf } from '../loan/loan.payload.js';
import type { Command, ItemSnapshot, Workflow } from '../workflow.js';
import type { LoanV2Event } from './loan-v2.events.js';
import { applicationView } from '../loan/loan.context.js';
import { type LoanV2Context, loanV2Machine } from './loan-v2.machine.js';

const COMMANDS = ['Approve', 'Reject', 'RequestSupplement', 'SubmitSupplement'] as const satisfies readonly CommandType[];

const basics = machineBasics('loan-v2', loanV2Machine);
const contextOf = (snapshot: ItemSnapshot) => snapshot.context as LoanV2Context;

/** Why this actor may not Approve / Reject / RequestSupplement now. */
function decisionDenial(snapshot: ItemSnapshot, actor: Actor): MessageCode | null {
  const role = roleDenial(actor, REVIEWER_ROLES, contextOf(snapshot).companyId);
  if (role) return role;
  switch (basics.stateName(snapshot)) {
    case 'inReview':
      return null;
    case 'awaitingSupplement':
      return 'LOAN.AWAITING_SUPPLEMENT';
    case 'passed':
    case 'refused':
      return 'REVIEW.ALREADY_DECIDED';
    default:
      return 'REVIEW.NOT_ALLOWED';
  }
}

/** Why this actor may not SubmitSupplement now. */
function supplementDenial(snapshot: ItemSnapshot, actor: Actor): MessageCode | null {
  const ctx = contextOf(snapshot);
  const applicant = applicantDenial(actor, ctx.companyId);
  if (applicant) return applicant;
  if (basics.stateName(snapshot) !== 'awaitingSupplement') return 'LOAN.SUPPLEMENT_NOT_REQUESTED';
  return ctx.ifBackAddDataOperation ? 'LOAN.SUPPLEMENT_ALREADY_SUBMITTED' : null;
}

function decision(type: 'Approve' | 'Reject' | 'RequestSupplement', command: Command): LoanV2Event {
  const by = byOf(command.actor);
  const { at, payload } = command;
  switch (type) {
    case 'Approve':
      return { type: 'LoanV2Approved', data: { by, at } };
    case 'Reject':
      return { type: 'LoanV2Rejected', data: { by, at, reason: parseOrThrow(auditOpinionRejectSchema, payload).reason ?? null } };
    case 'RequestSupplement':
      return { type: 'LoanV2SupplementRequested', data: { by, at, reason: parseOrThrow(supplementRequestSchema, payload).reason } };
    default:
      return unreachable(type);
  }
}

function decide(command: Command, snapshot: ItemSnapshot): LoanV2Event[] {
  const { actor, at, payload } = command;
  const by = byOf(actor);
  switch (command.type) {
    case 'Create': {
      if (basics.stateName(snapshot) !== 'new') fail('REVIEW.NOT_ALLOWED');
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
      const denied = decisionDenial(snapshot, actor);
      if (denied) fail(denied);
      return [accepted(snapshot, decision(command.type, command), 'REVIEW.ALREADY_DECIDED')];
    }
    case 'SubmitSupplement': {
      const denied = supplementDenial(snapshot, actor);
      if (denied) fail(denied);
      const data = { by, at, ...supplementOf(payload, contextOf(snapshot).fields) };
      return [accepted(snapshot, { type: 'LoanV2SupplementSubmitted', data }, 'LOAN.SUPPLEMENT_NOT_REQUESTED')];
    }
    case 'Submit':
    case 'Reply':
      return fail('ENGINE.UNKNOWN_COMMAND');
    default:
      return unreachable(command.type);
  }
}

function allowed(snapshot: ItemSnapshot, actor: Actor): CommandType[] {
  const out: CommandType[] = [];
  if (decisionDenial(snapshot, actor) === null) out.push('Approve', 'Reject', 'RequestSupplement');
  if (supplementDenial(snapshot, actor) === null) out.push('SubmitSupplement');
  return out;
}

export const loanV2Workflow: Workflow = {
  ...basics,
  commands: COMMANDS,
  decide,
  allowed,
  companyId: (snapshot) => contextOf(snapshot).companyId,
  view(snapshot) {
    const ctx = contextOf(snapshot);
    return { ...applicationView(ctx, basics.code(snapshot)), checkResult: ctx.decision };
  },
};
