import { Stack, Text } from '@mantine/core';
import { CHECK_STATE_TAB_LABELS, roleNames } from '@parkflow/domain';
import { dateTime, text } from '../../../../shared/format';
import { decision, f, FieldGrid } from '../../drawer/FieldGrid';
import { PAGE_CHOICES } from '../queue';
import { checkStateTabs } from '../tabs';
import type { CreateDialogProps, DetailProps, KindModule } from '../types';
import { AccountApplicationDialog } from './AccountApplicationDialog';

function AccountDetail({ item: row }: DetailProps) {
  return (
    <FieldGrid
      fields={[
        f('公司名称', text(row.companyName)),
        f('用户名', text(row.userName)),
        f('手机号', text(row.phone)),
        f('角色', roleNames(row).join('、') || '-'),
        f('提交时间', dateTime(row.createTime)),
        ...decision(row, 'rejectionReasons', 'checkTime'),
      ]}
    />
  );
}

/** An enterprise super admin applies for accounts of its own staff. */
const CreateAccount = ({ onClose, user }: CreateDialogProps) =>
  user.companyId ? <AccountApplicationDialog opened onClose={onClose} companyId={user.companyId} /> : null;

/** User account application review (seed 000 §2.3): phone search, 10/20/50, approve and reject confirmed. */
export const accountApplication: KindModule = {
  queue: {
    filters: ['phone'],
    tabs: true,
    pastDatesOnly: false,
    pageSizes: PAGE_CHOICES,
    exportButton: false,
    queryNeedsDate: false,
    reject: 'confirm',
    addOn: 'company',
  },
  tabs: checkStateTabs('account-application', ['1', '-1'], CHECK_STATE_TAB_LABELS),
  // Roles one per line (seed 000 §2.3).
  cells: {
    roles: (row) => (
      <Stack gap={0}>
        {roleNames(row).map((name) => (
          <Text key={name} size="sm">
            {name}
          </Text>
        ))}
      </Stack>
    ),
  },
  Detail: AccountDetail,
  CreateDialog: CreateAccount,
};
