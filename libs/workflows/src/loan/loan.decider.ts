import {
  type Actor,
  type CommandType,
  type MessageCode,
  ROLES,
  auditOpinionRejectSchema,
  hasRole,
  loanSecondRoundApproveSchema,
  loanSecondRoundRejectSchema,
  loanSecondRoundSupplementSchema,
  parseOrThrow,
  supplementRequestSchema,
} from '@parkflow/domain';
import { REVIEWER_ROLES, applicantDenial, byOf, roleDenial } from '../core/actors.js';
import { fail, unreachable } from '../core/fail.js';
import { accepted, machineBasics } from '../core/machine.js';
import { fieldsOf } from '../core/payload.js';
import type { Command, ItemSnapshot, Workflow } from '../workflow.js';
import {
  bankCount,
  bankMayDecide,
  deriveCheckState,
  findBank,
  pairsOfBank,
  supplementRequestedByABank,
} from './loan.banks.js';
import { applicationView, BANK_CHECK_STATES, type LoanBank, type LoanContext } from './loan.context.js';
import type { LoanEvent } from './loan.events.js';
import { loanMachine } from './loan.machine.js';
import { LOAN_OWNED_KEYS, loanApplicantCompany, productListOf, supplementOf } from './loan.payload.js';

const COMMANDS = ['Submit', 'Approve', 'Reject', 'RequestSupplement', 'SubmitSupplement'] as const satisfies readonly CommandType[];
type Decision = 'Approve' | 'Reject' | 'RequestSupplement';

const basics = machineBasics('loan', loanMachine);
const contextOf = (snapshot: ItemSnapshot) => snapshot.context as LoanContext;

/** Where the application stands, as far as who may act is concerned. */
type Stage = 'new' | 'draft' | 'first' | 'firstAwaiting' | 'firstRejected' | 'second';
function stageOf(snapshot: ItemSnapshot): Stage {
  const state = basics.stateName(snapshot);
  if (state === 'new' || state === 'draft') return state;
  if (state === 'firstRound.supplementRequested') return 'firstAwaiting';
  if (state.startsWith('firstRound.')) return 'first';
  if (state === 'rejected') return 'firstRejected';
  return 'second';
}

/** First round: reviewers and platform admins; a credit institution is in the wrong round. */
function firstRoundRoleDenial(actor: Actor, companyId: string | null): MessageCode | null {
  if (hasRole(actor, ...REVIEWER_ROLES)) return null;
  if (hasRole(actor, ROLES.CREDIT_INSTITUTION)) return 'REVIEW.ROUND_FORBIDDEN';
  return roleDenial(actor, REVIEWER_ROLES, companyId);
}

/** Second round: credit institutions bound to a bank; reviewers and platform admins are in the wrong round. */
function secondRoundRoleDenial(actor: Actor, companyId: string | null): MessageCode | null {
  if (hasRole(actor, ROLES.CREDIT_INSTITUTION)) return actor.bankId ? null : 'LOAN.NO_BANK_BOUND';
  if (hasRole(actor, ...REVIEWER_ROLES)) return 'REVIEW.ROUND_FORBIDDEN';
  return roleDenial(actor, [ROLES.CREDIT_INSTITUTION], companyId);
}

/** Why this bank may not decide on this product now. */
function bankDenial(bank: LoanBank | undefined): MessageCode | null {
  if (!bank) return 'LOAN.NOT_YOUR_PRODUCT';
  if (bankMayDecide(bank)) return null;
  return bank.bankCheckState === BANK_CHECK_STATES.SUPPLEMENT_REQUESTED
    ? 'LOAN.AWAITING_SUPPLEMENT'
    : 'REVIEW.ALREADY_DECIDED';
}

/**
 * Why this actor may not Approve / Reject / RequestSupplement now, whatever the product
 * (in the second round: null when at least one of its bank's products awaits its decision).
 */
