import { contractBillEditSchema, contractBillFacts, contractBillRecordSchema, contractBillToday } from '@parkflow/domain';
import { deletedBy, editedBy, keptRecordWorkflow, pushedBy, recordedBy } from '../core/kept-record.js';
import type { Workflow } from '../workflow.js';
import { type ContractBillSnapshot, contractBillMachine } from './contract-bill.machine.js';

/**
 * A contract bill is pushed (and chased) once it is due: current or overdue on the park's day of
 * the push (libs/domain contractBillFacts, seed 001 §2.7: only rows with canPush). One of later
 * periods waits; a settled one the machine refuses first.
 */
const dueOn = (snapshot: ContractBillSnapshot, at: string | undefined) =>
  at !== undefined && contractBillFacts(snapshot.context.fields, contractBillToday(new Date(at))).canPush ? null : 'BILL.NOT_DUE';

/** Park operations keep contract bills and push them to the tenant; a tenant only reads its own pushed ones. */
export const contractBillWorkflow: Workflow = keptRecordWorkflow({
  kind: 'contract-bill',
  machine: contractBillMachine,
  record: recordedBy('ContractBillRecorded', contractBillRecordSchema),
  moves: {
    Edit: editedBy('ContractBillEdited', contractBillEditSchema, 'BILL.ALREADY_DELETED'),
    Delete: deletedBy('ContractBillDeleted', 'BILL.ALREADY_DELETED'),
    Push: pushedBy('BILL.SETTLED', (snapshot, at) => dueOn(snapshot as ContractBillSnapshot, at)),
  },
});
