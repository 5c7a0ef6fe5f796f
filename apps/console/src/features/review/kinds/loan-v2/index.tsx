import { Divider } from '@mantine/core';
import { LOAN_V2_STATE, LOAN_V2_STATE_LABELS, STATUS_FILTER_ALL, STATUS_FILTER_ALL_LABEL } from '@parkflow/domain';
import { dateTime, EMPTY, text } from '../../../../shared/format';
import { texts } from '../../../../shared/texts';
import { f, FieldGrid } from '../../drawer/FieldGrid';
import { PAGE_CHOICES } from '../queue';
import { ALL_TAB } from '../tabs';
import type { DetailProps, KindModule } from '../types';
import { opensSupplementAt } from '../loan/loan';
import { LoanFields } from '../loan/LoanFields';
import { LoanRounds } from '../loan/LoanRounds';
import { SupplementRequests, supplementRequestsOf } from '../loan/LoanSupplements';

/** The status filter: 全部 9999, then 2000–2003 (seed 002 §4). */
const STATUS_CHOICES: readonly { value: string; label: string }[] = [
  { value: String(STATUS_FILTER_ALL), label: STATUS_FILTER_ALL_LABEL },
  ...Object.values(LOAN_V2_STATE).map((code) => ({ value: String(code), label: LOAN_V2_STATE_LABELS[code] })),
];

interface Decision {
  result: 'approved' | 'rejected';
  by?: { realname?: string } | null;
  at?: string;
  reason?: string | null;
}
interface Product {
  id: string;
  productName?: string;
}

/** The chosen products (no bank round in this flow), the decision, the supplements, the six pages. */
function LoanV2Detail({ item }: DetailProps) {
  const products = Array.isArray(item.productList) ? (item.productList as Product[]) : [];
  const decision = (item.checkResult ?? null) as Decision | null;
  const t = texts.loan;
  return (
    <>
      <Divider label={t.sections.status} labelPosition="left" />
      <FieldGrid
        fields={[
          f(t.product, products.map((p) => p.productName ?? p.id).join('、') || EMPTY),
          f('审核人', text(decision?.by?.realname)),
          f('审核时间', dateTime(decision?.at)),
          f(t.checkRemark, text(decision?.reason), true),
        ]}
      />
      <Divider label={t.sections.remarks} labelPosition="left" />
      <SupplementRequests requests={supplementRequestsOf(item)} />
      <LoanRounds item={item} />
      <Divider label={t.sections.application} labelPosition="left" />
      <LoanFields item={item} />
    </>
  );
}

/**
 * The newer loan flow (2000 审核中, 2001 已通过, 2002 已拒绝, 2003 待补充资料): the loan's pieces
 * (status filter, fields, rounds, the supplement wizard) on one review round, no banks. Submitted
 * complete by the api (no wizard drafts here), so it has no 新增.
 */
export const loanV2: KindModule = {
  queue: {
    filters: ['qryCheckState'],
    choices: { qryCheckState: STATUS_CHOICES },
    tabs: false,
    pageNumberAlias: true,
    pastDatesOnly: false,
    pageSizes: PAGE_CHOICES,
    exportButton: 'selection',
    queryNeedsDate: false,
    // 驳回 takes an opinion the reviewer writes (the api accepts it empty, as the loan's first round)
    reject: 'optional',
    addOn: false,
  },
  tabs: [ALL_TAB],
  Detail: LoanV2Detail,
  // 2003: the applicant's row opens the supplement dialog (the loan's opening rule)
  opensSupplement: opensSupplementAt(LOAN_V2_STATE.AWAITING_SUPPLEMENT),
  // as the loan: a reviewer reads the application in the drawer and decides there
  decidesInDrawer: true,
};
