import { PAGE_SIZE, PAGE_SIZE_CHOICES, type Role, hasRole } from '@parkflow/domain';

/** Page sizes: the seed's choice of 10, 20, 50, or fixed paging at 10. */
export const PAGE_CHOICES = PAGE_SIZE_CHOICES;
export const FIXED_PAGE = [PAGE_SIZE] as const;

export const anyone = () => true;
export const nobody = () => false;
export const holdsRole =
  (...roles: Role[]) =>
  (mine: readonly Role[]) =>
    hasRole({ roles: [...mine] }, ...roles);

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
  canCreate: nobody,
} as const;
