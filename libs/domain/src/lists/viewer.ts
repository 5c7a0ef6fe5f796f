import { type Actor, QRY_CHECK_LIST_POWER, qryCheckListPowerOf } from '../roles.js';

/**
 * Who reads the loan list (seed 002 §6): qryCheckListPower 4 is the first-round reviewer, 5 the
 * credit institution bound to one bank; everybody else reads it as the applicant's company does.
 */
export type LoanViewer = 'reviewer' | 'bank' | 'applicant';

export function loanViewerOf(actor: Pick<Actor, 'roles'>): LoanViewer {
  switch (qryCheckListPowerOf(actor)) {
    case QRY_CHECK_LIST_POWER.FIRST_ROUND:
      return 'reviewer';
    case QRY_CHECK_LIST_POWER.SECOND_ROUND:
      return 'bank';
    default:
      return 'applicant';
  }
}