function decisionDenial(snapshot: ItemSnapshot, actor: Actor): MessageCode | null {
  const { companyId, productList } = contextOf(snapshot);
  const stage = stageOf(snapshot);
  switch (stage) {
    case 'new':
    case 'draft':
      return roleDenial(actor, [...REVIEWER_ROLES, ROLES.CREDIT_INSTITUTION], companyId) ?? 'REVIEW.NOT_ALLOWED';
    case 'first':
      return firstRoundRoleDenial(actor, companyId);
    case 'firstAwaiting':
      return firstRoundRoleDenial(actor, companyId) ?? 'LOAN.AWAITING_SUPPLEMENT';
    case 'firstRejected':
      return firstRoundRoleDenial(actor, companyId) ?? 'REVIEW.ALREADY_DECIDED';
    case 'second': {
      const role = secondRoundRoleDenial(actor, companyId);
      if (role) return role;
      if (actor.bankId === null) return 'LOAN.NO_BANK_BOUND';
      const denials = pairsOfBank(productList, actor.bankId).map(({ bank }) => bankDenial(bank));
      if (denials.length === 0) return 'LOAN.NOT_YOUR_PRODUCT';
      if (denials.includes(null)) return null;
      return denials.includes('LOAN.AWAITING_SUPPLEMENT') ? 'LOAN.AWAITING_SUPPLEMENT' : 'REVIEW.ALREADY_DECIDED';
    }
    default:
      return unreachable(stage);
  }
}

/** Why this actor may not Submit the draft now. */
function submitDenial(snapshot: ItemSnapshot, actor: Actor): MessageCode | null {
  return applicantDenial(actor, contextOf(snapshot).companyId) ?? (stageOf(snapshot) === 'draft' ? null : 'REVIEW.NOT_ALLOWED');
}

/** Why this actor may not SubmitSupplement now: only the applicant, only while one is requested and not yet sent. */
function supplementDenial(snapshot: ItemSnapshot, actor: Actor): MessageCode | null {
  const ctx = contextOf(snapshot);
  const applicant = applicantDenial(actor, ctx.companyId);
  if (applicant) return applicant;
  const stage = stageOf(snapshot);
  const requested =
    stage === 'firstAwaiting' || (stage === 'second' && supplementRequestedByABank(ctx.productList));
  if (!requested) return 'LOAN.SUPPLEMENT_NOT_REQUESTED';
  return ctx.ifBackAddDataOperation ? 'LOAN.SUPPLEMENT_ALREADY_SUBMITTED' : null;
}

function firstRoundDecision(type: Decision, command: Command): LoanEvent {
  const by = byOf(command.actor);
  const { at, payload } = command;
  switch (type) {
    case 'Approve':
      return { type: 'LoanApproved', data: { by, at } };
    case 'Reject':
      return { type: 'LoanRejected', data: { by, at, reason: parseOrThrow(auditOpinionRejectSchema, payload).reason ?? null } };
    case 'RequestSupplement':
      return { type: 'LoanSupplementRequested', data: { by, at, reason: parseOrThrow(supplementRequestSchema, payload).reason } };
    default:
      return unreachable(type);
  }
}

function bankDecision(type: Decision, command: Command, snapshot: ItemSnapshot): LoanEvent {
  const by = byOf(command.actor);
  const { at, payload, actor } = command;
  const bankId = actor.bankId ?? fail('LOAN.NO_BANK_BOUND');
  // The dialogs' rules (libs/domain), then whether this bank decides on that product now.
  const mayDecide = (productId: string) => {
    const denied = bankDenial(findBank(contextOf(snapshot).productList, productId, bankId));
    if (denied) fail(denied, 'productId');
    return productId;
  };
  switch (type) {
    case 'Approve': {
      const { productId, creditAmount, interestRate, term } = parseOrThrow(loanSecondRoundApproveSchema, payload);
      return { type: 'LoanBankApproved', data: { by, at, productId: mayDecide(productId), bankId, creditAmount, interestRate, term } };
    }
    case 'Reject': {
      const { productId, reason } = parseOrThrow(loanSecondRoundRejectSchema, payload);
      return { type: 'LoanBankRejected', data: { by, at, productId: mayDecide(productId), bankId, reason: reason ?? null } };
    }
    case 'RequestSupplement': {
      const { productId, reason } = parseOrThrow(loanSecondRoundSupplementSchema, payload);
      return { type: 'LoanBankSupplementRequested', data: { by, at, productId: mayDecide(productId), bankId, reason } };
    }
    default:
      return unreachable(type);
  }
}

