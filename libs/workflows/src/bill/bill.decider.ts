import { BILL_SPECS, type BillKind, billEditSchemaOf, billRecordSchemaOf, isPushableKind } from '@parkflow/domain';
import { deletedBy, editedBy, keptRecordWorkflow, pushedBy, recordedBy } from '../core/kept-record.js';
import type { Workflow } from '../workflow.js';
import { billMachineOf } from './bill.machine.js';

/**
 * Park operations keep the bills (the role policy); a company only reads its own. Bills are
 * recorded by an import (Create, with the import job's id), edited or deleted one by one or in
 * bulk, and, for the pushable kinds, pushed to their company (Push, by the push job): not when
 * deleted, already pushed, its canPush is 否, or settled (rent 已结清, other bills 已支付).
 */
export const billWorkflow = (kind: BillKind): Workflow =>
  keptRecordWorkflow({
    kind,
    machine: billMachineOf(kind),
    record: recordedBy('BillRecorded', billRecordSchemaOf(kind)),
    moves: {
      Edit: editedBy('BillEdited', billEditSchemaOf(kind), 'BILL.ALREADY_DELETED'),
      Delete: deletedBy('BillDeleted', 'BILL.ALREADY_DELETED'),
      ...(isPushableKind(kind) ? { Push: pushedBy(BILL_SPECS[kind].settledReason) } : {}),
    },
  });

export const billWaterWorkflow = billWorkflow('bill-water');
export const billWattageWorkflow = billWorkflow('bill-wattage');
export const billPropertyWorkflow = billWorkflow('bill-property');
export const billGroundWorkflow = billWorkflow('bill-ground');
export const billMeetingRoomWorkflow = billWorkflow('bill-meeting-room');
export const billDeviceWorkflow = billWorkflow('bill-device');
export const billRentWorkflow = billWorkflow('bill-rent');
