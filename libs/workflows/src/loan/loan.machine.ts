import { LOAN_CHECK_STATE_LABELS, LOAN_DRAFT_LABEL, NEW_STATE_LABEL } from '@parkflow/domain';
import { type SnapshotFrom, assign, setup } from 'xstate';
import type { TopStateOf } from '../core/machine.js';
import { stateMeta as meta } from '../core/machine.js';
import type { Fields } from '../core/payload.js';
import {
  bankMayDecide,
  derivedCheckState,
  findBank,
  type SecondRoundCode,
  supplementRequestedByABank,
  toProducts,
  updateBank,
} from './loan.banks.js';
import { BANK_CHECK_STATES, type LoanContext, emptyLoanContext, firstRoundRequest } from './loan.context.js';
import type { LoanMachineEvent } from './loan.events.js';

/*
 * Loan application (seed 002 §3–§4), checkState 1001–1009.
 *
 *   new ─LoanDraftCreated→ draft ─LoanSubmitted→ firstRound.reviewing (1001)
 *   draft ─LoanDraftEdited→ draft (the wizard saves as it goes; only its company sees a draft)
 *   firstRound.reviewing | firstRound.supplementSubmitted (1007):
 *     LoanApproved → secondRound (1002) · LoanRejected → rejected (1003, final)
 *     LoanSupplementRequested → firstRound.supplementRequested (1006)
 *   firstRound.supplementRequested ─LoanSupplementSubmitted→ firstRound.supplementSubmitted (1007)
 *     (the loop repeats any number of times)
 *
 * Second round: each bank of each chosen product decides on its own. The per-bank part lives in
 * context (`productList[].bankList[].bankCheckState`: null, 1004, 1005, 1008, 1009) and is
 * guarded per event (`bankMayDecide`: that bank of that product is not reviewed yet or is 1009).
 * Parallel regions cannot be used: the set of banks is data, chosen per application.
 * Every bank event goes to the transient `secondRound.deriving`, whose eventless transitions
 * pick the substate that names the application's own checkState, DERIVED from its banks:
 *
 *   any bank 1008 → 1008 (secondRound.supplementRequested: the applicant must act);
 *   else any 1009 → 1009 (secondRound.supplementSubmitted: a bank must look again);
 *   else any 1004 → 1004 (secondRound.passed: credit granted by at least one bank);
 *   else all banks 1005 → 1005 (secondRound.rejected: no bank left, nothing more happens);
 *   else 1002 (secondRound.reviewing: banks still to decide).
 *
 * This fits seed 002 §4: the first-round list shows 1004, 1005, 1008, 1009 as "first round
 * passed" (every derived code is reached only after 1002); the second-round display maps 1002
 * 审核中, 1008 资料修改, 1009 资料修改完成, 1004 已通过, 1005 已驳回 (libs/domain LOAN_SECOND_ROUND_LABELS).
 *
 * Supplements in the second round: LoanBankSupplementRequested puts that bank in 1008;
 * LoanBankSupplementSubmitted moves EVERY bank in 1008 to 1009, then those banks decide again.
 *
 * ifBackAddDataOperation: false initially and whenever a supplement is requested (either round);
 * true once the applicant submitted it. A supplement is accepted only while one is requested
 * and the flag is false (guards `firstSupplementOpen`, `bankSupplementOpen`). Every supplement
 * carries `changes` (applied to `fields`, previous values kept in `supplementHistory`) and
 * `checkRemark`.
 */

/** Apply a supplement's changes; keep what they replaced. */
const applyChanges = (fields: Fields, changes: Fields) => ({
  fields: { ...fields, ...changes },
  previous: Object.fromEntries(Object.keys(changes).map((key) => [key, fields[key] ?? null])),
});

