import { Modal, Table } from '@mantine/core';
import { message, SAFETY_IMPORT_COLUMNS } from '@parkflow/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { unmatchedCompaniesQuery } from '../../shared/api/queries';
import { headerOf } from '../../shared/headers';

/** The contact the import's rows gave, in the words of the import template's columns. */
const header = (key: string) => headerOf(SAFETY_IMPORT_COLUMNS, key);

/**
 * The companies a finished import could not find, with the contact their rows gave (seed 001
 * §7.3 safety import notInSavedList, §8): a dialog titled 导入不成功，联系科服公司新增人员账号 that
 * opens by itself when there are any.
 */
export function UnmatchedCompaniesDialog({ jobId }: { jobId: string }) {
  const report = useQuery(unmatchedCompaniesQuery(jobId));
  const [closed, setClosed] = useState(false);
  const companies = report.data?.notInSavedList ?? [];
  return (
    <Modal
      opened={!closed && companies.length > 0}
      onClose={() => setClosed(true)}
      title={message('IMPORT.SAFETY_UNMATCHED_TITLE')}
      size="lg"
      centered
    >
      <Table withTableBorder aria-label={message('IMPORT.SAFETY_UNMATCHED_TITLE')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{header('companyName')}</Table.Th>
            <Table.Th>{header('contactName')}</Table.Th>
            <Table.Th>{header('contactTel')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {companies.map((c) => (
            <Table.Tr key={c.companyName} data-testid="unmatched-company">
              <Table.Td>{c.companyName}</Table.Td>
              <Table.Td>{c.contactName}</Table.Td>
              <Table.Td>{c.contactTel}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
