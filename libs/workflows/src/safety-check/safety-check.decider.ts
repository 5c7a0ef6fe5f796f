import { type DangerItem, safetyCheckEditSchema, safetyCheckSchema } from '@parkflow/domain';
import { deletedBy, editedBy, keptRecordWorkflow, recordedBy } from '../core/kept-record.js';
import type { Workflow } from '../workflow.js';
import { safetyCheckMachine } from './safety-check.machine.js';

/** Park operations keep the inspections; a company reads its own. */
export const safetyCheckWorkflow: Workflow = keptRecordWorkflow({
  kind: 'safety-check',
  machine: safetyCheckMachine,
  record: recordedBy('SafetyCheckRecorded', safetyCheckSchema),
  moves: {
    Edit: editedBy('SafetyCheckEdited', safetyCheckEditSchema, 'SAFETY.ALREADY_DELETED'),
    Delete: deletedBy('SafetyCheckDeleted', 'SAFETY.ALREADY_DELETED'),
  },
  viewOf(ctx) {
    const dangerList = (ctx.fields.dangerList as DangerItem[] | undefined) ?? [];
    return {
      dangerList,
      dangerCount: dangerList.length,
      // every danger item's images as one file field (libs/domain FILE_FIELDS)
      dangerImg: dangerList.flatMap((d) => (d.img ? d.img.split(',') : [])).join(','),
    };
  },
});
