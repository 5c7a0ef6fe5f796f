import { InitialSchema1763700000000 } from './1763700000000-initial-schema.js';
import { ActivitySignups1763800000000 } from './1763800000000-activity-signups.js';
import { Files1763900000000 } from './1763900000000-files.js';
import { PositionAfterXid1763900100000 } from './1763900100000-position-after-xid.js';
import { CommandLogPerUser1763900200000 } from './1763900200000-command-log-per-user.js';
import { PropertyTypeCodes1763900400000 } from './1763900400000-property-type-codes.js';
import { ReadModelContext1763900600000 } from './1763900600000-read-model-context.js';
import { Jobs1764000000000 } from './1764000000000-jobs.js';
import { BillsAndJobItems1764100000000 } from './1764100000000-bills-and-job-items.js';
import { RolesAsData1764200000000 } from './1764200000000-roles-as-data.js';
import { SmsCodesAndPasswordAge1764300000000 } from './1764300000000-sms-codes-and-password-age.js';
import { LoanOrderNumbers1764400000000 } from './1764400000000-loan-order-numbers.js';
import { MoreBillKinds1764500000000 } from './1764500000000-more-bill-kinds.js';
import { Contracts1764510000000 } from './1764510000000-contracts.js';
import { ParkAccountsAndGateRecords1764520000000 } from './1764520000000-park-accounts-and-gate-records.js';
import { ImportUnmatchedCompanies1764520100000 } from './1764520100000-import-unmatched-companies.js';
import { CataloguesAndOrders1764530000000 } from './1764530000000-catalogues-and-orders.js';
import { ParkCompanies1764540000000 } from './1764540000000-park-companies.js';
import { BankEventAudiences1764555000000 } from './1764555000000-bank-event-audiences.js';
import { JobRunNodes1764560000000 } from './1764560000000-job-run-nodes.js';

/** Every migration, oldest first; the api runs them at start. */
export const MIGRATIONS = [
  InitialSchema1763700000000,
  ActivitySignups1763800000000,
  Files1763900000000,
  PositionAfterXid1763900100000,
  CommandLogPerUser1763900200000,
  PropertyTypeCodes1763900400000,
  ReadModelContext1763900600000,
  Jobs1764000000000,
  BillsAndJobItems1764100000000,
  RolesAsData1764200000000,
  SmsCodesAndPasswordAge1764300000000,
  LoanOrderNumbers1764400000000,
  MoreBillKinds1764500000000,
  Contracts1764510000000,
  ParkAccountsAndGateRecords1764520000000,
  ImportUnmatchedCompanies1764520100000,
  CataloguesAndOrders1764530000000,
  ParkCompanies1764540000000,
  BankEventAudiences1764555000000,
  JobRunNodes1764560000000,
];
