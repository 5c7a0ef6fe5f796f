import { ADMIN_PAGE_LABELS } from '@parkflow/domain';
import { Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { Company } from '../../shared/api/types';
import { texts } from '../../shared/texts';

import { CompanyList } from './CompanyList';
import { CompanyUsersPanel } from './CompanyUsersPanel';
import { useLiveUserLists } from './useLiveUserLists';

/** 企业管理 (seed 000 §2.4): settled enterprises and their users, for the platform admin. */
export function EnterprisesPage() {
  const [company, setCompany] = useState<Company | null>(null);
  useLiveUserLists();
  return (
    <Stack>
      <Title order={2}>{ADMIN_PAGE_LABELS.enterprises}</Title>
      <Group align="flex-start" wrap="nowrap">
        <CompanyList title={texts.identity.enterprises} selected={company} onSelect={setCompany} />
        <CompanyUsersPanel
          key={company?.id ?? 'none'}
          company={company}
          searches
          canAdd
          offers={['EditRoles', 'Unbind', 'ChangePassword']}
          unbindAsks="popup"
          label={ADMIN_PAGE_LABELS.enterprises}
        />
      </Group>
    </Stack>
  );
}
