import { Checkbox, Fieldset, Input, SimpleGrid, Stack } from '@mantine/core';
import {
  INNOVATION_LAB_GROUPS,
  LAB_APPOINTMENT_TYPE,
  type LabAppointmentType,
  type LabFlagGroup,
  PARALLEL_LAB_GROUPS,
} from '@parkflow/domain';
import classes from './LabDemandTree.module.css';

/** The demand tree of an appointment type: parallel laboratory for 1, innovation for 2 (seed 000 §5.4). */
export const labGroupsOf = (type: LabAppointmentType): readonly LabFlagGroup[] =>
  type === LAB_APPOINTMENT_TYPE.PARALLEL ? PARALLEL_LAB_GROUPS : INNOVATION_LAB_GROUPS;

export interface LabDemandTreeProps {
  type: LabAppointmentType;
  /** Names of the checked leaves. */
  value: readonly string[];
  onChange?: (value: string[]) => void;
  /** The view dialog of the list and the drawer: grouped checkboxes nobody can change. */
  readOnly?: boolean;
  label?: string;
  error?: string;
}

/**
 * Laboratory demand intention as grouped checkboxes. A group's own box checks or clears all
 * its leaves (indeterminate when some are set); checked leaves become true flags.
 */
export function LabDemandTree({ type, value, onChange, readOnly = false, label, error }: LabDemandTreeProps) {
  const checked = new Set(value);
  const set = (names: readonly string[], on: boolean) => {
    const next = new Set(checked);
    for (const name of names) {
      if (on) next.add(name);
      else next.delete(name);
    }
    onChange?.([...next]);
  };

  return (
    <Input.Wrapper label={label} error={error} className={classes.tree}>
      <Stack gap="xs" mt={label ? 6 : 0}>
        {labGroupsOf(type).map((group) => {
          const names = group.flags.map((f) => f.name);
          const count = names.filter((n) => checked.has(n)).length;
          return (
            <Fieldset
              key={group.key}
              variant="filled"
              className={classes.group}
              legend={
                <Checkbox
                  label={group.label}
                  checked={count === names.length}
                  indeterminate={count > 0 && count < names.length}
                  readOnly={readOnly}
                  onChange={(e) => !readOnly && set(names, e.currentTarget.checked)}
                  fw={600}
                />
              }
            >
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
                {group.flags.map((flag) => (
                  <Checkbox
                    key={flag.name}
                    label={flag.label}
                    checked={checked.has(flag.name)}
                    readOnly={readOnly}
                    onChange={(e) => !readOnly && set([flag.name], e.currentTarget.checked)}
                  />
                ))}
              </SimpleGrid>
            </Fieldset>
          );
        })}
      </Stack>
    </Input.Wrapper>
  );
}
