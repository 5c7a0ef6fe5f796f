import {
  BILL_SPECS,
  type BillKind,
  billEditSchemaOf,
  billRecordSchemaOf,
  isPushableKind,
  type MessageCode,
} from '@parkflow/domain';
import { keptRecordWorkflow } from '../core/kept-record.js';
import type { ItemSnapshot, Workflow } from '../workflow.js';
import { type BillSnapshot, billMachineOf } from './bill.machine.js';

const typed = (snapshot: ItemSnapshot) => snapshot as BillSnapshot;

/**
 * Why a bill cannot be pushed now (the push job reports it for that bill, in zh-CN): deleted,
 * already pushed, its canPush is 否, or settled (rent 已结清, other bills 已支付).
 */
export function pushRefusal(kind: BillKind, snapshot: ItemSnapshot): MessageCode {
  const s = typed(snapshot);
  if (s.matches('deleted') || s.matches('new')) return 'BILL.ALREADY_DELETED';
  if (s.context.pushed) return 'BILL.ALREADY_PUSHED';
  if (s.context.fields.canPush === false) return 'BILL.NOT_PUSHABLE';
  return BILL_SPECS[kind].settledReason;
}

/**
 * Park staff (operators, admins, reviewers) keep the bills; a company only reads its own. Bills
 * are recorded by an import (Create, with the import job's id), edited or deleted one by one or
 * in bulk, and, for the pushable kinds, pushed to their company (Push, by the push job).
 */
export const billWorkflow = (kind: BillKind): Workflow =>
  keptRecordWorkflow({
    kind,
    machine: billMachineOf(kind),
    events: { recorded: 'BillRecorded', edited: 'BillEdited', deleted: 'BillDeleted' },
    recordSchema: billRecordSchemaOf(kind),
    editSchema: billEditSchemaOf(kind),
    deletedCode: 'BILL.ALREADY_DELETED',
    ...(isPushableKind(kind) ? { pushRefusal: (snapshot: ItemSnapshot) => pushRefusal(kind, snapshot) } : {}),
  });

export const billWaterWorkflow = billWorkflow('bill-water');
export const billWattageWorkflow = billWorkflow('bill-wattage');
export const billPropertyWorkflow = billWorkflow('bill-property');
export const billGroundWorkflow = billWorkflow('bill-ground');
export const billMeetingRoomWorkflow = billWorkflow('bill-meeting-room');
export const billDeviceWorkflow = billWorkflow('bill-device');
export const billRentWorkflow = billWorkflow('bill-rent');
