import { seedAccountApplications, seedEnterpriseApplications, seedProviderApplications } from './demo-applications.js';
import { seedLabAppointments, seedVisitAppointments } from './demo-appointments.js';
import { seedBills } from './demo-bills.js';
import { seedCatalogue } from './demo-catalogue.js';
import { seedContracts } from './demo-contracts.js';
import { seedGateAndSafety } from './demo-gate.js';
import { seedLoans, seedLoansV2 } from './demo-loans.js';
import { seedActivities, seedServiceDemands, seedSuggestions } from './demo-park.js';
import { type DemoServices, DemoRunner } from './demo-runner.js';

/**
 * Demo items of every kind, all made through the command path so their history is real: a few
 * dozen per kind in every state, spread over the weeks before `now`, with zh-CN content. The
 * same seed gives the same items on every first start (relative to that start's `now`).
 * The order is fixed: each kind draws from the one PRNG in turn. Returns the ids of the files
 * the items name (stored and linked as any item's files are).
 */
export async function seedDemoItems(services: DemoServices, now: Date): Promise<string[]> {
  const run = new DemoRunner(services, now);
  await seedEnterpriseApplications(run);
  await seedProviderApplications(run);
  await seedAccountApplications(run);
  await seedVisitAppointments(run);
  await seedLabAppointments(run);
  await seedServiceDemands(run);
  await seedActivities(run);
  await seedSuggestions(run);
  await seedLoans(run);
  await seedLoansV2(run);
  await seedBills(run); // last: the draws of the kinds above stay as they were
  await seedContracts(run); // contracts and their bills (no draws but the clock's)
  await seedGateAndSafety(run); // appended after the bills, for the same reason
  await seedCatalogue(run); // equipment, services, their orders, more demands
  return [...run.files].sort();
}
