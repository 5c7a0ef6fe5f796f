import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { DemandCategory } from '@parkflow/domain';
import { useSearchParams } from 'react-router';
import { texts } from '../../../shared/texts';
import { useUser } from '../../auth/user';
import { kindModule, type QueueKind } from '../kinds';

export interface CreateItemButtonProps {
  kind: QueueKind;
  category: DemandCategory;
}

/** The seed's Add button of a queue and the create dialog of its kind (the kind's folder). */
export function CreateItemButton({ kind, category }: CreateItemButtonProps) {
  const user = useUser();
  const [params] = useSearchParams();
  const [opened, { open, close }] = useDisclosure(false);
  const { CreateDialog } = kindModule(kind);
  return (
    <>
      <Button onClick={open}>{texts.queue.add}</Button>
      {opened && CreateDialog && <CreateDialog onClose={close} user={user} category={category} params={params} />}
    </>
  );
}
