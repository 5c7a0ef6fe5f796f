import type { RouteObject } from 'react-router';
import { AppLayout } from './features/shell/AppLayout';
import { RequireAuth } from './features/auth/RequireAuth';
import { SessionGuard } from './features/auth/SessionGuard';
import { LiveProvider } from './shared/live/LiveProvider';
import { HomePage } from './features/home/Home.page';
import { LoginPage } from './features/auth/Login.page';
import { NotFoundPage } from './features/shell/NotFound.page';
import { QueuePage } from './features/review/Queue.page';
import { JobsPage } from './features/jobs/Jobs.page';
import { BillsPage } from './features/bills/Bills.page';
import { MyBillsPage } from './features/bills/MyBills.page';
import { ContractBillsPage } from './features/contracts/ContractBills.page';
import { ContractsPage } from './features/contracts/Contracts.page';
import { CataloguePage } from './features/catalogue/Catalogue.page';
import { OrdersPage } from './features/catalogue/Orders.page';
import { JobNoticesProvider } from './features/jobs/JobNotices';
import { CompanyUsersPage } from './features/identity/CompanyUsers.page';
import { EnterprisesPage } from './features/identity/Enterprises.page';
import { RoleManagementPage } from './features/identity/RoleManagement.page';
import { AdminPageGate } from './features/identity/AdminPageGate';
import { AccountPage } from './features/account/Account.page';
import { SmsOutboxPage } from './features/account/SmsOutbox.page';
import { FlowsPage } from './features/flows/Flows.page';
import { ParkAccountsPage } from './features/operations/ParkAccounts.page';
import { VerificationsPage } from './features/operations/Verifications.page';
import { SafetyChecksPage } from './features/operations/SafetyChecks.page';

/**
 * The route tree, shared by the browser router (main.tsx) and memory routers in tests.
 * The live connection exists only inside the signed-in shell: it needs the token.
 */
export const routes: RouteObject[] = [
  {
    element: <SessionGuard />,
    children: [
      { path: '/login', element: <LoginPage /> },
      {
        path: '/',
        element: (
          <RequireAuth>
            <LiveProvider>
              <JobNoticesProvider>
                <AppLayout />
              </JobNoticesProvider>
            </LiveProvider>
          </RequireAuth>
        ),
        children: [
          { index: true, element: <HomePage /> },
          { path: 'queues/:kind', element: <QueuePage /> },
          { path: 'jobs', element: <JobsPage /> },
          { path: 'bills/:kind', element: <BillsPage /> },
          { path: 'my-bills', element: <MyBillsPage /> },
          { path: 'contracts', element: <ContractsPage /> },
          { path: 'contract-bills', element: <ContractBillsPage /> },
          { path: 'catalogue/:kind', element: <CataloguePage /> },
          { path: 'orders/:kind', element: <OrdersPage /> },
          {
            path: 'admin/company-users',
            element: (
              <AdminPageGate page="company-users">
                <CompanyUsersPage />
              </AdminPageGate>
            ),
          },
          {
            path: 'admin/enterprises',
            element: (
              <AdminPageGate page="enterprises">
                <EnterprisesPage />
              </AdminPageGate>
            ),
          },
          {
            path: 'admin/role-management',
            element: (
              <AdminPageGate page="role-management">
                <RoleManagementPage />
              </AdminPageGate>
            ),
          },
          {
            path: 'admin/gate-staff',
            element: (
              <AdminPageGate page="gate-staff">
                <ParkAccountsPage key="gate-staff" list="gate-staff" />
              </AdminPageGate>
            ),
          },
          {
            path: 'admin/park-users',
            element: (
              <AdminPageGate page="park-users">
                <ParkAccountsPage key="park-user" list="park-user" />
              </AdminPageGate>
            ),
          },
          { path: 'operations/verifications/:formType', element: <VerificationsPage /> },
          { path: 'operations/safety-checks', element: <SafetyChecksPage /> },
          { path: 'account', element: <AccountPage /> },
          { path: 'dev/sms-outbox', element: <SmsOutboxPage /> },
          { path: 'flows', element: <FlowsPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
