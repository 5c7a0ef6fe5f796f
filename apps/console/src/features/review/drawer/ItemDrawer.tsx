import { Badge, Card, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { type CommandType, KIND_LABELS } from '@parkflow/domain';
import { useQuery } from '@tanstack/react-query';
import { itemQuery, kindQuery } from '../../../shared/api/queries';
import { useLiveRooms } from '../../../shared/live/context';
import { usePresence } from '../../../shared/live/usePresence';
import { texts } from '../../../shared/texts';
import { MachineDiagram } from '../../../shared/ui/MachineDiagram/MachineDiagram';
import { PageState } from '../../../shared/ui/PageState';
import { StatusBadge } from '../../../shared/ui/StatusBadge';
import { useUser } from '../../auth/user';
import { ReviewActions } from '../actions/ReviewActions';
import { kindModule, type QueueKind } from '../kinds';
import { HistoryTimeline } from './HistoryTimeline';
import { ItemFields } from './ItemFields';
import { PresenceBar } from './PresenceBar';

export interface ItemDrawerProps {
  kind: QueueKind;
  id: string;
  onClose: () => void;
}

/** Only while open: the item's room, its presence and its queries. */
function ItemDrawerBody({ kind, id }: { kind: QueueKind; id: string }) {
  const user = useUser();
  // item:<id> brings this item's events even when the kind room is filtered (company scope).
  useLiveRooms([`item:${id}`]);
  const viewers = usePresence(id, user.id);
  const item = useQuery(itemQuery(kind, id));
  const info = useQuery(kindQuery(kind));

  if (!item.isSuccess) return <PageState error={item.error} onRetry={() => void item.refetch()} />;
  // The api's `allowed` is the truth: emptied the moment someone else decides (keys.ts), refilled on refetch.
  const allowed = item.data.allowed as CommandType[];
  const module = kindModule(kind);
  // A credit institution decides per product of its own bank, and follows its own bank's state.
  const bankProducts = module.decisionProducts?.(item.data, user);
  const ownStatus = module.drawerStatus?.(item.data, user);

  return (
    <Stack gap="lg">
      <PresenceBar viewers={viewers} />
      <Group justify="space-between" align="center">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {texts.drawer.status}
          </Text>
          {ownStatus ?? <StatusBadge kind={kind} code={item.data.code} />}
          <Text size="xs" c="dimmed">
            {texts.drawer.version} {item.data.version}
          </Text>
        </Group>
        <ReviewActions
          kind={kind}
          item={{ id, version: item.data.version }}
          allowed={allowed}
          size="sm"
          bankProducts={bankProducts}
        />
      </Group>
      <ItemFields kind={kind} item={item.data} />
      <Card withBorder padding="md">
        <Title order={6} mb="sm">
          {texts.drawer.diagram}
        </Title>
        {info.data && <MachineDiagram machine={info.data.machine} current={item.data.state} withTransitions={false} />}
        {!info.isSuccess && <PageState error={info.error} onRetry={() => void info.refetch()} />}
      </Card>
      <Card withBorder padding="md">
        <Title order={6} mb="sm">
          {texts.drawer.history}
        </Title>
        <HistoryTimeline kind={kind} id={id} />
      </Card>
    </Stack>
  );
}

/** The detail of one queue item: its fields, who else is looking, what may be done, and its story. */
export function ItemDrawer({ kind, id, onClose }: ItemDrawerProps) {
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="xl"
      title={
        <Group gap="xs">
          <Title order={4}>{texts.drawer.title(KIND_LABELS[kind])}</Title>
          <Badge variant="outline" size="sm">
            {id.slice(0, 8)}
          </Badge>
        </Group>
      }
    >
      <ItemDrawerBody kind={kind} id={id} />
    </Drawer>
  );
}
