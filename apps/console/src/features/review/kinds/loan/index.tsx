import { Badge, Divider } from '@mantine/core';
import { loanSecondRoundLabel, loanViewerOf, ROLES } from '@parkflow/domain';
import { EMPTY } from '../../../../shared/format';
import { texts } from '../../../../shared/texts';
import { PAGE_CHOICES } from '../queue';
import { ALL_TAB } from '../tabs';
import type { DetailProps, KindModule } from '../types';
import { decidableProducts, LOAN_STATUS_CHOICES, opensSupplement } from './loan';
import { LoanFields } from './LoanFields';
import { LoanProducts } from './LoanProducts';
import { LoanRounds } from './LoanRounds';
import { ContinueDraftButton, isDraftRow } from './wizard/ContinueDraftButton';
import { LoanApplication } from './wizard/LoanApplication';

/** The products with each bank's state, the supplement requests, then the wizard's pages. */
function LoanDetail({ item }: DetailProps) {
  return (
    <>
      <Divider label={texts.loan.sections.products} labelPosition="left" />
      <LoanProducts item={item} />
      <LoanRounds item={item} />
      <Divider label={texts.loan.sections.application} labelPosition="left" />
      <LoanFields item={item} />
    </>
  );
}

/** Loan applications (seed 002 §2, §4, §6): a status filter instead of tabs; each reader its own columns. */
export const loan: KindModule = {
  queue: {
    filters: ['qryCheckState'],
    choices: { qryCheckState: LOAN_STATUS_CHOICES },
    filtersHiddenFor: [ROLES.CREDIT_INSTITUTION],
    tabs: false,
    pageNumberAlias: true,
    pastDatesOnly: false,
    pageSizes: PAGE_CHOICES,
    exportButton: 'selection',
    queryNeedsDate: false,
    // First round: the opinion may stay empty (Reject { reason? }).
    reject: 'optional',
    // The applicant's 新增 opens the six-page wizard on its first draft (or a new one).
    addOn: 'company',
  },
  tabs: [ALL_TAB],
  Detail: LoanDetail,
  CreateDialog: ({ onClose }) => <LoanApplication onClose={onClose} />,
  // A draft row continues in the wizard (its company only: the row's allowed has Edit).
  rowButtons: (row) => (isDraftRow(row) ? <ContinueDraftButton row={row} /> : null),
  // A credit institution follows its own bank's state (the server's bankState), as in its list.
  drawerStatus: (item, user) =>
    loanViewerOf(user) === 'bank' ? (
      <Badge variant="light" data-testid="bank-state">
        {item.bankState === null || item.bankState === undefined ? EMPTY : loanSecondRoundLabel(item.bankState)}
      </Badge>
    ) : null,
  // A credit institution decides per product of its own bank (second round).
  decisionProducts: (item, user) => (loanViewerOf(user) === 'bank' ? decidableProducts(item, user.bankId) : undefined),
  opensSupplement,
  decidesInDrawer: true,
  // A credit institution narrows its list to the loans waiting for its own decision.
  toggles: [{ param: 'awaitingMe', label: texts.loan.awaitingMe, shownTo: (user) => loanViewerOf(user) === 'bank' }],
};
