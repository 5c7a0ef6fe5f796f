import { contractBillEditSchema, contractBillRecordSchema, type MessageCode } from '@parkflow/domain';
import { keptRecordWorkflow } from '../core/kept-record.js';
import type { ItemSnapshot, Workflow } from '../workflow.js';
import { type ContractBillSnapshot, contractBillMachine } from './contract-bill.machine.js';

/**
 * Why a contract bill cannot be pushed now (the push job reports it for that bill): deleted,
 * already pushed, or settled.
 */
export function contractBillPushRefusal(snapshot: ItemSnapshot): MessageCode {
  const s = snapshot as ContractBillSnapshot;
  if (s.matches('deleted') || s.matches('new')) return 'BILL.ALREADY_DELETED';
  if (s.context.pushed) return 'BILL.ALREADY_PUSHED';
  return 'BILL.SETTLED';
}

/** Park staff keep contract bills and push them to the tenant; a tenant only reads its own pushed ones. */
export const contractBillWorkflow: Workflow = keptRecordWorkflow({
  kind: 'contract-bill',
  machine: contractBillMachine,
  events: { recorded: 'ContractBillRecorded', edited: 'ContractBillEdited', deleted: 'ContractBillDeleted' },
  recordSchema: contractBillRecordSchema,
  editSchema: contractBillEditSchema,
  deletedCode: 'BILL.ALREADY_DELETED',
  pushRefusal: contractBillPushRefusal,
});
