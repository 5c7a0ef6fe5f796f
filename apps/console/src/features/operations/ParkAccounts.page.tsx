import { Badge, Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import {
  ACCOUNT_STATUS,
  INDEX_HEADER,
  message,
  PARK_ACCOUNT_PAGE_SIZE,
  PARK_ACCOUNT_TITLES,
  type ParkAccountList,
  type ParkAccountRow,
  parkAccountStatusLabel,
  rowNumber,
} from '@parkflow/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../shared/api/errors';
import { queryKeys } from '../../shared/api/keys';
import { parkAccountMutations, parkAccountsQuery } from '../../shared/api/parkAccounts';
import { confirmAction } from '../../shared/confirm';
import { useLiveRooms } from '../../shared/live/context';
import { notify } from '../../shared/notify';
import { texts } from '../../shared/texts';
import { PageState } from '../../shared/ui/PageState';
import { ParkAccountDialog } from './ParkAccountDialog';
import { ListPager } from '../../shared/ui/ListPager';

/** The list's phone filter: gate-guard staff send `phone`, park users `tel` (seed 001 §7.3). */
const phoneFilter = (list: ParkAccountList) => (list === 'gate-staff' ? 'phone' : 'tel');

/**
 * 门岗人员管理 (seed 001 §2.2) and 园区用户账号 (§2.3): name and phone filters with 查询 / 重置,
 * 新增, per row 编辑 and 冻结 / 恢复, a pager of previous, pages and next at 10 a page. A frozen
 * account cannot sign in (the api). A park user's freeze or restore is confirmed first (§4); a
 * guard's is one click. The list follows other consoles' changes live (room `accounts:<list>`).
 */
export function ParkAccountsPage({ list }: { list: ParkAccountList }) {
  useLiveRooms([`accounts:${list}`]);
  const client = useQueryClient();
  const [typed, setTyped] = useState({ name: '', phone: '' });
  const [applied, setApplied] = useState({ name: '', phone: '' });
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ParkAccountRow | null | 'new'>(null);
  const filters = {
    pageNumber: page,
    pageSize: PARK_ACCOUNT_PAGE_SIZE,
    name: applied.name || undefined,
    [phoneFilter(list)]: applied.phone || undefined,
  };
  const accounts = useQuery(parkAccountsQuery(list, filters));
  const status = useMutation({
    ...parkAccountMutations.status(list),
    onSuccess: async (_, { status }) => {
      notify.success(message(status === ACCOUNT_STATUS.NORMAL ? 'ACCOUNT.RESTORED' : 'ACCOUNT.FROZEN'));
      await client.invalidateQueries({ queryKey: queryKeys.parkAccounts.lists(list) });
    },
    onError: (error) => notify.error(isApiError(error) ? error.message : String(error)),
  });
  const toggle = async (row: ParkAccountRow) => {
    const restoring = row.allowed.includes('Restore');
    if (list === 'park-user' && !(await confirmAction(message(restoring ? 'CONFIRM.RESTORE' : 'CONFIRM.FREEZE')))) {
      notify.info(message('CANCEL.DEFAULT'));
      return;
    }
    status.mutate({ id: row.id, status: restoring ? ACCOUNT_STATUS.NORMAL : ACCOUNT_STATUS.FROZEN });
  };
  const title = PARK_ACCOUNT_TITLES[list];
  const total = accounts.data?.total ?? 0;

  return (
    <Stack gap="md">
      <Title order={2}>{title}</Title>
      <Card withBorder padding="md">
        <Stack gap="md">
          <Group gap="sm" align="flex-end">
            <TextInput
              label={texts.account.realname}
              placeholder={message('GUARD.NAME_REQUIRED')}
              value={typed.name}
              onChange={(e) => setTyped({ ...typed, name: e.currentTarget.value })}
            />
            <TextInput
              label={texts.account.phone}
              placeholder={texts.queue.placeholders.phone}
              value={typed.phone}
              onChange={(e) => setTyped({ ...typed, phone: e.currentTarget.value })}
            />
            <Button
              onClick={() => {
                setApplied(typed);
                setPage(1);
              }}
            >
              {texts.queue.query}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setTyped({ name: '', phone: '' });
                setApplied({ name: '', phone: '' });
                setPage(1);
              }}
            >
              {texts.queue.reset}
            </Button>
            <Button variant="light" onClick={() => setEditing('new')}>
              {texts.queue.add}
            </Button>
          </Group>
          {accounts.data ? (
            <>
              <Table striped withTableBorder aria-label={title}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{INDEX_HEADER}</Table.Th>
                    <Table.Th>{texts.account.realname}</Table.Th>
                    <Table.Th>{texts.account.phone}</Table.Th>
                    <Table.Th>{texts.drawer.status}</Table.Th>
                    <Table.Th>{texts.queue.actions}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {accounts.data.list.map((row, i) => (
                    <Table.Tr key={row.id} data-testid="account-row">
                      <Table.Td>{rowNumber(page, i, PARK_ACCOUNT_PAGE_SIZE)}</Table.Td>
                      <Table.Td>{row.name}</Table.Td>
                      <Table.Td>{row.phone}</Table.Td>
                      <Table.Td>
                        <Badge color={row.status === ACCOUNT_STATUS.NORMAL ? 'teal' : 'gray'} variant="light">
                          {parkAccountStatusLabel(list, row.status)}
                        </Badge>
                      </Table.Td>
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
                          {row.allowed.includes('Restore') ? (
                            <Button
                              size="compact-sm"
                              variant="subtle"
                              color="teal"
                              onClick={() => void toggle(row)}
                              loading={status.isPending && status.variables?.id === row.id}
                            >
                              {texts.operations.restore}
                            </Button>
                          ) : (
                            <Button
                              size="compact-sm"
                              variant="subtle"
                              color="red"
                              disabled={!row.allowed.includes('Freeze')}
                              onClick={() => void toggle(row)}
                              loading={status.isPending && status.variables?.id === row.id}
                            >
                              {texts.operations.freeze}
                            </Button>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                  {accounts.data.list.length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={5}>
                        <Text size="sm" c="dimmed" ta="center">
                          {texts.queue.empty}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Table.Tbody>
              </Table>
              {/* seed 001 §2.2, §9: previous, page numbers, next; fixed at 10; hidden when empty */}
              <ListPager
                total={total}
                page={page}
                pageSize={PARK_ACCOUNT_PAGE_SIZE}
                onPageChange={setPage}
                label={texts.operations.pager}
              />
            </>
          ) : (
            <PageState error={accounts.error} onRetry={() => void accounts.refetch()} />
          )}
        </Stack>
      </Card>
      {editing && <ParkAccountDialog list={list} account={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
