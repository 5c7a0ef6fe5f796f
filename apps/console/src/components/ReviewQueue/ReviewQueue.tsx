import { Card, Group, Stack } from '@mantine/core';
import { hasRole, KIND_LABELS } from '@parkflow/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { itemCountsQuery, itemsListQuery } from '../../api/queries';
import type { ItemSummary } from '../../api/types';
import { useUser } from '../../auth/user';
import { useLiveRooms } from '../../live/context';
import { columnsOf } from '../../queues/columns';
import type { QueueKind } from '../../queues/kinds';
import { loanViewerOf } from '../../queues/loan';
import { specOf } from '../../queues/specs';
import { tabsOf } from '../../queues/tabs';
import { useDecisionNotices } from '../../queues/useDecisionNotices';
import { useQueueParams } from '../../queues/useQueueParams';
import { BackButton } from '../BackButton/BackButton';
import { CategorySwitch } from '../CategorySwitch/CategorySwitch';
import { CreateItemButton } from '../CreateItemButton/CreateItemButton';
import { ExportButton } from '../ExportButton/ExportButton';
import { ItemDrawer } from '../ItemDrawer/ItemDrawer';
import { PageState } from '../PageState/PageState';
import { QueueFilters } from '../QueueFilters/QueueFilters';
import { QueueTable } from '../QueueTable/QueueTable';
import { QueueTabs } from '../QueueTabs/QueueTabs';
import { RowActions } from '../RowActions/RowActions';

export interface ReviewQueueProps {
  kind: QueueKind;
  /** The clock for 已结束 / 进行中; tests pin it. */
  now?: Date;
}

const NO_ROWS: ItemSummary[] = [];

/**
 * One kind's review queue, end to end and live: tabs with counts, the seed's filters, table and
 * paging, decisions, the create dialog, export, and the detail drawer. Live events patch the
 * list through the keys module (a decided row leaves a pending tab at once); this screen only
 * adds the notice saying who decided.
 */
export function ReviewQueue({ kind, now }: ReviewQueueProps) {
  const user = useUser();
  const spec = specOf(kind);
  const q = useQueueParams(kind);
  // AppLayout follows every kind of the user already; joining here too keeps this page live
  // on its own (the provider counts subscribers, so nothing is joined twice).
  useLiveRooms([`kind:${kind}`]);

  const list = useQuery(itemsListQuery(kind, q.listFilters));
  // Counts feed the tabs; a kind without tabs (loans: a status filter) never asks for them.
  const counts = useQuery({ ...itemCountsQuery(kind, q.baseFilters), enabled: spec.tabs });
  const rows = list.data?.list ?? NO_ROWS;
  const ids = useMemo(() => rows.map((row) => row.id), [rows]);
  useDecisionNotices(kind, ids, q.openId, user.id);

  const loanViewer = loanViewerOf(user);
  const showFilters = !hasRole({ roles: [...user.roles] }, ...(spec.filtersHiddenFor ?? []));
  const columns = columnsOf(kind, {
    tab: q.tab,
    category: q.category,
    now: now ?? new Date(),
    loanViewer,
    actions: (row) => <RowActions kind={kind} row={row} onOpen={q.openItem} />,
  });

  return (
    <Stack gap="md">
      {kind === 'service-demand' && <CategorySwitch value={q.category} onChange={q.setCategory} />}
      <Card withBorder padding="md">
        <Stack gap="md">
          <Group justify="space-between" align="end" wrap="wrap">
            {showFilters ? (
            <QueueFilters
              fields={spec.filters}
              choices={spec.choices}
              applied={q.filters}
              onQuery={q.setFilters}
              onReset={q.resetFilters}
              pastDatesOnly={spec.pastDatesOnly}
              queryNeedsDate={spec.queryNeedsDate}
            />
            ) : (
              <div />
            )}
            <Group gap="sm">
              <BackButton />
              {spec.exportable && (
                // 导出全部: every tab under the current filters (the legacy export took no tab).
                <ExportButton path={`/api/items/${kind}/export`} filters={q.baseFilters} fileName={`${KIND_LABELS[kind]}.xlsx`} />
              )}
              {spec.canCreate(user.roles) && <CreateItemButton kind={kind} category={q.category} />}
            </Group>
          </Group>
          {spec.tabs && <QueueTabs tabs={tabsOf(kind)} value={q.tab.value} counts={counts.data} onChange={q.setTab} />}
          {list.data ? (
            <QueueTable
              label={KIND_LABELS[kind]}
              columns={columns}
              rows={rows}
              total={list.data.total}
              page={q.page}
              pageSize={q.pageSize}
              pageSizes={spec.pageSizes}
              onPageChange={q.setPage}
              onPageSizeChange={q.setPageSize}
              loading={list.isPlaceholderData}
            />
          ) : (
            <PageState error={list.error} onRetry={() => void list.refetch()} />
          )}
        </Stack>
      </Card>
      {q.openId && <ItemDrawer key={q.openId} kind={kind} id={q.openId} onClose={() => q.openItem(null)} />}
    </Stack>
  );
}
