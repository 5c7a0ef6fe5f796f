import {
  type Actor,
  type MessageCode,
  auditOpinionRejectSchema,
  hasRole,
  loanDraftChanges,
  loanSecondRoundApproveSchema,
  loanSecondRoundRejectSchema,
  loanSecondRoundSupplementSchema,
  parseOrThrow,
  supplementRequestSchema,
} from '@parkflow/domain';
import { applicantDenial, byOf, roleDenial } from '../core/actors.js';
import { type KindCommand, defineWorkflow } from '../core/define-workflow.js';
import { fail, unreachable } from '../core/fail.js';
import { accepted, machineBasics, takes } from '../core/machine.js';
import { fieldsOf } from '../core/payload.js';
import { type Policy, type Rule, always } from '../core/policy.js';
import { LOAN_ROUNDS, rolesFor } from '../core/role-policy.js';
import type { ItemSnapshot, Workflow } from '../workflow.js';
import { bankCount, bankView, pairsOfBank } from './loan.banks.js';
import { applicationView, BANK_CHECK_STATES, type LoanProduct } from './loan.context.js';
import type { LoanEvent } from './loan.events.js';
import { type LoanSnapshot, loanMachine } from './loan.machine.js';
import { LOAN_OWNED_KEYS, loanApplicantCompany, productListOf, supplementOf } from './loan.payload.js';

type Decision = 'Approve' | 'Reject' | 'RequestSupplement';
type LoanCommand = 'Edit' | 'Submit' | Decision | 'SubmitSupplement';

const basics = machineBasics('loan', loanMachine);

/** First round: its reviewers (the role policy's LOAN_ROUNDS.first); a credit institution is in the wrong round. */
function firstRoundReviewer(actor: Actor, snapshot: LoanSnapshot): MessageCode | null {
  if (hasRole(actor, ...LOAN_ROUNDS.first)) return null;
  if (hasRole(actor, ...LOAN_ROUNDS.second)) return 'REVIEW.ROUND_FORBIDDEN';
  return roleDenial(actor, LOAN_ROUNDS.first, snapshot.context.companyId);
}

/** Second round: credit institutions bound to a bank (LOAN_ROUNDS.second); first-round reviewers are in the wrong round. */
function secondRoundBank(actor: Actor, snapshot: LoanSnapshot): MessageCode | null {
  if (hasRole(actor, ...LOAN_ROUNDS.second)) return actor.bankId ? null : 'LOAN.NO_BANK_BOUND';
  if (hasRole(actor, ...LOAN_ROUNDS.first)) return 'REVIEW.ROUND_FORBIDDEN';
  return roleDenial(actor, LOAN_ROUNDS.second, snapshot.context.companyId);
}

/** Before any round (new, draft): whoever decides in some round hears "not allowed". */
const anyReviewer =
  (command: Decision) =>
  (actor: Actor, snapshot: LoanSnapshot): MessageCode | null =>
    roleDenial(actor, rolesFor('loan', command), snapshot.context.companyId);

/** The applicant's company: the role policy's roles for the command, in the loan's own company. */
const applicant =
  (command: 'Edit' | 'Submit' | 'SubmitSupplement') =>
  (actor: Actor, snapshot: LoanSnapshot): MessageCode | null =>
    applicantDenial(actor, rolesFor('loan', command), snapshot.context.companyId);

/**
 * Why the machine refuses this bank's decision on one of its (product, bank) pairs — or on all of
 * them: not its product, the applicant owes it a supplement, or it has decided.
 */
function bankClosed(products: readonly LoanProduct[], bankId: string | null, productId?: string): MessageCode {
  const banks = pairsOfBank(products, bankId ?? '')
    .filter(({ product }) => productId === undefined || product.id === productId)
    .map(({ bank }) => bank);
  if (banks.length === 0) return 'LOAN.NOT_YOUR_PRODUCT';
  return banks.some((b) => b.bankCheckState === BANK_CHECK_STATES.SUPPLEMENT_REQUESTED)
    ? 'LOAN.AWAITING_SUPPLEMENT'
    : 'REVIEW.ALREADY_DECIDED';
}

type BankEventType = 'LoanBankApproved' | 'LoanBankRejected' | 'LoanBankSupplementRequested';

