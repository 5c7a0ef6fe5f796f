import { Card, Group, Stack, Switch } from '@mantine/core';
import { demandListAdds, hasRole, KIND_LABELS, loanViewerOf as loanReaderOf } from '@parkflow/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { itemCountsQuery, itemsListQuery } from '../../../shared/api/queries';
import type { ItemSummary } from '../../../shared/api/types';
import { useLiveRooms } from '../../../shared/live/context';
import { BackButton } from '../../../shared/ui/BackButton';
import { PageState } from '../../../shared/ui/PageState';
import { QueueFilters } from '../../../shared/ui/QueueFilters';
import { QueueTable } from '../../../shared/ui/QueueTable/QueueTable';
import { WaitingBadge } from '../../../shared/ui/WaitingBadge';
import { texts } from '../../../shared/texts';
import { useUser } from '../../auth/user';
import { ExportJobButton } from '../../jobs/ExportJobButton';
import { ItemDrawer } from '../drawer/ItemDrawer';
import { kindModule, type QueueKind } from '../kinds';
import { offersAdd } from '../kinds/queue';
import { BulkActions } from './BulkActions';
import { bulkSelectable, describeRow } from './bulk';
import { columnsOf } from './columns';
import { CreateItemButton } from './CreateItemButton';
import { QueueTabs } from './QueueTabs';
import { RowActions } from './RowActions';
import { tabsOf } from './tabs';
import { useDecisionNotices } from './useDecisionNotices';
import { useQueueParams } from './useQueueParams';
import { ShortcutHelp } from './ShortcutHelp';
import { useKeyboardFlow } from './useKeyboardFlow';

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
  const module = kindModule(kind);
  const spec = module.queue;
  const q = useQueueParams(kind);
  // AppLayout follows every kind of the user already; joining here too keeps this page live
  // on its own (the provider counts subscribers, so nothing is joined twice).
  useLiveRooms([`kind:${kind}`]);

  const list = useQuery(itemsListQuery(kind, q.listFilters));
  // Counts feed the tabs; a kind without tabs (loans: a status filter) never asks for them.
  const counts = useQuery({ ...itemCountsQuery(kind, q.baseFilters), enabled: spec.tabs });
  const rows = list.data?.list ?? NO_ROWS;
  // Checked rows, for a selection export (loans); kept across pages like the legacy table's.
  const [selected, setSelected] = useState<string[]>([]);
  const ids = useMemo(() => rows.map((row) => row.id), [rows]);
  useDecisionNotices(kind, ids, q.openId, user.id);
  // Selected on this page, under these filters: another page or tab starts a new selection, and a
  // row that left (decided by someone else) or can no longer be decided drops out of it.
  const [picked, setPicked] = useState<{ key: string; ids: ReadonlySet<string> }>({ key: '', ids: new Set() });
  const selectionKey = JSON.stringify(q.listFilters);
  const selectedIds = picked.key === selectionKey ? picked.ids : new Set<string>();
  const selectable = (row: ItemSummary) => bulkSelectable(kind, row);
  const selectedRows = rows.filter((row) => selectedIds.has(row.id) && selectable(row));
  const select = (next: string[]) => setPicked({ key: selectionKey, ids: new Set(next) });
  const bulk = rows.some(selectable);
  const keys = useKeyboardFlow(rows, q.openId, q.openItem);

  const showFilters = !hasRole({ roles: [...user.roles] }, ...(spec.filtersHiddenFor ?? []));
  const columns = columnsOf(
    kind,
    { scope: q.tab.scope, category: q.category, viewer: loanReaderOf(user) },
    {
      scope: q.tab.scope,
      now: now ?? new Date(),
      actions: (row) => <RowActions kind={kind} row={row} onOpen={q.openItem} />,
    },
  );
  // Open items show how long they have waited, next to the actions (only when the api says so).
  if (rows.some((row) => row.waiting)) {
    columns.splice(Math.max(0, columns.length - 1), 0, {
      key: 'waiting',
      title: texts.waiting.label,
      nowrap: true,
      render: (row) => (row.waiting ? <WaitingBadge waiting={row.waiting} bare /> : null),
    });
  }
  const { CategorySwitch } = module;

  return (
    <Stack gap="md">
      {CategorySwitch && <CategorySwitch value={q.category} onChange={q.setCategory} />}
      <Card withBorder padding="md">
        <Stack gap="md">
          <Group justify="space-between" align="end" wrap="wrap">
            <Group gap="md" align="end">
              {showFilters && (
                <QueueFilters
                  fields={spec.filters}
                  choices={spec.choices}
                  applied={q.filters}
                  onQuery={q.setFilters}
                  onReset={q.resetFilters}
                  pastDatesOnly={spec.pastDatesOnly}
                  queryNeedsDate={spec.queryNeedsDate}
                />
              )}
              {q.toggles.map((toggle) => (
                <Switch
                  key={toggle.param}
                  label={toggle.label}
                  checked={q.baseFilters[toggle.param] === '1'}
                  onChange={(e) => q.setToggle(toggle.param, e.currentTarget.checked)}
                />
              ))}
            </Group>
            <Group gap="sm">
              <BackButton />
              {spec.exportButton === 'all' && (
                // 导出全部: every tab under the current filters (the legacy export took no tab), as a job.
                <ExportJobButton kind={kind} filters={q.baseFilters} title={KIND_LABELS[kind]} label={texts.queue.export} />
              )}
              {spec.exportButton === 'selection' && (
                <ExportJobButton
                  kind={kind}
                  filters={q.baseFilters}
                  ids={selected}
                  title={KIND_LABELS[kind]}
                  label={texts.queue.exportSelected}
                />
              )}
              {module.CreateDialog &&
                offersAdd(spec.addOn, user, kind) &&
                (kind !== 'service-demand' || demandListAdds(q.category)) && (
                  <CreateItemButton kind={kind} category={q.category} />
                )}
            </Group>
          </Group>
          {spec.tabs && <QueueTabs tabs={tabsOf(kind)} value={q.tab.value} counts={counts.data} onChange={q.setTab} />}
          <BulkActions kind={kind} rows={selectedRows} describe={describeRow} onClear={() => select([])} />
          {list.data ? (
            <QueueTable
              cursor={keys.cursor}
              selection={
                bulk
                  ? { selected: selectedIds, selectable, onChange: select, describe: describeRow }
                  : spec.exportButton === 'selection'
                    ? { selected: new Set(selected), selectable: () => true, onChange: setSelected, describe: describeRow }
                    : undefined
              }
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
      {q.openId && (
        <ItemDrawer
          key={q.openId}
          kind={kind}
          id={q.openId}
          onClose={() => q.openItem(null)}
          onDecided={() => keys.next(q.openId!)}
        />
      )}
      {keys.help && <ShortcutHelp onClose={keys.closeHelp} />}
    </Stack>
  );
}
