import { Alert, Box, Button, Card, Group, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import {
  AVAILABILITY,
  CATALOGUE_CLAMPED_COLUMNS,
  CATALOGUE_IMAGE_COLUMN,
  type CatalogueKind,
  fileIdsIn,
  isCatalogueKind,
  kindTitle,
  listColumns,
  message,
  PAGE_SIZE,
  SERVICE_TAG_LABELS,
  serviceColumns,
} from '@parkflow/domain';
import { rolesMay } from '@parkflow/workflows';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../shared/api/errors';
import { invalidateItem } from '../../shared/api/keys';
import { itemCommandMutation } from '../../shared/api/queries';
import type { ItemFilters, ItemSummary } from '../../shared/api/types';
import { confirmAction } from '../../shared/confirm';
import { cellLines } from '../../shared/format';
import { headerOf } from '../../shared/headers';
import { useLiveRooms } from '../../shared/live/context';
import { notify } from '../../shared/notify';
import { texts } from '../../shared/texts';
import { PagedTable } from '../../shared/ui/PagedList/PagedTable';
import { usePagedList } from '../../shared/ui/PagedList/usePagedList';
import type { QueueColumn } from '../../shared/ui/QueueTable/QueueTable';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { isCompanyUser, opensKind } from '../auth/navigation';
import { useUser } from '../auth/user';
import { ExportJobButton } from '../jobs/ExportJobButton';
import { TemplateAndImport } from '../transfer/TemplateAndImport';
import { BookDialog } from './BookDialog';
import { CatalogueDialog } from './CatalogueDialog';
import { CatalogueImage } from './CatalogueImage';

/** 设备管理 / 服务管理 (seed 001 §2.8, §2.10); a company's members browse the on-shelf items and book them. */
export function CataloguePage() {
  const { kind = '' } = useParams();
  const user = useUser();
  if (!isCatalogueKind(kind) || !opensKind(user, kind)) return <Alert color="red">{message('AUTH.FORBIDDEN')}</Alert>;
  return <CatalogueList key={kind} kind={kind} company={isCompanyUser(user)} />;
}

const EMPTY_DRAFT = { searchValue: '', available: '', tag: '' };
/** The service list's category selector (seed 001 §2.10; tags 1 and 2). */
const TAG_CHOICES = [
  { value: '', label: texts.catalogue.availableAll },
  ...Object.entries(SERVICE_TAG_LABELS).map(([value, label]) => ({ value, label })),
];
const AVAILABLE_CHOICES = [
  { value: '', label: texts.catalogue.availableAll },
  { value: String(AVAILABILITY.ON_SHELF), label: texts.catalogue.shelfOn },
  { value: String(AVAILABILITY.OFF_SHELF), label: texts.catalogue.shelfOff },
];

function CatalogueList({ kind, company }: { kind: CatalogueKind; company: boolean }) {
  const user = useUser();
  useLiveRooms([`kind:${kind}`]);
  const client = useQueryClient();
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const paged = usePagedList<ItemFilters>(kind, { filters: {}, pageSize: PAGE_SIZE });
  const { rows } = paged;
  const [editing, setEditing] = useState<ItemSummary | 'new' | null>(null);
  const [booking, setBooking] = useState<ItemSummary | null>(null);
  const command = useMutation(itemCommandMutation(kind));
  const title = kindTitle(kind, company);

  /** seed 001 §4: the switch sends the change and reloads the list; 切换成功, or the error. */
  const switchShelf = (row: ItemSummary, on: boolean) =>
    command.mutate(
      { id: row.id, type: 'SetAvailability', expectedVersion: row.version, available: on ? 1 : 0 },
      {
        onSuccess: () => notify.success(message('SUCCESS.SWITCHED')),
        onError: (error) => notify.error(isApiError(error) ? error.message : message('CATALOGUE.SWITCH_FAILED')),
        onSettled: () => void invalidateItem(client, kind, row.id),
      },
    );

  const remove = async (row: ItemSummary) => {
    if (!(await confirmAction(message('CONFIRM.DELETE_ONE')))) return;
    command.mutate(
      { id: row.id, type: 'Delete', expectedVersion: row.version },
      {
        onSuccess: () => {
          notify.success(message('SUCCESS.DELETED'));
          // seed 001 §4: after a delete the page drops to the last page if it is now out of range
          const { page, onPageChange } = paged.paging;
          if (rows.length === 1 && page > 1) onPageChange(page - 1);
        },
        onError: (error) => notify.error(isApiError(error) ? error.message : String(error)),
        onSettled: () => void invalidateItem(client, kind, row.id),
      },
    );
  };

  const columns: QueueColumn[] = [
    ...listColumns(kind, { scope: 'all' }).map((column): QueueColumn => ({
      key: column.key,
      title: column.header,
      nowrap: column.nowrap,
      render: (row: ItemSummary) => {
        if (column.key === CATALOGUE_IMAGE_COLUMN) {
          const first = fileIdsIn(row.img)[0];
          return first ? <CatalogueImage id={first} alt={texts.catalogue.imageAlt(String(row.name))} /> : '-';
        }
        if (column.key === 'code') {
          return row.allowed.includes('SetAvailability') ? (
            <Switch
              checked={row.code === AVAILABILITY.ON_SHELF}
              onChange={(e) => switchShelf(row, e.currentTarget.checked)}
              onLabel={texts.catalogue.shelfOn}
              offLabel={texts.catalogue.shelfOff}
              size="md"
              aria-label={`${texts.catalogue.available}：${String(row.name)}`}
            />
          ) : (
            <Box miw={56}>
              <StatusBadge kind={kind} code={row.code} />
            </Box>
          );
        }
        const value = cellLines(column.format(row)).join(' ');
        return CATALOGUE_CLAMPED_COLUMNS.includes(column.key) ? (
          <Text size="sm" lineClamp={2} miw={120} maw={180} title={value}>
            {value}
          </Text>
        ) : (
          value
        );
      },
    })),
    {
      key: 'actions',
      title: texts.queue.actions,
      nowrap: true,
      render: (row) =>
        company ? (
          <Button
            size="compact-sm"
            variant="light"
            disabled={row.code !== AVAILABILITY.ON_SHELF}
            onClick={() => setBooking(row)}
            aria-label={`${texts.catalogue.book}：${String(row.name)}`}
          >
            {texts.catalogue.book}
          </Button>
        ) : (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-sm" variant="subtle" disabled={!row.allowed.includes('Edit')} onClick={() => setEditing(row)}>
              {texts.catalogue.edit}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              disabled={!row.allowed.includes('Delete')}
              onClick={() => void remove(row)}
            >
              {texts.catalogue.delete}
            </Button>
          </Group>
        ),
    },
  ];

  const query = () =>
    paged.apply({
      searchValue: draft.searchValue.trim() || undefined,
      available: draft.available || undefined,
      tag: draft.tag || undefined,
    });

  return (
    <Stack gap="md">
      <Title order={2}>{title}</Title>
      <Card withBorder padding="md">
        <Stack gap="md">
          <Group align="end" gap="sm" wrap="wrap">
            <TextInput
              label={texts.catalogue.search}
              placeholder={texts.catalogue.searchPlaceholder}
              w={280}
              value={draft.searchValue}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setDraft((d) => ({ ...d, searchValue: value }));
              }}
              onKeyDown={(e) => e.key === 'Enter' && query()}
            />
            {kind === 'service' && (
              <Select
                label={headerOf(serviceColumns(), 'tag')}
                data={TAG_CHOICES}
                w={150}
                allowDeselect={false}
                value={draft.tag}
                onChange={(value) => setDraft((d) => ({ ...d, tag: value ?? '' }))}
              />
            )}
            {!company && (
              <Select
                label={texts.catalogue.available}
                data={AVAILABLE_CHOICES}
                w={120}
                allowDeselect={false}
                value={draft.available}
                onChange={(value) => setDraft((d) => ({ ...d, available: value ?? '' }))}
              />
            )}
            <Button onClick={query}>{texts.queue.query}</Button>
            <Button
              variant="default"
              onClick={() => {
                setDraft(EMPTY_DRAFT);
                paged.apply({});
              }}
            >
              {texts.queue.reset}
            </Button>
          </Group>
          {!company && (
            <Group gap="sm">
              {rolesMay(user.roles, kind, 'Create') && <Button onClick={() => setEditing('new')}>{texts.catalogue.add}</Button>}
              <TemplateAndImport kind={kind} />
              <ExportJobButton kind={kind} filters={{ ...paged.query }} title={title} label={texts.queue.exportSelected} />
            </Group>
          )}
          <PagedTable paged={paged} label={title} columns={columns} />
        </Stack>
      </Card>
      {editing && <CatalogueDialog kind={kind} item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {booking && <BookDialog kind={kind} item={booking} onClose={() => setBooking(null)} />}
    </Stack>
  );
}
