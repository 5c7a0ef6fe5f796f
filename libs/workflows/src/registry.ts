import { type Actor, DomainError, isImportableKind, isPushableKind, type Kind, type MessageCode } from '@parkflow/domain';
import { contractBillWorkflow } from './contract-bill/contract-bill.decider.js';
import { contractWorkflow } from './contract/contract.decider.js';
import { jobDenial } from './core/role-policy.js';
import { accountApplicationWorkflow } from './account-application/account-application.decider.js';
import { activityWorkflow } from './activity/activity.decider.js';
import {
  billDeviceWorkflow,
  billGroundWorkflow,
  billMeetingRoomWorkflow,
  billPropertyWorkflow,
  billRentWorkflow,
  billWaterWorkflow,
  billWattageWorkflow,
} from './bill/bill.decider.js';
import { equipmentOrderWorkflow, serviceOrderWorkflow } from './booking-order/booking-order.decider.js';
import { companyServiceWorkflow, equipmentWorkflow } from './catalogue/catalogue.decider.js';
import { enterpriseApplicationWorkflow } from './enterprise-application/enterprise-application.decider.js';
import { labAppointmentWorkflow } from './lab-appointment/lab-appointment.decider.js';
import { loanWorkflow } from './loan/loan.decider.js';
import { loanV2Workflow } from './loan-v2/loan-v2.decider.js';
import { providerApplicationWorkflow } from './provider-application/provider-application.decider.js';
import { serviceDemandWorkflow } from './service-demand/service-demand.decider.js';
import { suggestionWorkflow } from './suggestion/suggestion.decider.js';
import { visitAppointmentWorkflow } from './visit-appointment/visit-appointment.decider.js';
import { safetyCheckWorkflow } from './safety-check/safety-check.decider.js';
import { verificationWorkflow } from './verification/verification.decider.js';
import type { Workflow } from './workflow.js';

/** One workflow per kind of reviewable item. */
export const WORKFLOWS: Record<Kind, Workflow> = {
  'enterprise-application': enterpriseApplicationWorkflow,
  'provider-application': providerApplicationWorkflow,
  'account-application': accountApplicationWorkflow,
  'visit-appointment': visitAppointmentWorkflow,
  'lab-appointment': labAppointmentWorkflow,
  'service-demand': serviceDemandWorkflow,
  activity: activityWorkflow,
  suggestion: suggestionWorkflow,
  loan: loanWorkflow,
  'loan-v2': loanV2Workflow,
  'bill-water': billWaterWorkflow,
  'bill-wattage': billWattageWorkflow,
  'bill-property': billPropertyWorkflow,
  'bill-ground': billGroundWorkflow,
  'bill-meeting-room': billMeetingRoomWorkflow,
  'bill-device': billDeviceWorkflow,
  'bill-rent': billRentWorkflow,
  contract: contractWorkflow,
  'contract-bill': contractBillWorkflow,
  verification: verificationWorkflow,
  'safety-check': safetyCheckWorkflow,
  equipment: equipmentWorkflow,
  service: companyServiceWorkflow,
  'equipment-order': equipmentOrderWorkflow,
  'service-order': serviceOrderWorkflow,
};

/** The workflow of a kind; an unknown kind is ENGINE.UNKNOWN_KIND (404). */
export function workflowOf(kind: Kind | string): Workflow {
  const workflow = Object.hasOwn(WORKFLOWS, kind) ? WORKFLOWS[kind as Kind] : undefined;
  if (!workflow) throw new DomainError('ENGINE.UNKNOWN_KIND');
  return workflow;
}

/**
 * Why this actor may not import items of a kind (null: it may): the role policy's import job,
 * asked before a file is read (and by the template download). A kind without an import:
 * ENGINE.UNKNOWN_COMMAND. Each row's Create is still decided by the kind's workflow.
 */
export function importDenial(kind: Kind, actor: Actor): MessageCode | null {
  return isImportableKind(kind) ? jobDenial(kind, actor, 'import') : 'ENGINE.UNKNOWN_COMMAND';
}

/**
 * Why this actor may not start a push of a kind's items (null: it may): a kind that is not
 * pushable (libs/domain PUSHABLE_KINDS) is BILL.PUSH_UNSUPPORTED; who may is the role policy's
 * push job. Each item's Push is still decided by its own workflow (the push job reports every
 * refusal).
 */
export function pushDenial(kind: Kind, actor: Actor): MessageCode | null {
  return isPushableKind(kind) ? jobDenial(kind, actor, 'push') : 'BILL.PUSH_UNSUPPORTED';
}

/** Why this actor may not export a kind's list (null: it may): the role policy's export job (no export: ENGINE.UNKNOWN_COMMAND). */
export const exportDenial = (kind: Kind, actor: Actor): MessageCode | null => jobDenial(kind, actor, 'export');

/** Why this actor may not start a dunning run (催缴通知书 of contract bills): the role policy's dunning job. */
export const dunningDenial = (actor: Actor): MessageCode | null => jobDenial('contract-bill', actor, 'dunning');
