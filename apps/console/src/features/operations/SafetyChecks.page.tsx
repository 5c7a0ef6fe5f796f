import { Alert, Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import {
  CORRECTION_STATES,
  INDEX_HEADER,
  KIND_LABELS,
  message,
  PAGE_SIZE,
  PAGE_SIZE_CHOICES,
  rowNumber,
  safetyCheckColumns,
} from '@parkflow/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../shared/api/errors';
import { invalidateKindLists } from '../../shared/api/keys';
import { itemCommandMutation, itemsListQuery } from '../../shared/api/queries';
import type { ItemSummary } from '../../shared/api/types';
import { confirmAction } from '../../shared/confirm';
import { useLiveRooms } from '../../shared/live/context';
import { headerOf } from '../../shared/headers';
import { notify } from '../../shared/notify';
import { texts } from '../../shared/texts';
import { PageState } from '../../shared/ui/PageState';
import { opensKind } from '../auth/navigation';
import { useUser } from '../auth/user';
import { ExportJobButton } from '../jobs/ExportJobButton';
import { TemplateAndImport } from '../transfer/TemplateAndImport';
import { SafetyCheckDialog } from './SafetyCheckDialog';
import { ListPager } from '../../shared/ui/ListPager';

const NO_ROWS: ItemSummary[] = [];
const [OPEN, CORRECTED, NO_PROBLEM] = CORRECTION_STATES;
/** The table's columns (a summary of libs/domain's: 整改状态 says the inspection's, not each danger's). */
const COLUMNS = safetyCheckColumns();
const header = (key: string) => headerOf(COLUMNS, key);
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The page's rows by company, in the order the companies first appear: one merged cell each. */
export function byCompany(rows: readonly ItemSummary[]): { company: string; rows: ItemSummary[] }[] {
  const groups = new Map<string, ItemSummary[]>();
  for (const row of rows) {
    const key = text(row.companyName);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups].map(([company, list]) => ({ company, rows: list }));
}

/**
 * 安全检查记录 (seed 001 §2.12): the list merged per company (one company cell spanning its
 * inspections), search, 编辑 (the danger items), 删除 by parent with 确定删除？, 导入 on the
 * transfer pipeline (validate, report, apply; companies the park does not have open
 * 导入不成功，联系科服公司新增人员账号), 导出 as a job (exportWork), 下载模板; 10, 20 or 50 a page.
 */
export function SafetyChecksPage() {
  const user = useUser();
  if (!opensKind(user, 'safety-check')) return <Alert color="red">{message('AUTH.FORBIDDEN')}</Alert>;
  return <SafetyChecks />;
}

function SafetyChecks() {
  useLiveRooms(['kind:safety-check']);
  const client = useQueryClient();
  const [typed, setTyped] = useState('');
  const [searchWords, setSearchWords] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const [editing, setEditing] = useState<ItemSummary | null>(null);
  const filters = { pageNum: page, pageSize, ...(searchWords ? { searchWords } : {}) };
  const list = useQuery(itemsListQuery('safety-check', filters));
  const rows = list.data?.list ?? NO_ROWS;
  const total = list.data?.total ?? 0;
  const remove = useMutation({
    ...itemCommandMutation('safety-check'),
    onSuccess: async () => {
      notify.success(message('SUCCESS.DELETED'));
      // after a delete the page drops to the last one when it is now out of range (seed 001 §4)
      const last = Math.max(1, Math.ceil((total - 1) / pageSize));
      if (page > last) setPage(last);
      await invalidateKindLists(client, 'safety-check');
    },
    onError: (error) => notify.error(isApiError(error) ? error.message : String(error)),
  });
  const deleteOne = async (row: ItemSummary) => {
    if (!(await confirmAction(message('CONFIRM.DELETE_ONE')))) {
      notify.info(message('CANCEL.DELETE'));
      return;
    }
    remove.mutate({ id: row.id, type: 'Delete', expectedVersion: row.version });
  };
  const label = KIND_LABELS['safety-check'];
  let index = 0;

  return (
    <Stack gap="md">
      <Title order={2}>{label}</Title>
      <Card withBorder padding="md">
        <Stack gap="md">
          <Group gap="sm" align="flex-end">
            <TextInput
              label={texts.operations.keyword}
              placeholder={texts.operations.keywordPlaceholder}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
            />
            <Button
              onClick={() => {
                setSearchWords(typed.trim());
                setPage(1);
              }}
            >
              {texts.queue.query}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setTyped('');
                setSearchWords('');
                setPage(1);
              }}
            >
              {texts.queue.reset}
            </Button>
            <TemplateAndImport kind="safety-check" />
            <ExportJobButton
              kind="safety-check"
              filters={searchWords ? { searchWords } : {}}
              title={label}
              label={texts.queue.exportSelected}
            />
          </Group>
          {list.data ? (
            <>
              <Table withTableBorder withColumnBorders aria-label={label}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{header('companyName')}</Table.Th>
                    <Table.Th>{INDEX_HEADER}</Table.Th>
                    <Table.Th>{header('checkTime')}</Table.Th>
                    <Table.Th>{header('contactName')}</Table.Th>
                    <Table.Th>{header('contactTel')}</Table.Th>
                    <Table.Th>{header('dangerCount')}</Table.Th>
                    <Table.Th>{header('correctState')}</Table.Th>
                    <Table.Th>{header('remarks')}</Table.Th>
                    <Table.Th>{texts.queue.actions}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {byCompany(rows).map((group) =>
                    group.rows.map((row, i) => {
                      const n = rowNumber(page, index++, pageSize);
                      const dangers = Array.isArray(row.dangerList) ? (row.dangerList as { correctState?: string }[]) : [];
                      const open = dangers.filter((d) => d.correctState === OPEN).length;
                      return (
                        <Table.Tr key={row.id} data-testid="safety-row">
                          {i === 0 && (
                            <Table.Td rowSpan={group.rows.length} data-testid="safety-company">
                              {group.company}
                            </Table.Td>
                          )}
                          <Table.Td>{n}</Table.Td>
                          <Table.Td>{text(row.checkTime)}</Table.Td>
                          <Table.Td>{text(row.contactName)}</Table.Td>
                          <Table.Td>{text(row.contactTel)}</Table.Td>
                          <Table.Td>{text(row.dangerCount)}</Table.Td>
                          <Table.Td>
                            {open > 0 ? texts.operations.openDangers(open) : dangers.length ? CORRECTED : NO_PROBLEM}
                          </Table.Td>
                          <Table.Td>{text(row.remarks)}</Table.Td>
                          <Table.Td>
                            <Group gap={4} wrap="nowrap">
                              <Button
                                size="compact-sm"
                                variant="subtle"
                                disabled={!row.allowed.includes('Edit')}
                                onClick={() => setEditing(row)}
                              >
                                {texts.bills.edit}
                              </Button>
                              <Button
                                size="compact-sm"
                                variant="subtle"
                                color="red"
                                disabled={!row.allowed.includes('Delete')}
                                onClick={() => void deleteOne(row)}
                              >
                                {texts.bills.delete}
                              </Button>
                            </Group>
                          </Table.Td>
                        </Table.Tr>
                      );
                    }),
                  )}
                  {rows.length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={9}>
                        <Text size="sm" c="dimmed" ta="center">
                          {texts.queue.empty}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Table.Tbody>
              </Table>
              <ListPager
                total={total}
                page={page}
                pageSize={pageSize}
                onPageChange={setPage}
                pageSizes={PAGE_SIZE_CHOICES}
                onPageSizeChange={(size) => {
                  setPageSize(size);
                  setPage(1);
                }}
                label={texts.operations.pager}
              />
            </>
          ) : (
            <PageState error={list.error} onRetry={() => void list.refetch()} />
          )}
        </Stack>
      </Card>
      {editing && <SafetyCheckDialog check={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
