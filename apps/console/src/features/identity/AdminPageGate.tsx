import type { AdminPage } from '@parkflow/domain';
import type { ReactNode } from 'react';
import { NotFoundPage } from '../shell/NotFound.page';
import { useUser } from '../auth/user';

/** An identity screen opens only for a user the server lists it for (`pages`); others get the 404 page. */
export function AdminPageGate({ page, children }: { page: AdminPage; children: ReactNode }) {
  const user = useUser();
  return user.pages.includes(page) ? children : <NotFoundPage />;
}
