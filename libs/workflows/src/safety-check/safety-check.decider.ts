import { type DangerItem, safetyCheckEditSchema, safetyCheckSchema } from '@parkflow/domain';
import { keptRecordWorkflow } from '../core/kept-record.js';
import type { Workflow } from '../workflow.js';
import { safetyCheckMachine } from './safety-check.machine.js';

/** Park staff keep the inspections; a company reads its own. */
export const safetyCheckWorkflow: Workflow = keptRecordWorkflow({
  kind: 'safety-check',
  machine: safetyCheckMachine,
  events: { recorded: 'SafetyCheckRecorded', edited: 'SafetyCheckEdited', deleted: 'SafetyCheckDeleted' },
  recordSchema: safetyCheckSchema,
  editSchema: safetyCheckEditSchema,
  deletedCode: 'SAFETY.ALREADY_DELETED',
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
