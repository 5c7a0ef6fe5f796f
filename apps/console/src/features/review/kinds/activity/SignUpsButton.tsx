import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { texts } from '../../../../shared/texts';
import { SignUpRecords } from './SignUpRecords';

/** 报名记录: an activity's sign-up records in a dialog (seed 002 /ActivityAudit). */
export function SignUpsButton({ activityId, title }: { activityId: string; title: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button size="xs" variant="subtle" onClick={open}>
        {texts.queue.signUps}
      </Button>
      {opened && (
        <Modal opened onClose={close} title={`${texts.queue.signUps}${title ? ` · ${title}` : ''}`} size="90%" centered>
          <SignUpRecords activityId={activityId} />
        </Modal>
      )}
    </>
  );
}
