import { Button, Group, NavLink, Paper, Stack, TextInput, Title } from '@mantine/core';
import { ADMIN_PAGE_LABELS, PAGE_SIZE } from '@parkflow/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { rolesQuery, usersQuery } from '../../shared/api/identity';
import { texts } from '../../shared/texts';

import { useUser } from '../auth/user';
import { AddUserDialog } from './AddUserDialog';
import { UsersTable } from './UsersTable';
import { useLiveUserLists } from './useLiveUserLists';

/** 账号管理 (seed 000 §2.5, seed 002 /PersonalAccount): an enterprise super admin's own company. */
export function CompanyUsersPage() {
  const user = useUser();
  useLiveUserLists();
  const company = { id: user.companyId ?? '', name: user.companyName ?? '' };
  const roles = useQuery(rolesQuery('company'));
  const [roleId, setRoleId] = useState<string | undefined>();
  const [phoneInput, setPhoneInput] = useState('');
  const [phone, setPhone] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const [adding, setAdding] = useState(false);
  const users = useQuery(usersQuery({ companyId: company.id, roleId, phone, pageNum: page, pageSize }));
  const filterRole = (id: string | undefined) => {
    setRoleId(id);
    setPage(1);
  };

  return (
    <Stack>
      <Title order={2}>{ADMIN_PAGE_LABELS['company-users']}</Title>
      <Group align="flex-start" wrap="nowrap">
        <Paper withBorder p="sm" w={220} style={{ flexShrink: 0 }}>
          <Title order={5} mb="xs">
            {texts.identity.roleList}
          </Title>
          <nav aria-label={texts.identity.roleList}>
            <NavLink label={texts.identity.allRoles} active={roleId === undefined} onClick={() => filterRole(undefined)} />
            {(roles.data ?? []).map((role) => (
              <NavLink key={role.id} label={role.roleName} active={roleId === role.id} onClick={() => filterRole(role.id)} />
            ))}
          </nav>
        </Paper>
        <Stack style={{ flex: 1, minWidth: 0 }}>
          <Group>
            <TextInput
              placeholder={texts.identity.phoneSearch}
              aria-label={texts.identity.phoneSearch}
              value={phoneInput}
              onChange={(e) => setPhoneInput(e.currentTarget.value)}
            />
            <Button
              onClick={() => {
                setPhone(phoneInput.trim());
                setPage(1);
              }}
            >
              {texts.identity.search}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setPhoneInput('');
                setPhone('');
                setRoleId(undefined);
                setPage(1);
              }}
            >
              {texts.identity.reset}
            </Button>
            <Button ml="auto" onClick={() => setAdding(true)}>
              {texts.identity.addUser}
            </Button>
          </Group>
          <UsersTable
            label={ADMIN_PAGE_LABELS['company-users']}
            rows={users.data?.list ?? []}
            total={users.data?.total ?? 0}
            page={page}
            pageSize={pageSize}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
            loading={users.isFetching}
            offers={['EditRoles', 'Unbind', 'ChangePassword', 'Delete']}
          />
        </Stack>
      </Group>
      <AddUserDialog opened={adding} onClose={() => setAdding(false)} company={company} />
    </Stack>
  );
}
