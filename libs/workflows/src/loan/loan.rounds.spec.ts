import { loanRounds, type RoundEvent } from './loan.rounds.js';

const by = (realname: string) => ({ userId: realname, realname });
const ev = (type: string, data: Record<string, unknown>): RoundEvent => ({ type, data });

const HISTORY: RoundEvent[] = [
  ev('LoanDraftCreated', { by: by('张企业'), at: 't0', fields: { enterpriseName: '博瑞', employeeNum: 80 } }),
  ev('LoanDraftEdited', { by: by('张企业'), at: 't1', changes: { auditReportFinancialStatementsFiles: 'f1' } }),
  ev('LoanSubmitted', { by: by('张企业'), at: 't2', changes: { bpFiles: 'bp1' }, productList: null }),
  ev('LoanSupplementRequested', { by: by('李审核'), at: 't3', reason: '请补充2025年度审计报告' }),
  ev('LoanSupplementSubmitted', {
    by: by('张企业'),
    at: 't4',
    checkRemark: '已补充',
    // employeeNum sent unchanged: not a change
    changes: { auditReportFinancialStatementsFiles: 'f1,f2', employeeNum: 80, enterpriseName: '博瑞生物' },
  }),
  ev('LoanApproved', { by: by('李审核'), at: 't5' }),
  ev('LoanBankSupplementRequested', { by: by('王银行'), at: 't6', productId: 'p1', bankId: 'b1', reason: '请补充流水' }),
  ev('LoanBankSupplementRequested', { by: by('赵银行'), at: 't7', productId: 'p1', bankId: 'b2', reason: '请补充纳税证明' }),
  ev('LoanBankSupplementSubmitted', {
    by: by('张企业'),
    at: 't8',
    checkRemark: '已补充流水与纳税证明',
    changes: { auditReportFinancialStatementsFiles: 'f2,f3', bpFiles: 'bp1' },
  }),
  ev('LoanBankSupplementRequested', { by: by('王银行'), at: 't9', productId: 'p1', bankId: 'b1', reason: '请补充担保函' }),
];

describe('loanRounds: what changed between rounds', () => {
  const rounds = loanRounds(HISTORY);

  it('gives one round per supplement, oldest first, with who asked what and when', () => {
    expect(rounds.map((r) => [r.round, r.requests.map((q) => [q.by, q.at, q.reason, q.bankId])])).toEqual([
      [1, [['李审核', 't3', '请补充2025年度审计报告', null]]],
      [
        2,
        [
          ['王银行', 't6', '请补充流水', 'b1'],
          ['赵银行', 't7', '请补充纳税证明', 'b2'],
        ],
      ],
      [2, [['王银行', 't9', '请补充担保函', 'b1']]],
    ]);
  });

  it('compares each submission with the one before it: changed fields side by side, files added and removed', () => {
    expect(rounds[0]!.submission).toEqual({ by: '张企业', at: 't4', checkRemark: '已补充' });
    expect(rounds[0]!.changes).toEqual([
      {
        field: 'auditReportFinancialStatementsFiles',
        before: 'f1',
        after: 'f1,f2',
        files: { added: ['f2'], removed: [] },
      },
      { field: 'enterpriseName', before: '博瑞', after: '博瑞生物' },
    ]);
    // the second answer is measured against the first answer, not the original submission
    expect(rounds[1]!.changes).toEqual([
      {
        field: 'auditReportFinancialStatementsFiles',
        before: 'f1,f2',
        after: 'f2,f3',
        files: { added: ['f3'], removed: ['f1'] },
      },
    ]);
  });

  it('leaves an unanswered request open', () => {
    expect(rounds[2]).toMatchObject({ submission: null, changes: [] });
  });

  it('reads loan-v2 too, and a history without supplements has no rounds', () => {
    expect(loanRounds(HISTORY.slice(0, 3))).toEqual([]);
    const v2 = loanRounds([
      ev('LoanV2Submitted', { by: by('张企业'), at: 't0', fields: { uscc: 'A' } }),
      ev('LoanV2SupplementRequested', { by: by('李审核'), at: 't1', reason: '更正信用代码' }),
      ev('LoanV2SupplementSubmitted', { by: by('张企业'), at: 't2', checkRemark: '', changes: { uscc: 'B' } }),
    ]);
    expect(v2).toEqual([
      {
        round: 1,
        requests: [{ by: '李审核', at: 't1', reason: '更正信用代码', productId: null, bankId: null }],
        submission: { by: '张企业', at: 't2', checkRemark: '' },
        changes: [{ field: 'uscc', before: 'A', after: 'B' }],
      },
    ]);
  });
});

describe('loanRounds for a reader whose history starts at the submission (a reviewer, a bank)', () => {
  // what a reviewer gets: no draft events, so the fold does not know what the draft held
  const fromSubmission = HISTORY.slice(2);
  const kept = [
    { at: 't4', previous: { auditReportFinancialStatementsFiles: 'f1', employeeNum: 80, enterpriseName: '博瑞' } },
    { at: 't8', previous: { auditReportFinancialStatementsFiles: 'f1,f2', bpFiles: 'bp1' } },
  ];

  it('takes what each supplement replaced from what the item kept, and gives the same rounds as the whole history', () => {
    expect(loanRounds(fromSubmission, kept)).toEqual(loanRounds(HISTORY));
  });

  it('without what the item kept, compares with nothing for the fields it never saw', () => {
    const [first] = loanRounds(fromSubmission);
    expect(first!.changes.map((c) => [c.field, c.before])).toEqual([
      ['auditReportFinancialStatementsFiles', undefined],
      ['employeeNum', undefined],
      ['enterpriseName', undefined],
    ]);
  });
});
