import { Button, Checkbox, Drawer, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { message } from '@parkflow/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { identityMutations, locationColumnsQuery, menuLocationsQuery, userColumnsQuery } from '../../shared/api/identity';
import type { ColumnAssignment, MenuColumnNode, UserRow } from '../../shared/api/types';
import { notify } from '../../shared/notify';
import { texts } from '../../shared/texts';
import { useIdentityMutation } from './useIdentityMutation';

export interface ColumnsDrawerProps {
  user: UserRow;
  onClose: () => void;
}

/**
 * 内容维护 (seed 002 role management): which website columns a company user maintains. A
 * location's column tree loads when it is picked; checks in every location are kept until saved;
 * saving with nothing checked clears the assignment.
 */
export function ColumnsDrawer({ user, onClose }: ColumnsDrawerProps) {
  const locations = useQuery(menuLocationsQuery());
  const assigned = useQuery(userColumnsQuery(user.userId));
  const [locationId, setLocationId] = useState<number | null>(null);
  // null until the first check: the saved assignment shows until then
  const [edited, setEdited] = useState<ColumnAssignment[] | null>(null);
  const save = useIdentityMutation(identityMutations.assignColumns(), { success: message('SUCCESS.SAVED'), onDone: onClose });

  const picked = edited ?? assigned.data?.columns ?? [];
  const toggle = (columnId: number, on: boolean) => {
    if (locationId === null) return;
    setEdited(on ? [...picked, { locationId, columnId }] : picked.filter((c) => c.columnId !== columnId));
  };
  const submit = () => {
    if (locationId === null) {
      notify.warning(message('COLUMN.LOCATION_REQUIRED'));
      return;
    }
    save.mutate({ userId: user.userId, columns: picked });
  };

  return (
    <Drawer opened onClose={onClose} position="right" size="md" title={`${texts.identity.columns}：${user.userName}`}>
      <Stack>
        <Select
          label={texts.identity.location}
          placeholder={texts.identity.locationPlaceholder}
          data={(locations.data ?? []).map((l) => ({ value: String(l.id), label: l.name }))}
          value={locationId === null ? null : String(locationId)}
          onChange={(v) => setLocationId(v ? Number(v) : null)}
        />
        {locationId !== null && (
          <ColumnTree locationId={locationId} checkedIds={new Set(picked.map((c) => c.columnId))} onToggle={toggle} />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {texts.form.cancel}
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={!assigned.data}>
            {texts.identity.save}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}

function ColumnTree({
  locationId,
  checkedIds,
  onToggle,
}: {
  locationId: number;
  checkedIds: ReadonlySet<number>;
  onToggle: (columnId: number, on: boolean) => void;
}) {
  const tree = useQuery(locationColumnsQuery(locationId));
  if (tree.isPending) return <Loader size="sm" aria-label={texts.loading} />;
  if (!tree.data?.length) return <Text c="dimmed">—</Text>;
  const render = (nodes: MenuColumnNode[], depth: number) =>
    nodes.map((node) => (
      <Stack key={node.id} gap={6} pl={depth * 20}>
        <Checkbox
          label={node.name}
          checked={checkedIds.has(node.id)}
          onChange={(e) => onToggle(node.id, e.currentTarget.checked)}
        />
        {node.child.length > 0 && render(node.child, depth + 1)}
      </Stack>
    ));
  return (
    <Stack gap={6} role="group" aria-label={texts.identity.columns}>
      {render(tree.data, 0)}
    </Stack>
  );
}
