import { contractEditSchema, contractRecordSchema } from '@parkflow/domain';
import { deletedBy, editedBy, keptRecordWorkflow, recordedBy } from '../core/kept-record.js';
import type { Workflow } from '../workflow.js';
import { contractMachine } from './contract.machine.js';

/** Park operations keep the contracts; a tenant only reads its own (and downloads its own notices). */
export const contractWorkflow: Workflow = keptRecordWorkflow({
  kind: 'contract',
  machine: contractMachine,
  record: recordedBy('ContractRecorded', contractRecordSchema),
  moves: {
    // the one edit is the account the rent is paid into (seed 001 §7.3 update contract account)
    Edit: editedBy('ContractAccountChanged', contractEditSchema, 'CONTRACT.ALREADY_DELETED'),
    Delete: deletedBy('ContractDeleted', 'CONTRACT.ALREADY_DELETED'),
  },
});
