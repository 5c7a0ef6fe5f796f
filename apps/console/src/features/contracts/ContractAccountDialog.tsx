import { Loader, Select, Table, Text } from '@mantine/core';
import { bankAccountLabel, bankAccountOf, message } from '@parkflow/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../shared/api/errors';
import { invalidateKindLists, queryKeys } from '../../shared/api/keys';
import { bankAccountsQuery, contractAccountQuery, itemCommandMutation } from '../../shared/api/queries';
import { notify } from '../../shared/notify';
import { texts } from '../../shared/texts';
import { FormDialog } from '../../shared/ui/FormDialog';
import { PageState } from '../../shared/ui/PageState';

/**
 * 编辑 on a contract or contract bill row (seed 001 §2.7 edit-account dialog: contract number and
 * a bank account chosen from accountNo, accountName, accountBank): reads the contract's account
 * by its number, saves the choice as the contract's Edit at the version read (a change made
 * meanwhile is refused, not overwritten). 确认关闭？ when closing with a change.
 */
export function ContractAccountDialog({ contractNo, onClose }: { contractNo: string; onClose: () => void }) {
  const client = useQueryClient();
  const contract = useQuery(contractAccountQuery(contractNo));
  const accounts = useQuery(bankAccountsQuery());
  const [choice, setChoice] = useState<string | null>(null);
  const current = contract.data?.accountNo || null;
  const chosen = choice ?? current;
  const account = bankAccountOf(chosen);
  const save = useMutation({
    ...itemCommandMutation('contract'),
    onSuccess: async () => {
      notify.success(message('SUCCESS.EDITED'));
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.contractAccount(contractNo) }),
        invalidateKindLists(client, 'contract'),
        invalidateKindLists(client, 'contract-bill'),
      ]);
      onClose();
    },
    onError: (error) => notify.error(isApiError(error) ? error.message : String(error)),
  });
  const submit = () => {
    if (!contract.data) return;
    if (!chosen) {
      notify.warning(message('CONTRACT.ACCOUNT_REQUIRED'));
      return;
    }
    save.mutate({
      id: contract.data.contractId,
      type: 'Edit',
      expectedVersion: contract.data.version,
      changes: { accountNo: chosen },
    });
  };
  return (
    <FormDialog
      opened
      title={texts.contracts.editAccountTitle}
      dirty={choice !== null && choice !== current}
      submitting={save.isPending}
      onSubmit={submit}
      onClose={onClose}
      size="lg"
    >
      {contract.data ? (
        <>
          <Table withRowBorders={false} verticalSpacing={4}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={96}>{texts.contracts.contractNo}</Table.Th>
                <Table.Td data-testid="account-contract-no">{contract.data.contractNo}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{texts.contracts.tenantName}</Table.Th>
                <Table.Td>{contract.data.tenantName}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Select
            label={texts.contracts.account}
            placeholder={texts.contracts.accountPlaceholder}
            data={(accounts.data ?? []).map((a) => ({ value: a.accountNo, label: bankAccountLabel(a) }))}
            value={chosen}
            onChange={setChoice}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          {account ? (
            <Table withRowBorders={false} verticalSpacing={2} data-testid="account-details">
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th w={96}>{texts.contracts.accountNo}</Table.Th>
                  <Table.Td>{account.accountNo}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{texts.contracts.accountName}</Table.Th>
                  <Table.Td>{account.accountName}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{texts.contracts.accountBank}</Table.Th>
                  <Table.Td>{account.accountBank}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          ) : (
            <Text size="sm" c="dimmed">
              {texts.contracts.noAccount}
            </Text>
          )}
        </>
      ) : contract.isPending ? (
        <Loader size="sm" />
      ) : (
        <PageState error={contract.error} onRetry={() => void contract.refetch()} />
      )}
    </FormDialog>
  );
}
