import { SegmentedControl } from '@mantine/core';
import { DEMAND_CATEGORIES, DEMAND_CATEGORY_LABELS, type DemandCategory } from '@parkflow/domain';
import { texts } from '../../../../shared/texts';

/** The six service-demand lists as one switch (equipment, sharing, supply chain, property, bio work, bio service). */
export function CategorySwitch({ value, onChange }: { value: DemandCategory; onChange: (value: DemandCategory) => void }) {
  return (
    <SegmentedControl
      aria-label={texts.queue.category}
      value={value}
      onChange={(next) => onChange(next as DemandCategory)}
      data={DEMAND_CATEGORIES.map((category) => ({ value: category, label: DEMAND_CATEGORY_LABELS[category] }))}
    />
  );
}
