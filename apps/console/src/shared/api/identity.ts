import { infiniteQueryOptions, keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE, type RoleView } from '@parkflow/domain';
import { api } from './client';
import { queryKeys } from './keys';
import type { ColumnAssignment, CompanyPage, MenuColumnNode, MenuLocation, UserPage } from './types';

/** Identity administration's queries and mutations (GET/POST /api/users …, ARCHITECTURE.md Identity). */

/** The roles a company's users hold (seed `condition=2`), or every role. */
export const rolesQuery = (condition: 'company' | 'all' = 'company') =>
  queryOptions({
    queryKey: queryKeys.identity.roles(condition),
    queryFn: ({ signal }) =>
      api.get<RoleView[]>('/api/roles', { signal, query: { condition: condition === 'company' ? 2 : undefined } }),
    staleTime: 10 * 60_000,
  });

/**
 * Settled companies by name, page after page (the enterprise list scrolls on, seed 000 §2.4); the
 * park (bio) companies only for role management (seed 002 §7 whetherBioCompany=1).
 */
export const companiesQuery = (name: string, bioCompanies = false) =>
  infiniteQueryOptions({
    queryKey: queryKeys.identity.companies(name, bioCompanies),
    queryFn: ({ signal, pageParam }) =>
      api.get<CompanyPage>('/api/companies', {
        signal,
        query: { name, whetherBioCompany: bioCompanies ? 1 : undefined, pageNum: pageParam, pageSize: PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * PAGE_SIZE < last.total ? pages.length + 1 : undefined),
  });

export type UserFiltersQuery = Record<string, string | number | undefined>;

export const usersQuery = (filters: UserFiltersQuery) =>
  queryOptions({
    queryKey: queryKeys.identity.users(filters),
    queryFn: ({ signal }) => api.get<UserPage>('/api/users', { signal, query: filters }),
    placeholderData: keepPreviousData,
  });

export const menuLocationsQuery = () =>
  queryOptions({
    queryKey: queryKeys.identity.locations(),
    queryFn: ({ signal }) => api.get<MenuLocation[]>('/api/menu-locations', { signal, query: { codes: 'menu_website' } }),
    staleTime: Infinity,
  });

/** One location's columns, loaded when the drawer opens that location (seed 002: a lazily loaded tree). */
export const locationColumnsQuery = (locationId: number) =>
  queryOptions({
    queryKey: queryKeys.identity.locationColumns(locationId),
    queryFn: ({ signal }) => api.get<MenuColumnNode[]>(`/api/menu-locations/${locationId}/columns`, { signal }),
    staleTime: Infinity,
  });

export const userColumnsQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.identity.userColumns(userId),
    queryFn: ({ signal }) =>
      api.get<{ columns: ColumnAssignment[] }>(`/api/users/${encodeURIComponent(userId)}/columns`, { signal }),
  });

const userPath = (userId: string, tail = '') => `/api/users/${encodeURIComponent(userId)}${tail}`;

export interface NewUser {
  realname: string;
  phone: string;
  password: string;
  confPwd: string;
  roleIds: string[];
  companyId: string;
}

export const identityMutations = {
  add: () => mutationOptions({ mutationFn: (user: NewUser) => api.post<{ userId: string }>('/api/users', user) }),
  editRoles: () =>
    mutationOptions({
      mutationFn: ({ userId, roleIds, whetherBioCompany }: { userId: string; roleIds: string[]; whetherBioCompany?: boolean }) =>
        api.put<null>(userPath(userId, '/roles'), whetherBioCompany ? { roleIds, whetherBioCompany: 1 } : { roleIds }),
    }),
  unbind: () => mutationOptions({ mutationFn: (userId: string) => api.post<null>(userPath(userId, '/unbind')) }),
  changePassword: () =>
    mutationOptions({
      mutationFn: ({ userId, password, confPwd }: { userId: string; password: string; confPwd: string }) =>
        api.post<null>(userPath(userId, '/password'), { id: userId, password, confPwd }),
    }),
  remove: () => mutationOptions({ mutationFn: (userId: string) => api.delete<null>(userPath(userId)) }),
  assignColumns: () =>
    mutationOptions({
      mutationFn: ({ userId, columns }: { userId: string; columns: ColumnAssignment[] }) =>
        api.put<{ columns: ColumnAssignment[] }>(userPath(userId, '/columns'), { columns }),
    }),
};