export const loanMachine = setup({
  // Which round a state belongs to: the policy (loan.decider.ts) picks who may decide by it.
  types: { context: {} as LoanContext, events: {} as LoanMachineEvent, tags: {} as LoanRound },
  guards: {
    /** First round: a supplement is requested (we are in 1006) and not yet sent back. */
    firstSupplementOpen: ({ context }) => !context.ifBackAddDataOperation,
    /** Second round: this bank of this product is not reviewed yet, or looks again after a supplement. */
    bankMayDecide: ({ context, event }) => {
      if (!('bankId' in event)) return false;
      const bank = findBank(context.productList, event.productId, event.bankId);
      return bank !== undefined && bankMayDecide(bank);
    },
    /** Second round: some bank asked for a supplement, not yet sent back. */
    bankSupplementOpen: ({ context }) => supplementRequestedByABank(context.productList) && !context.ifBackAddDataOperation,
    /** The banks' states derive to this checkState. */
    derives: ({ context }, params: { code: SecondRoundCode }) => derivedCheckState(context.productList) === params.code,
  },
  actions: {
    createDraft: assign(({ event }) =>
      event.type === 'LoanDraftCreated'
        ? {
            companyId: event.companyId,
            fields: event.fields,
            productList: toProducts(event.productList),
            createTime: event.at,
            createBy: event.by,
            updateTime: event.at,
          }
        : {},
    ),
    editDraft: assign(({ context, event }) =>
      event.type === 'LoanDraftEdited'
        ? {
            fields: { ...context.fields, ...event.changes },
            productList: event.productList ? toProducts(event.productList) : context.productList,
            updateTime: event.at,
          }
        : {},
    ),
    submit: assign(({ context, event }) =>
      event.type === 'LoanSubmitted'
        ? {
            fields: { ...context.fields, ...event.changes },
            productList: event.productList ? toProducts(event.productList) : context.productList,
            orderNumber: event.orderNumber ?? null,
            submitTime: event.at,
            updateTime: event.at,
          }
        : {},
    ),
    recordFirstCheck: assign(({ event }, params: { result: 'approved' | 'rejected' }) =>
      event.type === 'LoanApproved' || event.type === 'LoanRejected'
        ? {
            firstCheck: { result: params.result, by: event.by, at: event.at, remark: 'reason' in event ? event.reason : null },
            updateTime: event.at,
          }
        : {},
    ),
    requestFirstSupplement: assign(({ context, event }) =>
      event.type === 'LoanSupplementRequested'
        ? {
            ifBackAddDataOperation: false,
            firstCheck: { result: 'supplement' as const, by: event.by, at: event.at, remark: event.reason },
            addDataRemark: [...context.addDataRemark, firstRoundRequest(event.reason, event.by, event.at)],
            updateTime: event.at,
          }
        : {},
    ),
    submitSupplement: assign(({ context, event }, params: { round: 1 | 2 }) => {
      if (event.type !== 'LoanSupplementSubmitted' && event.type !== 'LoanBankSupplementSubmitted') return {};
      const { fields, previous } = applyChanges(context.fields, event.changes);
      const productList =
        params.round === 1
          ? context.productList
          : context.productList.map((p) => ({
              ...p,
              bankList: p.bankList.map((b) =>
                b.bankCheckState === BANK_CHECK_STATES.SUPPLEMENT_REQUESTED
                  ? { ...b, bankCheckState: BANK_CHECK_STATES.SUPPLEMENT_SUBMITTED }
                  : b,
              ),
            }));
      return {
        fields,
        productList,
        ifBackAddDataOperation: true,
        checkRemark: event.checkRemark,
        supplementHistory: [
          ...context.supplementHistory,
          { round: params.round, by: event.by, at: event.at, checkRemark: event.checkRemark, changes: event.changes, previous },
        ],
        updateTime: event.at,
      };
    }),
    recordBankCheck: assign(({ context, event }) => {
      if (!('bankId' in event)) return {};
      const decided = { checkBy: event.by, checkTime: event.at };
      switch (event.type) {
        case 'LoanBankApproved': {
          const { creditAmount, interestRate, term } = event;
          return {
            productList: updateBank(context.productList, event.productId, event.bankId, (b) => ({
              ...b,
              ...decided,
              bankCheckState: BANK_CHECK_STATES.PASSED,
              creditAmount,
              interestRate,
              term,
            })),
            updateTime: event.at,
          };
        }
        case 'LoanBankRejected':
          return {
            productList: updateBank(context.productList, event.productId, event.bankId, (b) => ({
              ...b,
              ...decided,
              bankCheckState: BANK_CHECK_STATES.REJECTED,
              checkRemark: event.reason,
            })),
            updateTime: event.at,
          };
        case 'LoanBankSupplementRequested': {
          const product = context.productList.find((p) => p.id === event.productId);
          const bank = findBank(context.productList, event.productId, event.bankId);
          return {
            productList: updateBank(context.productList, event.productId, event.bankId, (b) => ({
              ...b,
              ...decided,
              bankCheckState: BANK_CHECK_STATES.SUPPLEMENT_REQUESTED,
              checkRemark: event.reason,
            })),
            ifBackAddDataOperation: false,
            bankAddDataRemark: [
              ...context.bankAddDataRemark,
              {
                round: 2 as const,
                productId: event.productId,
                productName: product?.productName ?? null,
                bankId: event.bankId,
                bankName: bank?.bankName ?? null,
                remark: event.reason,
                by: event.by,
                createTime: event.at,
              },
            ],
            updateTime: event.at,
          };
        }
        default:
          return {};
      }
    }),
  },
}).createMachine({
  id: 'loan',
  context: emptyLoanContext,
  initial: 'new',
  states: {
    new: { meta: meta(null, NEW_STATE_LABEL), on: { LoanDraftCreated: { target: 'draft', actions: 'createDraft' } } },
    draft: {
      meta: meta(null, LOAN_DRAFT_LABEL),
      // At least one product with a bank: a payload rule (LOAN.PRODUCT_REQUIRED, PRODUCT_NO_BANK), checked by decide.
      on: {
        LoanDraftEdited: { target: 'draft', actions: 'editDraft' },
        LoanSubmitted: { target: 'firstRound', actions: 'submit' },
      },
    },
    firstRound: {
      meta: meta(null, '初审'),
      tags: ['firstRound'],
      initial: 'reviewing',
      states: {
        reviewing: {
          meta: meta(1001, LOAN_CHECK_STATE_LABELS[1001]),
          on: {
            LoanApproved: { target: '#loan.secondRound', actions: { type: 'recordFirstCheck', params: { result: 'approved' } } },
            LoanRejected: { target: '#loan.rejected', actions: { type: 'recordFirstCheck', params: { result: 'rejected' } } },
            LoanSupplementRequested: { target: 'supplementRequested', actions: 'requestFirstSupplement' },
          },
        },
        supplementRequested: {
          meta: meta(1006, LOAN_CHECK_STATE_LABELS[1006]),
          on: {
            LoanSupplementSubmitted: {
              guard: 'firstSupplementOpen',
              target: 'supplementSubmitted',
              actions: { type: 'submitSupplement', params: { round: 1 } },
            },
          },
        },
        supplementSubmitted: {
          meta: meta(1007, LOAN_CHECK_STATE_LABELS[1007]),
          on: {
            LoanApproved: { target: '#loan.secondRound', actions: { type: 'recordFirstCheck', params: { result: 'approved' } } },
            LoanRejected: { target: '#loan.rejected', actions: { type: 'recordFirstCheck', params: { result: 'rejected' } } },
            LoanSupplementRequested: { target: 'supplementRequested', actions: 'requestFirstSupplement' },
          },
        },
      },
    },
    // The first round's refusal: its reviewers hear "already decided", a bank "wrong round".
    rejected: { type: 'final', meta: meta(1003, LOAN_CHECK_STATE_LABELS[1003]), tags: ['firstRound'] },
    secondRound: {
      meta: meta(null, '复审'),
      tags: ['secondRound'],
      initial: 'reviewing',
      on: {
        LoanBankApproved: { guard: 'bankMayDecide', target: '.deriving', actions: 'recordBankCheck' },
        LoanBankRejected: { guard: 'bankMayDecide', target: '.deriving', actions: 'recordBankCheck' },
        LoanBankSupplementRequested: { guard: 'bankMayDecide', target: '.deriving', actions: 'recordBankCheck' },
        LoanBankSupplementSubmitted: {
          guard: 'bankSupplementOpen',
          target: '.deriving',
          actions: { type: 'submitSupplement', params: { round: 2 } },
        },
      },
      states: {
        deriving: {
          meta: meta(null, '复审状态判定'),
          always: [
            { guard: { type: 'derives', params: { code: 1008 } }, target: 'supplementRequested' },
            { guard: { type: 'derives', params: { code: 1009 } }, target: 'supplementSubmitted' },
            { guard: { type: 'derives', params: { code: 1004 } }, target: 'passed' },
            { guard: { type: 'derives', params: { code: 1005 } }, target: 'rejected' },
            { target: 'reviewing' },
          ],
        },
        reviewing: { meta: meta(1002, LOAN_CHECK_STATE_LABELS[1002]) },
        supplementRequested: { meta: meta(1008, LOAN_CHECK_STATE_LABELS[1008]) },
        supplementSubmitted: { meta: meta(1009, LOAN_CHECK_STATE_LABELS[1009]) },
        passed: { meta: meta(1004, LOAN_CHECK_STATE_LABELS[1004]) },
        rejected: { meta: meta(1005, LOAN_CHECK_STATE_LABELS[1005], true) },
      },
    },
  },
});

export type LoanMachine = typeof loanMachine;
export type LoanSnapshot = SnapshotFrom<LoanMachine>;

/** The review round a state belongs to (its xstate tag). */
export type LoanRound = 'firstRound' | 'secondRound';

/**
 * The second round's parent state: the read model's `state` of a loan in the second round starts
 * with it (a credit institution sees loans only from there on).
 */
export const LOAN_SECOND_ROUND = 'secondRound' satisfies TopStateOf<LoanMachine>;
