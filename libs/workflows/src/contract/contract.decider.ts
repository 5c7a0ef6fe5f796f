import { contractEditSchema, contractRecordSchema } from '@parkflow/domain';
import { keptRecordWorkflow } from '../core/kept-record.js';
import type { Workflow } from '../workflow.js';
import { contractMachine } from './contract.machine.js';

/** Park staff keep the contracts; a tenant only reads its own (and downloads its own notices). */
export const contractWorkflow: Workflow = keptRecordWorkflow({
  kind: 'contract',
  machine: contractMachine,
  // the one edit is the account the rent is paid into (seed 001 §7.3 update contract account)
  events: { recorded: 'ContractRecorded', edited: 'ContractAccountChanged', deleted: 'ContractDeleted' },
  recordSchema: contractRecordSchema,
  editSchema: contractEditSchema,
  deletedCode: 'CONTRACT.ALREADY_DELETED',
});
