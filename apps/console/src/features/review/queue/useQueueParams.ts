import { DEMAND_CATEGORIES, type DemandCategory } from '@parkflow/domain';
import { useSearchParams } from 'react-router';
import type { ItemFilters } from '../../../shared/api/types';
import { useRememberedSearch } from '../../../shared/useRememberedSearch';
import { useUser } from '../../auth/user';
import type { FilterName, FilterValues } from '../../../shared/ui/QueueFilters';
import { kindModule, type QueueKind } from '../kinds';
import type { QueueToggle } from '../kinds/types';
import { type QueueTab, tabOf } from './tabs';

/** URL parameters the queue owns; everything else in the query is left alone. */
type OwnParam =
  | 'tab'
  | 'page'
  | 'size'
  | 'category'
  | 'item'
  | 'screenDate'
  | 'tel'
  | 'phone'
  | 'companyName'
  | 'title'
  | 'qryCheckState'
  | QueueToggle['param'];

const isCategory = (value: string | null): value is DemandCategory =>
  value !== null && (DEMAND_CATEGORIES as readonly string[]).includes(value);

export interface QueueParams {
  tab: QueueTab;
  page: number;
  pageSize: number;
  category: DemandCategory;
  /** The item whose drawer is open. */
  openId: string | null;
  filters: FilterValues;
  /** GET /api/items/:kind parameters for this page. */
  listFilters: ItemFilters;
  /** The same without tab and paging: GET …/counts and the export. */
  baseFilters: ItemFilters;
}

/**
 * A queue's state lives in the URL (tab, page, size, filters, category, open item), so a reload
 * or a shared link shows the same screen. Changing tab, filters, size or category goes back to
 * page 1 (seed 000 §4: "Changing tab resets the page to 1"). Leaving and coming back restores it.
 */
export function useQueueParams(kind: QueueKind) {
  const user = useUser();
  useRememberedSearch(`parkflow:queue:${user.id}:${kind}`);
  const [params, setParams] = useSearchParams();
  const module = kindModule(kind);
  const spec = module.queue;
  const tab = tabOf(kind, params.get('tab'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const asked = Number(params.get('size'));
  const pageSize = spec.pageSizes.includes(asked) ? asked : spec.pageSizes[0]!;
  const category = isCategory(params.get('category')) ? (params.get('category') as DemandCategory) : DEMAND_CATEGORIES[0];
  const filters: FilterValues = {};
  for (const name of spec.filters) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  // A choice filter left unset sends its first option (the loan status filter: 9999 = all).
  const defaults = Object.fromEntries(
    Object.entries(spec.choices ?? {}).map(([name, options]) => [name, options?.[0]?.value]),
  ) as Partial<Record<FilterName, string>>;
  // The user's own switches (a bank's 待我审核): on is `param=1`, for the list, counts and export.
  const toggles = (module.toggles ?? []).filter((toggle) => toggle.shownTo(user));
  const toggled = Object.fromEntries(
    toggles.filter((toggle) => params.get(toggle.param) === '1').map((toggle) => [toggle.param, '1']),
  );
  const baseFilters: ItemFilters = {
    ...defaults,
    ...(filters as Partial<Record<FilterName, string>>),
    ...toggled,
    ...(module.CategorySwitch ? { category } : {}),
  };
  const state: QueueParams = {
    tab,
    page,
    pageSize,
    category,
    openId: params.get('item'),
    filters,
    baseFilters,
    listFilters: {
      pageNum: page,
      ...(spec.pageNumberAlias ? { pageNumber: page } : {}),
      pageSize,
      ...tab.filter,
      ...baseFilters,
    },
  };

  const update = (changes: Partial<Record<OwnParam, string | null>>, resetPage = true) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (resetPage) next.delete('page');
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '' || value === undefined) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  return {
    ...state,
    setTab: (value: string) => update({ tab: value }),
    setPage: (value: number) => update({ page: value > 1 ? String(value) : null }, false),
    setPageSize: (value: number) => update({ size: String(value) }),
    setCategory: (value: DemandCategory) => update({ category: value }),
    setFilters: (values: FilterValues) => update(Object.fromEntries(spec.filters.map((name) => [name, values[name] ?? null]))),
    resetFilters: () => update(Object.fromEntries(spec.filters.map((name) => [name, null]))),
    openItem: (id: string | null) => update({ item: id }, false),
    toggles,
    setToggle: (param: QueueToggle['param'], on: boolean) => update({ [param]: on ? '1' : null }),
  };
}
