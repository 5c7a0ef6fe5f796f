import { Badge, Table } from '@mantine/core';
import { bankCheckStateLabel, stateTone } from '@parkflow/domain';
import type { ItemDetail } from '../../../../shared/api/types';
import { EMPTY, text, TONE_COLORS } from '../../../../shared/format';
import { texts } from '../../../../shared/texts';

interface Bank {
  id: string;
  bankName?: string;
  bankCheckState?: number | null;
  creditAmount?: number | null;
  interestRate?: number | null;
  term?: number | null;
  checkRemark?: string | null;
}
interface Product {
  id: string;
  productName?: string;
  bankList?: Bank[];
}

/** The chosen products, each bank with its own second-round state and terms (seed 002 §2 detail). */
export function LoanProducts({ item }: { item: ItemDetail }) {
  const products = Array.isArray(item.productList) ? (item.productList as Product[]) : [];
  const t = texts.loan;
  if (products.length === 0) return <>{EMPTY}</>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withTableBorder fz="sm" aria-label={t.sections.products}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.product}</Table.Th>
            <Table.Th>{t.bank}</Table.Th>
            <Table.Th>{t.bankState}</Table.Th>
            <Table.Th>{t.approve.creditAmount}</Table.Th>
            <Table.Th>{t.approve.interestRate}</Table.Th>
            <Table.Th>{t.approve.term}</Table.Th>
            <Table.Th>{t.checkRemark}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.flatMap((product) =>
            (product.bankList ?? []).map((bank, index) => (
              <Table.Tr key={`${product.id}:${bank.id}`}>
                <Table.Td>{index === 0 ? text(product.productName) : ''}</Table.Td>
                <Table.Td>{text(bank.bankName)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={bank.bankCheckState ? TONE_COLORS[stateTone(bank.bankCheckState)] : 'gray'}>
                    {bankCheckStateLabel(bank.bankCheckState)}
                  </Badge>
                </Table.Td>
                <Table.Td>{text(bank.creditAmount)}</Table.Td>
                <Table.Td>{text(bank.interestRate)}</Table.Td>
                <Table.Td>{text(bank.term)}</Table.Td>
                <Table.Td>{text(bank.checkRemark)}</Table.Td>
              </Table.Tr>
            )),
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
