import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { texts } from '../../../../../shared/texts';
import { LoanApplication } from './LoanApplication';

/** 继续填写 on a draft row: the wizard on that draft. */
export function ContinueDraftButton({ id }: { id: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button size="xs" variant="light" onClick={open}>
        {texts.loan.wizard.continueDraft}
      </Button>
      {opened && <LoanApplication id={id} onClose={close} />}
    </>
  );
}