function decide(command: Command, snapshot: ItemSnapshot): LoanEvent[] {
  const { actor, at, payload } = command;
  const by = byOf(actor);
  switch (command.type) {
    case 'Create': {
      if (stageOf(snapshot) !== 'new') fail('REVIEW.NOT_ALLOWED');
      const companyId = loanApplicantCompany(actor, payload);
      const productList = payload.productList === undefined ? [] : productListOf(payload.productList);
      const data = { by, at, companyId, productList, fields: fieldsOf(payload, LOAN_OWNED_KEYS) };
      return [accepted(snapshot, { type: 'LoanDraftCreated', data }, 'REVIEW.NOT_ALLOWED')];
    }
    case 'Submit': {
      const denied = submitDenial(snapshot, actor);
      if (denied) fail(denied);
      const productList = payload.productList === undefined ? null : productListOf(payload.productList);
      const chosen = productList ?? contextOf(snapshot).productList;
      if (chosen.length === 0) fail('LOAN.PRODUCT_REQUIRED', 'productList');
      if (bankCount(chosen) === 0) fail('LOAN.PRODUCT_NO_BANK', 'productList');
      // A draft may be incomplete; what is submitted must pass the wizard's required fields.
      const application = { ...contextOf(snapshot).fields, productIds: chosen.map((p) => p.id) };
      const { changes } = supplementOf({ changes: payload.changes ?? {} }, application);
      return [accepted(snapshot, { type: 'LoanSubmitted', data: { by, at, changes, productList } }, 'REVIEW.NOT_ALLOWED')];
    }
    case 'Approve':
    case 'Reject':
    case 'RequestSupplement': {
      const denied = decisionDenial(snapshot, actor);
      if (denied) fail(denied);
      const event =
        stageOf(snapshot) === 'second'
          ? bankDecision(command.type, command, snapshot)
          : firstRoundDecision(command.type, command);
      return [accepted(snapshot, event, 'REVIEW.ALREADY_DECIDED')];
    }
    case 'SubmitSupplement': {
      const denied = supplementDenial(snapshot, actor);
      if (denied) fail(denied);
      const ctx = contextOf(snapshot);
      const supplement = supplementOf(payload, { ...ctx.fields, productIds: ctx.productList.map((p) => p.id) });
      const data = { by, at, ...supplement };
      const type = stageOf(snapshot) === 'second' ? 'LoanBankSupplementSubmitted' : 'LoanSupplementSubmitted';
      return [accepted(snapshot, { type, data }, 'LOAN.SUPPLEMENT_NOT_REQUESTED')];
    }
    case 'Reply':
      return fail('ENGINE.UNKNOWN_COMMAND');
    default:
      return unreachable(command.type);
  }
}

function allowed(snapshot: ItemSnapshot, actor: Actor): CommandType[] {
  const out: CommandType[] = [];
  if (submitDenial(snapshot, actor) === null) out.push('Submit');
  if (decisionDenial(snapshot, actor) === null) out.push('Approve', 'Reject', 'RequestSupplement');
  if (supplementDenial(snapshot, actor) === null) out.push('SubmitSupplement');
  return out;
}

/**
 * What one credit institution sees (seed 002 §6, qryCheckListPower 5): its bank's pairs and a
 * bankState derived from them by the same rule as the application's checkState.
 */
export function loanBankView(snapshot: ItemSnapshot, bankId: string) {
  const pairs = pairsOfBank(contextOf(snapshot).productList, bankId);
  return {
    bankState: pairs.length > 0 ? deriveCheckState(pairs.map((p) => p.bank.bankCheckState)) : null,
    products: pairs.map(({ product, bank }) => ({ productId: product.id, productName: product.productName, ...bank })),
  };
}

export const loanWorkflow: Workflow = {
  ...basics,
  commands: COMMANDS,
  decide,
  allowed,
  companyId: (snapshot) => contextOf(snapshot).companyId,
  view(snapshot) {
    const ctx = contextOf(snapshot);
    const code = basics.code(snapshot);
    return {
      ...applicationView(ctx, code),
      submitTime: ctx.submitTime,
      productIds: ctx.productList.map((p) => p.id).join(','),
      productList: ctx.productList,
      bankAddDataRemark: ctx.bankAddDataRemark,
      firstCheck: ctx.firstCheck,
      creditInstitutions: ctx.productList.flatMap((product) =>
        product.bankList
          .filter((bank) => bank.bankCheckState === BANK_CHECK_STATES.PASSED)
          .map((bank) => ({
            productId: product.id,
            productName: product.productName,
            bankId: bank.id,
            creditInstitutions: bank.bankName,
            creditAmount: bank.creditAmount,
            interestRate: bank.interestRate,
            term: bank.term,
          })),
      ),
    };
  },
};
