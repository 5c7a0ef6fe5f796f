import { screen, within } from '@testing-library/react';
import { LOAN_FILE_FIELDS } from '@parkflow/domain';
import type { ItemDetail } from '../../../../shared/api/types';
import { renderWithProviders, testQueryClient } from '../../../../../test/render';
import { LoanRounds } from './LoanRounds';
import { queryKeys } from '../../../../shared/api/keys';
import { LoanFields } from './LoanFields';
import { LOAN_SECTIONS } from './sections';

const BP = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const REPORT_OLD = '2b3c4d5e-6f70-4b8c-9d0e-1f2a3b4c5d6e';
const REPORT_NEW = '3c4d5e6f-7081-4c9d-8e1f-2a3b4c5d6e7f';

const loan = {
  id: 'l-1',
  state: 'firstRound.reviewing',
  code: 1007,
  version: 4,
  allowed: [],
  enterpriseName: '苏州博瑞生物医药有限公司',
  bpFiles: BP,
  auditReportFinancialStatementsFiles: REPORT_NEW,
  supplementHistory: [
    {
      round: 1,
      by: { realname: '张企业' },
      at: '2025-06-01T02:00:00.000Z',
      checkRemark: '已补充2025年度审计报告',
      changes: { auditReportFinancialStatementsFiles: REPORT_NEW, employeeNum: 90 },
      previous: { auditReportFinancialStatementsFiles: REPORT_OLD, employeeNum: 80 },
    },
  ],
  files: {
    [BP]: { name: '商业计划书（2025版）.pdf', size: 4096 },
    [REPORT_OLD]: { name: '2024年度审计报告.pdf', size: 2048 },
    [REPORT_NEW]: { name: '2025年度审计报告.pdf', size: 2048 },
  },
} as unknown as ItemDetail;

describe('a loan’s files in the drawer', () => {
  it('shows every file slot of libs/domain as files, each file under its original name', () => {
    const shown = LOAN_SECTIONS.flatMap((s) => s.fields.filter((f) => f.type === 'files').map((f) => f.name));
    expect([...shown].sort()).toEqual([...LOAN_FILE_FIELDS].sort());

    renderWithProviders(<LoanFields item={loan} />);
    expect(screen.getByRole('button', { name: '商业计划书：商业计划书（2025版）.pdf' })).toHaveTextContent(
      '商业计划书（2025版）.pdf',
    );
    expect(screen.queryByText(BP)).not.toBeInTheDocument();
  });

  it('shows what changed between rounds, from the history: who asked, the replaced and new files by name, other changes as values', async () => {
    const client = testQueryClient();
    const by = (realname: string) => ({ userId: realname, realname });
    client.setQueryData(queryKeys.items.history('loan', 'l-1'), [
      {
        type: 'LoanDraftCreated',
        data: { by: by('张企业'), fields: { auditReportFinancialStatementsFiles: REPORT_OLD, employeeNum: 80 } },
      },
      { type: 'LoanSubmitted', data: { by: by('张企业'), changes: {} } },
      {
        type: 'LoanSupplementRequested',
        data: { by: by('李审核'), at: '2025-06-01T01:00:00.000Z', reason: '请补充2025年度审计报告' },
      },
      {
        type: 'LoanSupplementSubmitted',
        data: {
          by: by('张企业'),
          at: '2025-06-01T02:00:00.000Z',
          checkRemark: '已补充2025年度审计报告',
          changes: { auditReportFinancialStatementsFiles: REPORT_NEW, employeeNum: 90 },
        },
      },
    ]);
    renderWithProviders(<LoanRounds item={loan} />, client);
    expect(await screen.findByText('请补充2025年度审计报告')).toBeInTheDocument();
    expect(screen.getByText(/李审核/)).toBeInTheDocument();
    const row = screen.getByRole('cell', { name: '审计报告/财务报表' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['2024年度审计报告.pdf', '预览', '2025年度审计报告.pdf', '预览']);
    expect(screen.queryByText(REPORT_OLD)).not.toBeInTheDocument();
    const employees = screen.getByRole('cell', { name: '员工总数' }).closest('tr')!;
    expect(
      within(employees)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['员工总数', '80', '90']);
  });
});
