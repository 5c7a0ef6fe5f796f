import { Card, Group, Stack } from '@mantine/core';
import { hasRole, KIND_LABELS } from '@parkflow/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { itemCountsQuery, itemsListQuery } from '../../../shared/api/queries';
import type { ItemSummary } from '../../../shared/api/types';
import { useUser } from '../../auth/user';
import { useLiveRooms } from '../../../shared/live/context';
import { columnsOf } from './columns';
import type { QueueKind } from '../kinds/index';
import { loanViewerOf } from '../kinds/loan/loan';
import { reviewsKind, specOf } from './specs';
import { tabsOf } from './tabs';
import { useDecisionNotices } from './useDecisionNotices';
import { useQueueParams } from './useQueueParams';
import { BackButton } from '../../../shared/ui/BackButton';
import { CategorySwitch } from '../kinds/service-demand/CategorySwitch';
import { CreateItemButton } from './CreateItemButton';
import { ExportButton } from '../../../shared/ui/ExportButton';
import { ItemDrawer } from '../drawer/ItemDrawer';
import { PageState } from '../../../shared/ui/PageState';
import { QueueFilters } from '../../../shared/ui/QueueFilters';
import { QueueTable } from '../../../shared/ui/QueueTable/QueueTable';
import { QueueTabs } from './QueueTabs';
import { RowActions } from './RowActions';

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

  const reviewer = reviewsKind(kind, user.roles);
  const loanViewer = loanViewerOf(user);
  const showFilters = !hasRole({ roles: [...user.roles] }, ...(spec.filtersHiddenFor ?? []));
  const columns = columnsOf(kind, {
    tab: q.tab,
    category: q.category,
    now: now ?? new Date(),
    loanViewer,
    actions: (row) => <RowActions kind={kind} row={row} reviewer={reviewer} onOpen={q.openItem} loanViewer={loanViewer} />,
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
