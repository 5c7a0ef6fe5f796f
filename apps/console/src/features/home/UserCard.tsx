import { Badge, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { User } from '../../shared/api/types';
import { texts } from '../../shared/texts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** Who is signed in and with which powers (roles, company, bank, loan review level). */
export function UserCard({ user }: { user: User }) {
  const level = user.qryCheckListPower === null ? null : texts.home.reviewLevels[user.qryCheckListPower];
  return (
    <Card withBorder padding="lg">
      <Title order={5} mb="sm">
        {texts.home.profile}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Field label={texts.home.realname}>{user.realname}</Field>
        <Field label={texts.home.username}>{user.username}</Field>
        <Field label={texts.home.roles}>
          <Group gap={4}>
            {user.roleList.map((role) => (
              <Badge key={role.id} variant="light" size="sm">
                {role.roleName}
              </Badge>
            ))}
          </Group>
        </Field>
        {user.companyName && <Field label={texts.home.company}>{user.companyName}</Field>}
        {user.bankName && <Field label={texts.home.bank}>{user.bankName}</Field>}
        {level && <Field label={texts.home.reviewLevel}>{level}</Field>}
      </SimpleGrid>
    </Card>
  );
}
