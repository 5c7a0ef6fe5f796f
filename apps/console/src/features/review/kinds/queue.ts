import { type Kind, PAGE_SIZE, PAGE_SIZE_CHOICES } from '@parkflow/domain';
import { rolesMay } from '@parkflow/workflows';
import type { User } from '../../../shared/api/types';
import { isCompanyUser } from '../../auth/navigation';
import type { QueueSpec } from './types';

/** Page sizes: the seed's choice of 10, 20, 50, or fixed paging at 10. */
export const PAGE_CHOICES = PAGE_SIZE_CHOICES;
export const FIXED_PAGE = [PAGE_SIZE] as const;

/**
 * Whether this user gets the seed's 新增 on a kind's screen: its side (a company's list or the
 * staff's queue) has one, and the role policy lets its roles create the kind.
 */
export function offersAdd(addOn: QueueSpec['addOn'], user: Pick<User, 'roles'>, kind: Kind): boolean {
  if (!addOn) return false;
  const onItsSide = addOn === 'both' || (addOn === 'company') === isCompanyUser(user);
  return onItsSide && rolesMay(user.roles, kind, 'Create');
}

/**
 * The settlement and provider applications' queue (seed 000 §2.1–2.2): a date filter, pending /
 * approved / rejected tabs, 10 per page, rejection with an optional opinion. Applications come
 * from the public site (seed 000 shows no create form here).
 */
export const APPLICATION_QUEUE = {
  filters: ['screenDate'],
  tabs: true,
  pastDatesOnly: false,
  pageSizes: FIXED_PAGE,
  exportButton: false,
  queryNeedsDate: false,
  reject: 'opinion',
  addOn: false,
} as const;
