import { Anchor, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { INNOVATION_LAB_FLAGS, LAB_APPOINTMENT_TYPE, PARALLEL_LAB_FLAGS, setFlags } from '@parkflow/domain';
import type { ItemSummary } from '../../../../shared/api/types';
import { texts } from '../../../../shared/texts';
import { LabDemandTree } from './LabDemandTree';

/** The checked leaves of an appointment's demand, for the tree of its type (flags may be "true" strings). */
export function labDemandOf(row: ItemSummary): { type: 1 | 2; checked: string[] } {
  const type = Number(row.appointmentType) === LAB_APPOINTMENT_TYPE.INNOVATION ? 2 : 1;
  const flags = (type === 1 ? row.parallelLaboratory : row.innovationLaboratory) as Record<string, unknown> | null | undefined;
  return { type, checked: setFlags(flags, type === 1 ? PARALLEL_LAB_FLAGS : INNOVATION_LAB_FLAGS) };
}

/** 实验室需求意向 column: a view link opening the read-only grouped checkboxes (seed 000 §2.7). */
export function LabDemandButton({ row }: { row: ItemSummary }) {
  const [opened, { open, close }] = useDisclosure(false);
  const demand = labDemandOf(row);
  return (
    <>
      <Anchor component="button" type="button" size="sm" onClick={open}>
        {texts.queue.viewDemand}
      </Anchor>
      {opened && (
        <Modal opened onClose={close} title="实验室需求意向" size="xl" centered>
          <LabDemandTree type={demand.type} value={demand.checked} readOnly />
        </Modal>
      )}
    </>
  );
}
