import { PAGE_SIZE_CHOICES } from '@parkflow/domain';
import { PageState } from '../PageState';
import { type QueueColumn, type QueueSelection, QueueTable } from '../QueueTable/QueueTable';
import type { PagedList } from './usePagedList';

interface PagedTableProps {
  paged: Pick<PagedList, 'list' | 'rows' | 'paging'>;
  label: string;
  columns: readonly QueueColumn[];
  selection?: QueueSelection;
}

/** A paged list's table once it has loaded, its error (with a retry) or loading state before. */
export function PagedTable({ paged: { list, rows, paging }, label, columns, selection }: PagedTableProps) {
  if (!list.data) return <PageState error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <QueueTable
      label={label}
      columns={columns}
      rows={rows}
      total={list.data.total}
      pageSizes={PAGE_SIZE_CHOICES}
      loading={list.isPlaceholderData}
      {...paging}
      {...(selection ? { selection } : {})}
    />
  );
}
