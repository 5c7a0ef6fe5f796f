import { Anchor, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { labDemandOf } from '@parkflow/domain';
import type { ItemSummary } from '../../../../shared/api/types';
import { texts } from '../../../../shared/texts';
import { LabDemandTree } from './LabDemandTree';

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
