import { Card, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { type CommandType, hasRole, KIND_LABELS, ROLES } from '@parkflow/domain';
import { useQuery } from '@tanstack/react-query';
import { itemQuery, kindQuery } from '../../../shared/api/queries';
import { useLiveRooms } from '../../../shared/live/context';
import { usePresence } from '../../../shared/live/usePresence';
import { texts } from '../../../shared/texts';
import { MachineDiagram } from '../../../shared/ui/MachineDiagram/MachineDiagram';
import { PageState } from '../../../shared/ui/PageState';
import { StatusBadge } from '../../../shared/ui/StatusBadge';
import { TechnicalInfo } from '../../../shared/ui/TechnicalInfo';
import { WaitingBadge } from '../../../shared/ui/WaitingBadge';
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
  /** A decision taken here was accepted (the queue moves the drawer to its next pending item). */
  onDecided?: () => void;
}

/** Only while open: the item's room, its presence and its queries. */
function ItemDrawerBody({ kind, id, onDecided }: { kind: QueueKind; id: string; onDecided?: () => void }) {
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
          {item.data.waiting && <WaitingBadge waiting={item.data.waiting} />}
        </Group>
        <ReviewActions
          kind={kind}
          item={{ id, version: item.data.version, category: item.data.category }}
          allowed={allowed}
          size="sm"
          bankProducts={bankProducts}
          hotkeys
          onDecided={onDecided}
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
      {hasRole({ roles: [...user.roles] }, ROLES.PLATFORM_ADMIN) && (
        <TechnicalInfo
          rows={[
            [texts.drawer.id, id],
            [texts.drawer.version, String(item.data.version)],
            [texts.drawer.state, item.data.state],
          ]}
        />
      )}
    </Stack>
  );
}

/** The detail of one queue item: its fields, who else is looking, what may be done, and its story. */
export function ItemDrawer({ kind, id, onClose, onDecided }: ItemDrawerProps) {
  return (
    <Drawer opened onClose={onClose} position="right" size="xl" title={texts.drawer.title(KIND_LABELS[kind])}>
      <ItemDrawerBody kind={kind} id={id} onDecided={onDecided} />
    </Drawer>
  );
}
