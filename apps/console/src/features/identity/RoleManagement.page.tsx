import { ADMIN_PAGE_LABELS } from '@parkflow/domain';
import { Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { Company } from '../../shared/api/types';
import { texts } from '../../shared/texts';

import { CompanyList } from './CompanyList';
import { CompanyUsersPanel } from './CompanyUsersPanel';
import { useLiveUserLists } from './useLiveUserLists';

/** 角色管理 (seed 002 /RoleManagement): park companies' users, their roles and content columns. */
export function RoleManagementPage() {
  const [company, setCompany] = useState<Company | null>(null);
  useLiveUserLists();
  return (
    <Stack>
      <Title order={2}>{ADMIN_PAGE_LABELS['role-management']}</Title>
      <Group align="flex-start" wrap="nowrap">
        <CompanyList title={texts.identity.parkCompanies} selected={company} onSelect={setCompany} bioCompanies />
        <CompanyUsersPanel
          key={company?.id ?? 'none'}
          company={company}
          searches={false}
          canAdd={false}
          bioCompanies
          offers={['EditRoles', 'AssignColumns', 'ChangePassword']}
          label={ADMIN_PAGE_LABELS['role-management']}
        />
      </Group>
    </Stack>
  );
}
