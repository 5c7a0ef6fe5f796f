import { Alert, Button, Card, Group, Modal, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import {
  BOOKING_ORDER_STATUS_LABELS,
  equipmentColumns,
  isOrderKind,
  kindTitle,
  listColumns,
  message,
  orderColumns,
  type OrderKind,
  PAGE_SIZE,
  serviceColumns,
} from '@parkflow/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../shared/api/errors';
import { invalidateItem } from '../../shared/api/keys';
import { itemCommandMutation, itemQuery } from '../../shared/api/queries';
import type { ItemDetail, ItemFilters, ItemSummary } from '../../shared/api/types';
import { confirmAction } from '../../shared/confirm';
import { cellLines, dateTime, text } from '../../shared/format';
import { headerOf } from '../../shared/headers';
import { useLiveRooms } from '../../shared/live/context';
import { notify } from '../../shared/notify';
import { texts } from '../../shared/texts';
import { PagedTable } from '../../shared/ui/PagedList/PagedTable';
import { usePagedList } from '../../shared/ui/PagedList/usePagedList';
import { PageState } from '../../shared/ui/PageState';
import type { QueueColumn } from '../../shared/ui/QueueTable/QueueTable';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { f, FieldGrid } from '../review/drawer/FieldGrid';
import { isCompanyUser, opensKind } from '../auth/navigation';
import { useUser } from '../auth/user';
import { CatalogueImage } from './CatalogueImage';

/** 设备预约订单 / 服务预约订单 (seed 001 §2.9, §2.11); a company follows its own orders. */
export function OrdersPage() {
  const { kind = '' } = useParams();
  const user = useUser();
  if (!isOrderKind(kind) || !opensKind(user, kind)) return <Alert color="red">{message('AUTH.FORBIDDEN')}</Alert>;
  return <OrderList key={kind} kind={kind} company={isCompanyUser(user)} />;
}

/** The status filter (seed 001 §4: 0 pending, 1 accepted, 2 rejected); '' is every order. */
const STATUS_CHOICES = [
  { value: '', label: texts.catalogue.availableAll },
  ...Object.entries(BOOKING_ORDER_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

function OrderList({ kind, company }: { kind: OrderKind; company: boolean }) {
  useLiveRooms([`kind:${kind}`]);
  const [search, setSearch] = useState('');
  const paged = usePagedList<ItemFilters>(kind, { filters: {}, pageSize: PAGE_SIZE });
  const status = String(paged.filters.status ?? '');
  const [open, setOpen] = useState<string | null>(null);
  const title = kindTitle(kind, company);
  const decide = useOrderDecision(kind, () => undefined);

  const columns: QueueColumn[] = [
    ...listColumns(kind, { scope: 'all' }).map((column): QueueColumn => ({
      key: column.key,
      title: column.header,
      nowrap: column.nowrap,
      render:
        column.key === 'code'
          ? (row: ItemSummary) => <StatusBadge kind={kind} code={row.code} />
          : (row: ItemSummary) => cellLines(column.format(row)).join(' '),
    })),
    {
      key: 'actions',
      title: texts.queue.actions,
      nowrap: true,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-sm" variant="subtle" onClick={() => setOpen(row.id)}>
            {texts.catalogue.detail}
          </Button>
          {row.allowed.includes('Approve') && (
            <Button size="compact-sm" variant="subtle" color="green" onClick={() => void decide.accept(row)}>
              {texts.catalogue.accept}
            </Button>
          )}
          {row.allowed.includes('Reject') && (
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => void decide.reject(row)}>
              {texts.catalogue.rejectOrder}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={2}>{title}</Title>
      <Card withBorder padding="md">
        <Stack gap="md">
          <Group align="end" gap="sm" wrap="wrap">
            <SegmentedControl
              aria-label={texts.catalogue.status}
              data={STATUS_CHOICES}
              value={status}
              // seed 001 §4: changing the status filter reloads from page 1
              onChange={(value) => paged.apply({ ...paged.filters, status: value || undefined })}
            />
            <TextInput
              aria-label={texts.catalogue.search}
              placeholder={texts.catalogue.orderSearchPlaceholder}
              w={280}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') paged.apply({ ...paged.filters, searchValue: search.trim() || undefined });
              }}
            />
            <Button onClick={() => paged.apply({ ...paged.filters, searchValue: search.trim() || undefined })}>
              {texts.queue.query}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setSearch('');
                paged.apply({});
              }}
            >
              {texts.queue.reset}
            </Button>
          </Group>
          <PagedTable paged={paged} label={title} columns={columns} />
        </Stack>
      </Card>
      {open && <OrderDetail kind={kind} id={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}

/** 接单 / 拒绝 after a confirmation; what is allowed comes from the api (the order's machine). */
function useOrderDecision(kind: OrderKind, onDone: () => void) {
  const client = useQueryClient();
  const command = useMutation(itemCommandMutation(kind));
  const send = (row: ItemSummary, type: 'Approve' | 'Reject', success: string) =>
    command.mutate(
      { id: row.id, type, expectedVersion: row.version },
      {
        onSuccess: () => {
          notify.success(success);
          onDone();
        },
        onError: (error) => notify.error(isApiError(error) ? error.message : String(error)),
        onSettled: () => void invalidateItem(client, kind, row.id),
      },
    );
  return {
    pending: command.isPending,
    accept: async (row: ItemSummary) => {
      if (await confirmAction(message('CONFIRM.ACCEPT_ORDER'))) send(row, 'Approve', message('ORDER.ACCEPTED'));
      else notify.info(message('CANCEL.DEFAULT'));
    },
    reject: async (row: ItemSummary) => {
      if (await confirmAction(message('CONFIRM.REJECT_ORDER'))) send(row, 'Reject', message('ORDER.REJECTED'));
      else notify.info(message('CANCEL.DEFAULT'));
    },
  };
}

/** The seed's order detail (§3 Booking order: name, num, buildCompany, address, contactName, contactNum, startTime, endTime, backup, serviceName, price). */
function OrderDetail({ kind, id, onClose }: { kind: OrderKind; id: string; onClose: () => void }) {
  const detail = useQuery(itemQuery(kind, id));
  const decide = useOrderDecision(kind, onClose);
  const row = detail.data;
  return (
    <Modal opened onClose={onClose} title={texts.catalogue.detailTitle} size="xl" centered>
      {row ? (
        <Stack>
          <FieldGrid fields={orderFields(kind, row)} />
          <Group justify="flex-end">
            {row.allowed.includes('Approve') && (
              <Button color="green" loading={decide.pending} onClick={() => void decide.accept(row)}>
                {texts.catalogue.accept}
              </Button>
            )}
            {row.allowed.includes('Reject') && (
              <Button color="red" variant="light" loading={decide.pending} onClick={() => void decide.reject(row)}>
                {texts.catalogue.rejectOrder}
              </Button>
            )}
            <Button variant="default" onClick={onClose}>
              {texts.catalogue.close}
            </Button>
          </Group>
        </Stack>
      ) : (
        <PageState error={detail.error} onRetry={() => void detail.refetch()} />
      )}
    </Modal>
  );
}

/**
 * A field of the booked item or of the order says what its column says in libs/domain's lists
 * (the equipment or service catalogue, the order list); the rest are the detail's own words.
 */
function orderFields(kind: OrderKind, row: ItemDetail) {
  const equipment = (key: string) => headerOf(equipmentColumns(), key);
  const service = (key: string) => headerOf(serviceColumns(), key);
  const order = (key: string) => headerOf(orderColumns(kind), key);
  const item =
    kind === 'equipment-order'
      ? [
          f(equipment('name'), text(row.name)),
          f(equipment('num'), text(row.num)),
          f(equipment('typeName'), text(row.typeName)),
          f(equipment('buildCompany'), text(row.buildCompany)),
          f(equipment('address'), text(row.address)),
          f(equipment('price'), text(row.price)),
          f(order('mainFunc'), text(row.mainFunc), true),
        ]
      : [
          f(service('name'), text(row.serviceName)),
          f(order('mainFunc'), text(row.mainFunc)),
          f(service('price'), text(row.price)),
        ];
  const image =
    typeof row.img === 'string' && row.img
      ? [f(texts.catalogue.image, <CatalogueImage id={row.img} alt={text(row.title)} size={100} />)]
      : [];
  return [
    ...item,
    f(order('belongCompany'), text(row.belongCompany)),
    f(texts.queue.filters.contacts, text(row.contactName)),
    f(texts.queue.filters.tel, text(row.contactNum)),
    ...image,
    f(order('companyName'), text(row.companyName)),
    f(texts.catalogue.booker, text(row.bookerName)),
    f(texts.catalogue.bookerTel, text(row.bookerTel)),
    f(texts.catalogue.startTime, text(row.startTime)),
    f(texts.catalogue.endTime, text(row.endTime)),
    f(order('code'), <StatusBadge kind={kind} code={row.code} />),
    f(order('createTime'), dateTime(row.createTime)),
    f(texts.catalogue.handledBy, text(row.handledBy)),
    f(texts.catalogue.handledTime, dateTime(row.handledTime)),
    f(texts.catalogue.backup, text(row.backup), true),
    ...(row.code === 2 ? [f(texts.catalogue.rejectedWith, text(row.rejectReason), true)] : []),
  ];
}
