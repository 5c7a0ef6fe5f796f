import { Badge, Tabs } from '@mantine/core';
import type { ItemCounts } from '../../../shared/api/types';
import { type QueueTab, tabCount } from './tabs';
import { texts } from '../../../shared/texts';

export interface QueueTabsProps {
  tabs: readonly QueueTab[];
  value: string;
  counts: ItemCounts | undefined;
  onChange: (value: string) => void;
}

/** The seed's tabs (pending / approved / rejected, or pending / reviewed) with live counts. */
export function QueueTabs({ tabs, value, counts, onChange }: QueueTabsProps) {
  return (
    <Tabs value={value} onChange={(next) => next && onChange(next)}>
      <Tabs.List aria-label={texts.queue.states}>
        {tabs.map((tab) => {
          const count = tabCount(tab, counts);
          return (
            <Tabs.Tab
              key={tab.value}
              value={tab.value}
              rightSection={
                count === undefined ? undefined : (
                  <Badge size="sm" variant={tab.value === value ? 'filled' : 'light'} color={tab.pending ? 'yellow' : 'gray'}>
                    {count}
                  </Badge>
                )
              }
            >
              {tab.label}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </Tabs>
  );
}
