import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { PAGE_SIZE, type UserAction } from '@parkflow/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { rolesQuery, usersQuery } from '../../shared/api/identity';
import type { Company } from '../../shared/api/types';
import { texts } from '../../shared/texts';
import { AddUserDialog } from './AddUserDialog';
import { UsersTable } from './UsersTable';

export interface CompanyUsersPanelProps {
  company: Company | null;
  /** Filters this screen has besides the role: phone and name (企业管理) or none (角色管理). */
  searches: boolean;
  canAdd: boolean;
  offers: readonly UserAction[];
  unbindAsks?: 'dialog' | 'popup';
  label: string;
  /** Role management (seed 002 §7): the role table and role edits carry whetherBioCompany=1. */
  bioCompanies?: boolean;
}

/** The right side of the platform's company screens: filters, add user, and the company's users (10 a page). */
export function CompanyUsersPanel({
  company,
  searches,
  canAdd,
  offers,
  unbindAsks,
  label,
  bioCompanies,
}: CompanyUsersPanelProps) {
  const roles = useQuery(rolesQuery('company'));
  const [draft, setDraft] = useState({ roleId: '', phone: '', realname: '' });
  const [applied, setApplied] = useState(draft);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const users = useQuery({
    ...usersQuery({
      companyId: company?.id,
      ...applied,
      whetherBioCompany: bioCompanies ? 1 : undefined,
      pageNum: page,
      pageSize: PAGE_SIZE,
    }),
    enabled: company !== null,
  });
  const apply = (next: typeof draft) => {
    setApplied(next);
    setPage(1);
  };
  if (!company) return <Text c="dimmed">{texts.identity.pickCompany}</Text>;

  return (
    <Stack style={{ flex: 1, minWidth: 0 }}>
      <Text fw={600}>{company.name}</Text>
      <Group>
        <Select
          placeholder={texts.identity.allRoles}
          aria-label={texts.identity.roles}
          clearable
          data={(roles.data ?? []).map((r) => ({ value: r.id, label: r.roleName }))}
          value={draft.roleId || null}
          onChange={(v) => {
            const next = { ...draft, roleId: v ?? '' };
            setDraft(next);
            if (!searches) apply(next);
          }}
        />
        {searches && (
          <>
            <TextInput
              placeholder={texts.identity.phoneSearch}
              aria-label={texts.identity.phoneSearch}
              value={draft.phone}
              onChange={(e) => setDraft({ ...draft, phone: e.currentTarget.value })}
            />
            <TextInput
              placeholder={texts.identity.nameSearch}
              aria-label={texts.identity.nameSearch}
              value={draft.realname}
              onChange={(e) => setDraft({ ...draft, realname: e.currentTarget.value })}
            />
            <Button onClick={() => apply({ ...draft, phone: draft.phone.trim(), realname: draft.realname.trim() })}>
              {texts.identity.search}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                const empty = { roleId: '', phone: '', realname: '' };
                setDraft(empty);
                apply(empty);
              }}
            >
              {texts.identity.reset}
            </Button>
          </>
        )}
        {canAdd && (
          <Button ml="auto" onClick={() => setAdding(true)}>
            {texts.identity.addUser}
          </Button>
        )}
      </Group>
      <UsersTable
        label={label}
        rows={users.data?.list ?? []}
        total={users.data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        pageSizes={[PAGE_SIZE]}
        onPageChange={setPage}
        loading={users.isFetching}
        offers={offers}
        unbindAsks={unbindAsks}
        bioCompanies={bioCompanies}
      />
      {canAdd && <AddUserDialog key={company.id} opened={adding} onClose={() => setAdding(false)} company={company} />}
    </Stack>
  );
}
