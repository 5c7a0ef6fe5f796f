import type { Kind } from '@parkflow/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { itemsListQuery } from '../../api/queries';
import type { ItemFilters, ItemSummary } from '../../api/types';

const NO_ROWS: ItemSummary[] = [];

/**
 * One page of an item list and what moves it: the applied filters, the page and its size. A new
 * filter, a reset or another page size goes back to page 1.
 */
export function usePagedList<F extends object>(kind: Kind, options: { filters: F; pageSize: number; fixed?: ItemFilters }) {
  const [filters, setFilters] = useState<F>(options.filters);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(options.pageSize);
  const query: ItemFilters = { ...(filters as ItemFilters), ...options.fixed };
  const list = useQuery(itemsListQuery(kind, { ...query, pageNum: page, pageSize }));
  return {
    /** The filters as the user applied them. */
    filters,
    /** What the list is asked for besides paging (an export of "what I see" sends this). */
    query,
    list,
    rows: list.data?.list ?? NO_ROWS,
    apply(next: F) {
      setFilters(next);
      setPage(1);
    },
    paging: {
      page,
      pageSize,
      onPageChange: setPage,
      onPageSizeChange(size: number) {
        setPageSize(size);
        setPage(1);
      },
    },
  };
}

export type PagedList = ReturnType<typeof usePagedList>;
