import { Button, Paper, Stack, Table, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { texts } from '../../shared/texts';
import { useUser } from '../auth/user';
import { ChangePasswordDialog } from './ChangePasswordDialog';

/** 个人账号管理 (seed 002 /PersonalaccountManage): one row with the account and 修改密码. */
export function AccountPage() {
  const user = useUser();
  const [opened, { open, close }] = useDisclosure(false);
  const t = texts.account;
  return (
    <Stack>
      <Title order={3}>{t.title}</Title>
      <Paper withBorder>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.username}</Table.Th>
              <Table.Th>{t.company}</Table.Th>
              <Table.Th>{t.realname}</Table.Th>
              <Table.Th>{t.phone}</Table.Th>
              <Table.Th>{t.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>{user.username}</Table.Td>
              <Table.Td>{user.companyName ?? t.none}</Table.Td>
              <Table.Td>{user.realname}</Table.Td>
              <Table.Td>{user.phone ?? t.none}</Table.Td>
              <Table.Td>
                <Button size="xs" variant="light" onClick={open}>
                  {texts.password.change}
                </Button>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Paper>
      <ChangePasswordDialog opened={opened} onClose={close} />
    </Stack>
  );
}
