import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ParkAccountList, ParkAccountRow } from '@parkflow/domain';
import { api } from './client';
import { queryKeys } from './keys';

/** Gate-guard staff and park user accounts (seed 001 §2.2, §2.3; ARCHITECTURE.md identity). */
export const PARK_ACCOUNT_PATHS: Record<ParkAccountList, string> = {
  'gate-staff': '/api/gate-staff',
  'park-user': '/api/park-users',
};

export type ParkAccountFilters = Record<string, string | number | undefined>;

export const parkAccountsQuery = (list: ParkAccountList, filters: ParkAccountFilters) =>
  queryOptions({
    queryKey: queryKeys.parkAccounts.list(list, filters),
    queryFn: ({ signal }) =>
      api.get<{ list: ParkAccountRow[]; total: number }>(PARK_ACCOUNT_PATHS[list], { signal, query: filters }),
    placeholderData: keepPreviousData,
  });

export const parkAccountMutations = {
  add: (list: ParkAccountList) =>
    mutationOptions({
      mutationFn: (body: Record<string, string>) => api.post<{ id: string }>(PARK_ACCOUNT_PATHS[list], body),
    }),
  edit: (list: ParkAccountList) =>
    mutationOptions({
      mutationFn: ({ id, ...body }: Record<string, string> & { id: string }) =>
        api.put<null>(`${PARK_ACCOUNT_PATHS[list]}/${encodeURIComponent(id)}`, body),
    }),
  /** status 1 restores, 2 freezes (seed 001 §7.3 change status). */
  status: (list: ParkAccountList) =>
    mutationOptions({
      mutationFn: ({ id, status }: { id: string; status: 1 | 2 }) =>
        api.post<null>(`${PARK_ACCOUNT_PATHS[list]}/${encodeURIComponent(id)}/status`, { status }),
    }),
};
