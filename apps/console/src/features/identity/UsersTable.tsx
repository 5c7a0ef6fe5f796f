import { Badge, Button, Group, LoadingOverlay, Pagination, Popover, Select, Stack, Table, Text } from '@mantine/core';
import { INDEX_HEADER, message, PAGE_SIZE_CHOICES, rowNumber, type UserAction } from '@parkflow/domain';
import { useState } from 'react';
import { identityMutations } from '../../shared/api/identity';
import type { UserRow } from '../../shared/api/types';
import { confirmAction } from '../../shared/confirm';
import { notify } from '../../shared/notify';
import { texts } from '../../shared/texts';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { ColumnsDrawer } from './ColumnsDrawer';
import { EditRolesDialog } from './EditRolesDialog';
import { useIdentityMutation } from './useIdentityMutation';

export interface UsersTableProps {
  rows: readonly UserRow[];
  total: number;
  page: number;
  pageSize: number;
  /** Several: a page-size choice (seed 002 /PersonalAccount 10/20/50); one: fixed. */
  pageSizes?: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange?: (size: number) => void;
  loading?: boolean;
  /** The row actions this screen offers; each is enabled by the row's `allowed` (the server's rule). */
  offers: readonly UserAction[];
  /** How unbinding asks: a confirm dialog (company screen) or a popup at the button (platform screen). */
  unbindAsks?: 'dialog' | 'popup';
  label: string;
  /** Role management (seed 002): role edits carry whetherBioCompany. */
  bioCompanies?: boolean;
}

const NOWRAP = { whiteSpace: 'nowrap' } as const;

type Open = { action: 'EditRoles' | 'ChangePassword' | 'AssignColumns'; user: UserRow } | null;

/** The users of a company screen: index, name, phone, roles (one badge each) and the row actions. */
export function UsersTable({
  rows,
  total,
  page,
  pageSize,
  pageSizes = PAGE_SIZE_CHOICES,
  onPageChange,
  onPageSizeChange,
  loading = false,
  offers,
  unbindAsks = 'dialog',
  label,
  bioCompanies = false,
}: UsersTableProps) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const unbind = useIdentityMutation(identityMutations.unbind(), { success: message('SUCCESS.UNBOUND') });
  const remove = useIdentityMutation(identityMutations.remove(), { success: message('SUCCESS.DELETED') });

  const askUnbind = async (user: UserRow) => {
    if (await confirmAction(message('USER.UNBIND_CONFIRM'))) unbind.mutate(user.userId);
    else notify.info(message('CANCEL.DEFAULT'));
  };
  const askDelete = async (user: UserRow) => {
    if (await confirmAction(message('CONFIRM.DELETE_USER'))) remove.mutate(user.userId);
    else notify.info(message('CANCEL.DELETE'));
  };

  const actionButton = (user: UserRow, action: UserAction) => {
    const disabled = !user.allowed.includes(action);
    const common = { size: 'xs', variant: 'subtle', disabled } as const;
    switch (action) {
      case 'EditRoles':
        return (
          <Button key={action} {...common} onClick={() => setOpen({ action, user })}>
            {texts.identity.editRoles}
          </Button>
        );
      case 'ChangePassword':
        return (
          <Button key={action} {...common} onClick={() => setOpen({ action, user })}>
            {texts.identity.changePassword}
          </Button>
        );
      case 'AssignColumns':
        return (
          <Button key={action} {...common} onClick={() => setOpen({ action, user })}>
            {texts.identity.columns}
          </Button>
        );
      case 'Unbind':
        return unbindAsks === 'popup' ? (
          <UnbindPopup key={action} disabled={disabled} onConfirm={() => unbind.mutate(user.userId)} />
        ) : (
          <Button key={action} {...common} color="orange" onClick={() => void askUnbind(user)}>
            {texts.identity.unbind}
          </Button>
        );
      case 'Delete':
        return (
          <Button key={action} {...common} color="red" onClick={() => void askDelete(user)}>
            {texts.identity.remove}
          </Button>
        );
      default: {
        const never: never = action;
        return never;
      }
    }
  };

  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={720}>
        <div style={{ position: 'relative' }}>
          <LoadingOverlay visible={loading} overlayProps={{ blur: 0, backgroundOpacity: 0.3 }} loaderProps={{ size: 'sm' }} />
          <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th style={NOWRAP}>{INDEX_HEADER}</Table.Th>
                <Table.Th style={NOWRAP}>{texts.identity.userName}</Table.Th>
                <Table.Th style={NOWRAP}>{texts.identity.tel}</Table.Th>
                <Table.Th style={NOWRAP}>{texts.identity.roles}</Table.Th>
                <Table.Th style={NOWRAP}>{texts.identity.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text c="dimmed" ta="center" size="sm">
                      {texts.identity.noUsers}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {rows.map((user, index) => (
                <Table.Tr key={user.userId}>
                  <Table.Td>{rowNumber(page, index, pageSize)}</Table.Td>
                  <Table.Td>{user.userName}</Table.Td>
                  <Table.Td style={NOWRAP}>{user.tel}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {user.roles.map((role) => (
                        <Badge
                          key={role.id}
                          variant="light"
                          size="sm"
                          color={role.id === 'enterprise-super-admin' ? 'grape' : 'blue'}
                        >
                          {role.roleName}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={0} wrap="nowrap">
                      {offers.map((action) => actionButton(user, action))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      </Table.ScrollContainer>
      {total > 0 && (
        <Group justify="flex-end" gap="sm">
          <Text size="sm" c="dimmed">
            {texts.queue.total(total)}
          </Text>
          {pageSizes.length > 1 && onPageSizeChange && (
            <Select
              aria-label={texts.queue.pageSize}
              w={110}
              size="xs"
              data={pageSizes.map((n) => ({ value: String(n), label: texts.queue.perPage(n) }))}
              value={String(pageSize)}
              onChange={(v) => v && onPageSizeChange(Number(v))}
              allowDeselect={false}
            />
          )}
          <Pagination size="sm" total={pages} value={page} onChange={onPageChange} />
        </Group>
      )}
      {open?.action === 'EditRoles' && <EditRolesDialog user={open.user} onClose={close} whetherBioCompany={bioCompanies} />}
      {open?.action === 'ChangePassword' && <ChangePasswordDialog user={open.user} onClose={close} />}
      {open?.action === 'AssignColumns' && <ColumnsDrawer user={open.user} onClose={close} />}
    </Stack>
  );
}

/** The platform screen's unbind: a confirm popup at the button (seed 000 §2.4). */
function UnbindPopup({ disabled, onConfirm }: { disabled: boolean; onConfirm: () => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} withArrow position="top" shadow="md">
      <Popover.Target>
        <Button size="xs" variant="subtle" color="orange" disabled={disabled} onClick={() => setOpened((o) => !o)}>
          {texts.identity.unbind}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm">{message('USER.UNBIND_CONFIRM')}</Text>
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="default" onClick={() => setOpened(false)}>
              {texts.form.cancel}
            </Button>
            <Button
              size="xs"
              color="orange"
              onClick={() => {
                setOpened(false);
                onConfirm();
              }}
            >
              {texts.identity.unbind}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
