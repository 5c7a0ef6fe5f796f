import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { DemandCategory } from '@parkflow/domain';
import { useSearchParams } from 'react-router';
import { useUser } from '../../auth/user';
import { type QueueKind, unreachable } from '../kinds/index';
import { texts } from '../../../shared/texts';
import { AccountApplicationDialog } from '../kinds/account-application/AccountApplicationDialog';
import { ActivityCreateDialog } from '../kinds/activity/ActivityCreateDialog';
import { DemandCreateDialog } from '../kinds/service-demand/DemandCreateDialog';
import { LabCreateDialog } from '../kinds/lab-appointment/LabCreateDialog';
import { SuggestionCreateDialog } from '../kinds/suggestion/SuggestionCreateDialog';
import { VisitCreateDialog } from '../kinds/visit-appointment/VisitCreateDialog';

export interface CreateItemButtonProps {
  kind: QueueKind;
  category: DemandCategory;
}

/** The seed's Add button of a queue and the create dialog of its kind. */
export function CreateItemButton({ kind, category }: CreateItemButtonProps) {
  const user = useUser();
  const [params] = useSearchParams();
  const [opened, { open, close }] = useDisclosure(false);

  const dialog = (): React.ReactNode => {
    switch (kind) {
      case 'visit-appointment':
        return <VisitCreateDialog opened onClose={close} companyName={user.companyName} />;
      case 'lab-appointment':
        return <LabCreateDialog opened onClose={close} companyName={user.companyName} />;
      case 'service-demand':
        return (
          <DemandCreateDialog
            key={category}
            opened
            onClose={close}
            category={category}
            // Seed 001 §2: the company comes from the context: the member's own, or the
            // companyId / companyName the list was opened with.
            company={{
              id: user.companyId ?? params.get('companyId'),
              name: user.companyName ?? params.get('companyName'),
            }}
          />
        );
      case 'suggestion':
        return <SuggestionCreateDialog opened onClose={close} />;
      case 'activity':
        return <ActivityCreateDialog opened onClose={close} />;
      case 'account-application':
        return user.companyId ? <AccountApplicationDialog opened onClose={close} companyId={user.companyId} /> : null;
      case 'enterprise-application':
      case 'provider-application':
      // The loan wizard is not in the console yet (its spec offers no Add button).
      case 'loan':
        return null;
      default:
        return unreachable(kind);
    }
  };

  return (
    <>
      <Button onClick={open}>{texts.queue.add}</Button>
      {opened && dialog()}
    </>
  );
}