/**
 * A decision (Approve, Reject, RequestSupplement), by round (the state's tag):
 * - first round (1001, 1006, 1007, 1003): reviewers; the machine takes it in 1001 and 1007;
 * - second round: a credit institution, for each of its bank's pairs that the machine's
 *   `bankMayDecide` guard lets decide (not reviewed yet, or 1009);
 * - before submission: nobody.
 */
const decision =
  (command: Decision, first: 'LoanApproved' | 'LoanRejected' | 'LoanSupplementRequested', bank: BankEventType) =>
  (snapshot: LoanSnapshot): Rule<LoanSnapshot> => {
    if (snapshot.hasTag('secondRound')) {
      return {
        who: secondRoundBank,
        events: (actor, s) =>
          pairsOfBank(s.context.productList, actor.bankId ?? '').map(({ product }) => ({
            type: bank,
            productId: product.id,
            bankId: actor.bankId,
          })),
        closed: (actor, s) => bankClosed(s.context.productList, actor.bankId),
      };
    }
    if (snapshot.hasTag('firstRound')) {
      return {
        who: firstRoundReviewer,
        events: () => [{ type: first }],
        closed: (_, s) =>
          s.status === 'done'
            ? 'REVIEW.ALREADY_DECIDED'
            : s.matches({ firstRound: 'supplementRequested' })
              ? 'LOAN.AWAITING_SUPPLEMENT'
              : 'REVIEW.NOT_ALLOWED',
      };
    }
    return { who: anyReviewer(command), events: () => [{ type: first }], closed: () => 'REVIEW.NOT_ALLOWED' };
  };

/** A supplement is owed: 1006, or some bank in 1008 (guards firstSupplementOpen, bankSupplementOpen). */
const owed = (s: LoanSnapshot) =>
  s.matches({ firstRound: 'supplementRequested' }) || s.matches({ secondRound: 'supplementRequested' });

const POLICY: Policy<LoanSnapshot, LoanCommand> = {
  /** The applicant's company saves its draft as the wizard goes (only in the draft). */
  Edit: always({ who: applicant('Edit'), events: () => [{ type: 'LoanDraftEdited' }], closed: () => 'REVIEW.NOT_ALLOWED' }),
  /** The applicant's company sends its draft. */
  Submit: always({ who: applicant('Submit'), events: () => [{ type: 'LoanSubmitted' }], closed: () => 'REVIEW.NOT_ALLOWED' }),
  Approve: decision('Approve', 'LoanApproved', 'LoanBankApproved'),
  Reject: decision('Reject', 'LoanRejected', 'LoanBankRejected'),
  RequestSupplement: decision('RequestSupplement', 'LoanSupplementRequested', 'LoanBankSupplementRequested'),
  /** The applicant's company, once per request, in the round that asked. */
  SubmitSupplement: (snapshot) => ({
    who: applicant('SubmitSupplement'),
    events: () => [{ type: snapshot.hasTag('secondRound') ? 'LoanBankSupplementSubmitted' : 'LoanSupplementSubmitted' }],
    closed: (_, s) =>
      owed(s) && s.context.ifBackAddDataOperation ? 'LOAN.SUPPLEMENT_ALREADY_SUBMITTED' : 'LOAN.SUPPLEMENT_NOT_REQUESTED',
  }),
};

