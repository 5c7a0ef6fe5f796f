import type { Actor } from '@parkflow/domain';
import { ACTORS, COMPLETE_LOAN_FIELDS, at, by, event, specification } from '../testing/fixtures.js';
import { fold } from '../workflow.js';
import { decidingBankOf, eventBanks, loanViewForBank } from './loan.bank-visibility.js';
import { loanWorkflow } from './loan.decider.js';

const { given } = specification(loanWorkflow);

/** p1 is offered by banks A and B; p2 by B only. */
const PRODUCTS = [
  {
    id: 'p1',
    productName: '科创贷',
    bankList: [
      { id: 'bA', bankName: '甲银行' },
      { id: 'bB', bankName: '乙银行' },
    ],
  },
  { id: 'p2', productName: '知识产权贷', bankList: [{ id: 'bB', bankName: '乙银行' }] },
];
const bankEvent = (type: string, n: number, bank: Actor, data: Record<string, unknown>) =>
  event(type, { by: by(bank), at: at(n), bankId: bank.bankId, ...data });
const SECOND_ROUND = [
  event('LoanDraftCreated', {
    by: by(ACTORS.applicant),
    at: at(0),
    companyId: 'c1',
    productList: PRODUCTS,
    fields: COMPLETE_LOAN_FIELDS,
  }),
  event('LoanSubmitted', { by: by(ACTORS.applicant), at: at(1), changes: {}, productList: null }),
  event('LoanApproved', { by: by(ACTORS.reviewer), at: at(2) }),
];

/** Bank B asks for a supplement on p1, approves p1 with its terms and refuses p2; bank A approves p1. */
const decided = () =>
  given([
    ...SECOND_ROUND,
    bankEvent('LoanBankSupplementRequested', 3, ACTORS.bankB, { productId: 'p1', reason: '乙行：请补充流水' }),
    event('LoanBankSupplementSubmitted', { by: by(ACTORS.applicant), at: at(4), changes: {}, checkRemark: '已补充' }),
    bankEvent('LoanBankApproved', 5, ACTORS.bankB, { productId: 'p1', creditAmount: 987, interestRate: 4.321, term: 18 }),
    bankEvent('LoanBankRejected', 6, ACTORS.bankB, { productId: 'p2', reason: '乙行：额度已满' }),
    bankEvent('LoanBankApproved', 7, ACTORS.bankA, { productId: 'p1', creditAmount: 300, interestRate: 3.85, term: 12 }),
  ]);
const B_SECRETS = ['bankB-name', '乙行：请补充流水', '乙行：额度已满', '987', '4.321'];
const leaks = (value: unknown) => B_SECRETS.filter((s) => JSON.stringify(value).includes(s));

describe('what a credit institution sees of another bank', () => {
  it('given the view, then its own bank is whole and another bank shows its status only', () => {
    const item = decided();
    const view: Record<string, unknown> = { ...item.view, decidedBy: 'bankA-name' };
    expect(leaks(view)).toEqual(B_SECRETS); // the unredacted view holds them
    const forA = loanViewForBank(view, 'bA');
    expect(leaks(forA)).toEqual([]);
    expect(forA.productList).toEqual([
      {
        id: 'p1',
        productName: '科创贷',
        bankList: [
          expect.objectContaining({
            id: 'bA',
            bankCheckState: 1004,
            creditAmount: 300,
            interestRate: 3.85,
            term: 12,
            checkBy: { userId: 'bankA', realname: 'bankA-name' },
          }),
          { id: 'bB', bankName: '乙银行', bankCheckState: 1004 },
        ],
      },
      { id: 'p2', productName: '知识产权贷', bankList: [{ id: 'bB', bankName: '乙银行', bankCheckState: 1005 }] },
    ]);
    expect(forA.creditInstitutions).toEqual([expect.objectContaining({ bankId: 'bA', creditAmount: 300 })]);
    expect(forA.bankAddDataRemark).toEqual([]);
    // the answer to bank B's request is bank B's round
    expect(forA.supplementHistory).toEqual([]);
    expect(loanViewForBank(view, 'bB').supplementHistory).toEqual([expect.objectContaining({ round: 2, checkRemark: '已补充' })]);
    expect(forA.decidedBy).toBe('bankA-name');
    // seed 002 §3 list row bankState: bank A approved its only pair
    expect(forA.bankState).toBe(1004);
    // the rest of the application is untouched, but the remark that answered bank B
    expect(forA).toMatchObject({
      enterpriseName: COMPLETE_LOAN_FIELDS.enterpriseName,
      checkState: item.code,
      checkRemark: null,
    });
    expect(loanViewForBank(view, 'bB').checkRemark).toBe('已补充');
  });

  it('given bank B looks, then it sees its own remarks and terms, and nothing of bank A but the status', () => {
    const view: Record<string, unknown> = { ...decided().view, decidedBy: 'bankA-name' };
    const forB = loanViewForBank(view, 'bB');
    expect(JSON.stringify(forB)).not.toContain('bankA-name');
    expect(JSON.stringify(forB)).not.toContain('3.85');
    expect(forB.bankAddDataRemark).toEqual([expect.objectContaining({ bankId: 'bB', remark: '乙行：请补充流水' })]);
    expect(forB.decidedBy).toBe('bankB-name');
    // bank B: p1 approved, p2 refused → passed (any 1004)
    expect(forB.bankState).toBe(1004);
    expect(loanViewForBank(view, 'bC').bankState).toBeNull();
  });

  it('given a bank that decided nothing yet, then who decided is the first round’s reviewer', () => {
    const item = given(SECOND_ROUND);
    expect(loanViewForBank({ ...item.view, decidedBy: 'reviewer-name' }, 'bA').decidedBy).toBe('reviewer-name');
  });

  it('given each event of the loan, then a bank’s decision is its own and a supplement goes to the banks that asked', () => {
    const { events } = decided();
    const banksOf = events.map((e, i) => [e.type, eventBanks('loan', e, fold(loanWorkflow, events.slice(0, i)))]);
    expect(banksOf).toEqual([
      ['LoanDraftCreated', null],
      ['LoanSubmitted', null],
      ['LoanApproved', null],
      ['LoanBankSupplementRequested', ['bB']],
      ['LoanBankSupplementSubmitted', ['bB']],
      ['LoanBankApproved', ['bB']],
      ['LoanBankRejected', ['bB']],
      ['LoanBankApproved', ['bA']],
    ]);
    // banks belong to loans only
    expect(eventBanks('loan-v2', events[5]!, fold(loanWorkflow, events.slice(0, 5)))).toBeNull();
  });

  it('given both banks asked for a supplement, then the answer is for both', () => {
    const asked = given([
      ...SECOND_ROUND,
      bankEvent('LoanBankSupplementRequested', 3, ACTORS.bankB, { productId: 'p2', reason: '乙行' }),
      bankEvent('LoanBankSupplementRequested', 4, ACTORS.bankA, { productId: 'p1', reason: '甲行' }),
    ]);
    const answer = event('LoanBankSupplementSubmitted', { by: by(ACTORS.applicant), at: at(5), changes: {}, checkRemark: '' });
    expect(eventBanks('loan', answer, asked.snapshot)?.sort()).toEqual(['bA', 'bB']);
  });

  it('given an event, then only second-round decisions have a deciding bank', () => {
    expect(decidingBankOf('LoanBankApproved', { bankId: 'bB' })).toBe('bB');
    expect(decidingBankOf('LoanBankSupplementSubmitted', { bankId: 'bB' })).toBeNull();
    expect(decidingBankOf('LoanApproved', {})).toBeNull();
  });
});