function firstRoundDecision(type: Decision, command: KindCommand<LoanCommand>): LoanEvent {
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

function bankDecision(type: Decision, command: KindCommand<LoanCommand>): Extract<LoanEvent, { type: BankEventType }> {
  const by = byOf(command.actor);
  const { at, payload, actor } = command;
  const bankId = actor.bankId ?? fail('LOAN.NO_BANK_BOUND');
  switch (type) {
    case 'Approve': {
      const { productId, creditAmount, interestRate, term } = parseOrThrow(loanSecondRoundApproveSchema, payload);
      return { type: 'LoanBankApproved', data: { by, at, productId, bankId, creditAmount, interestRate, term } };
    }
    case 'Reject': {
      const { productId, reason } = parseOrThrow(loanSecondRoundRejectSchema, payload);
      return { type: 'LoanBankRejected', data: { by, at, productId, bankId, reason: reason ?? null } };
    }
    case 'RequestSupplement': {
      const { productId, reason } = parseOrThrow(loanSecondRoundSupplementSchema, payload);
      return { type: 'LoanBankSupplementRequested', data: { by, at, productId, bankId, reason } };
    }
    default:
      return unreachable(type);
  }
}

function decide(command: KindCommand<LoanCommand>, snapshot: LoanSnapshot): LoanEvent[] {
  const { actor, at, payload } = command;
  const by = byOf(actor);
  switch (command.type) {
    case 'Create': {
      if (!takes(snapshot, 'LoanDraftCreated')) fail('REVIEW.NOT_ALLOWED');
      const companyId = loanApplicantCompany(actor, payload, 'loan');
      const productList = payload.productList === undefined ? [] : productListOf(payload.productList);
      const data = { by, at, companyId, productList, fields: fieldsOf(payload, LOAN_OWNED_KEYS) };
      return [accepted(snapshot, { type: 'LoanDraftCreated', data }, 'REVIEW.NOT_ALLOWED')];
    }
    case 'Edit': {
      const productList = payload.productList === undefined ? null : productListOf(payload.productList);
      const rawChanges = payload.changes ?? {};
      if (typeof rawChanges !== 'object' || rawChanges === null || Array.isArray(rawChanges))
        fail('VALIDATION.INVALID', 'changes');
      const changes = loanDraftChanges(rawChanges as Record<string, unknown>);
      return [accepted(snapshot, { type: 'LoanDraftEdited', data: { by, at, changes, productList } }, 'REVIEW.NOT_ALLOWED')];
    }
    case 'Submit': {
      const productList = payload.productList === undefined ? null : productListOf(payload.productList);
      const chosen = productList ?? snapshot.context.productList;
      if (chosen.length === 0) fail('LOAN.PRODUCT_REQUIRED', 'productList');
      if (bankCount(chosen) === 0) fail('LOAN.PRODUCT_NO_BANK', 'productList');
      // A draft may be incomplete; what is submitted must pass the wizard's required fields.
      const application = { ...snapshot.context.fields, productIds: chosen.map((p) => p.id) };
      const { changes } = supplementOf({ changes: payload.changes ?? {} }, application);
      const orderNumber = command.issued?.orderNumber;
      const data = { by, at, changes, productList, ...(orderNumber ? { orderNumber } : {}) };
      return [accepted(snapshot, { type: 'LoanSubmitted', data }, 'REVIEW.NOT_ALLOWED')];
    }
    case 'Approve':
    case 'Reject':
    case 'RequestSupplement': {
      if (!snapshot.hasTag('secondRound'))
        return [accepted(snapshot, firstRoundDecision(command.type, command), 'REVIEW.ALREADY_DECIDED')];
      // The dialogs' rules (libs/domain), then the machine on the named product: may this bank decide it now?
      const event = bankDecision(command.type, command);
      return [
        accepted(snapshot, event, bankClosed(snapshot.context.productList, actor.bankId, event.data.productId), 'productId'),
      ];
    }
    case 'SubmitSupplement': {
      const { fields, productList } = snapshot.context;
      const supplement = supplementOf(payload, { ...fields, productIds: productList.map((p) => p.id) });
      const type = snapshot.hasTag('secondRound') ? 'LoanBankSupplementSubmitted' : 'LoanSupplementSubmitted';
      return [accepted(snapshot, { type, data: { by, at, ...supplement } }, 'LOAN.SUPPLEMENT_NOT_REQUESTED')];
    }
    default:
      return unreachable(command.type);
  }
}

/**
 * What one credit institution sees (seed 002 §6, qryCheckListPower 5): its bank's pairs and a
 * bankState derived from them by the same rule as the application's checkState.
 */
export const loanBankView = (snapshot: ItemSnapshot, bankId: string) =>
  bankView((snapshot as LoanSnapshot).context.productList, bankId);

export const loanWorkflow: Workflow = defineWorkflow({
  basics,
  policy: POLICY,
  decide,
  companyId: (snapshot) => snapshot.context.companyId,
  view(snapshot) {
    const ctx = snapshot.context;
    const code = basics.code(snapshot);
    return {
      ...applicationView(ctx, code),
      submitTime: ctx.submitTime,
      orderNumber: ctx.orderNumber,
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
});
