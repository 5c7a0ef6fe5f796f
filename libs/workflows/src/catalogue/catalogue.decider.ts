import {
  type Actor,
  availabilitySchema,
  type CatalogueKind,
  companyServiceChangesSchema,
  companyServiceImportSchema,
  equipmentChangesSchema,
  equipmentImportSchema,
  equipmentTypeOf,
  parseOrThrow,
  recordEditSchema,
  serviceTypesOf,
} from '@parkflow/domain';
import { byOf, roleDenial, STAFF_ROLES, staffCreationDenial } from '../core/actors.js';
import { fail, unreachable } from '../core/fail.js';
import { accepted, machineBasics, takes } from '../core/machine.js';
import { type Policy, allowedBy, always, commandsOf, gate } from '../core/policy.js';
import type { Command, ItemSnapshot, Workflow } from '../workflow.js';
import type { CatalogueEvent } from './catalogue.events.js';
import { type CatalogueSnapshot, catalogueMachine } from './catalogue.machine.js';

const typed = (snapshot: ItemSnapshot) => snapshot as CatalogueSnapshot;

const staffOnly = (actor: Actor, snapshot: CatalogueSnapshot) => roleDenial(actor, STAFF_ROLES, snapshot.context.companyId);

/**
 * Park staff keep the catalogues (seed 001 §6: one back-office operator role for equipment and
 * service screens); companies see on-shelf items (libs/domain KIND_VISIBILITY) and book them
 * (booking-order). Added one by one (the dialog) or by an import (Create with the job's id).
 */
const POLICY: Policy<CatalogueSnapshot, 'Edit' | 'SetAvailability' | 'Delete'> = {
  Edit: always({ who: staffOnly, events: () => [{ type: 'CatalogueItemEdited' }], closed: () => 'CATALOGUE.ALREADY_DELETED' }),
  SetAvailability: always({
    who: staffOnly,
    events: () => [{ type: 'CatalogueItemAvailabilitySet' }],
    closed: () => 'CATALOGUE.ALREADY_DELETED',
  }),
  Delete: always({ who: staffOnly, events: () => [{ type: 'CatalogueItemDeleted' }], closed: () => 'CATALOGUE.ALREADY_DELETED' }),
};

/** Who may add catalogue items (the dialog, an import): park staff; null when this actor may. */

/** The chosen types must be the product's (tag 4 for equipment; a sub type under its main type under tags 1/2). */
function checkTypes(kind: CatalogueKind, fields: Record<string, unknown>, prefix = ''): void {
  if (kind === 'equipment') {
    if (!equipmentTypeOf(fields.typeId)) fail('CATALOGUE.TYPE_UNKNOWN', `${prefix}typeId`);
  } else if (!serviceTypesOf(fields.tag, fields.mainTypeId, fields.subTypeId)) {
    fail('CATALOGUE.SERVICE_TYPE_UNKNOWN', `${prefix}subTypeId`);
  }
}

const recordSchema = (kind: CatalogueKind) => (kind === 'equipment' ? equipmentImportSchema : companyServiceImportSchema);
const changesSchema = (kind: CatalogueKind) => (kind === 'equipment' ? equipmentChangesSchema : companyServiceChangesSchema);

const decideFor =
  (kind: CatalogueKind) =>
  (command: Command, snapshot: ItemSnapshot): CatalogueEvent[] => {
    const { actor, at, payload } = command;
    const by = byOf(actor);
    const item = typed(snapshot);
    switch (command.type) {
      case 'Create': {
        const denied = staffCreationDenial(actor);
        if (denied) fail(denied);
        // An item with the same natural key is there: added again by hand it is refused; an import
        // counts it as there and leaves it as it is.
        if (!takes(item, 'CatalogueItemAdded')) fail('CATALOGUE.EXISTS');
        const parsed = parseOrThrow(recordSchema(kind), payload.fields) as Record<string, unknown>;
        checkTypes(kind, parsed);
        const fields: Record<string, unknown> = { ...parsed, available: parsed.available ?? 1 };
        const companyId = typeof fields.companyId === 'string' ? fields.companyId : null;
        const jobId = typeof payload.jobId === 'string' ? payload.jobId : null;
        return [
          accepted(snapshot, { type: 'CatalogueItemAdded', data: { by, at, companyId, fields, jobId } }, 'REVIEW.NOT_ALLOWED'),
        ];
      }
      case 'Edit': {
        gate(POLICY, command.type, item, actor);
        const { changes } = parseOrThrow(recordEditSchema(changesSchema(kind)), { changes: payload.changes ?? {} }) as {
          changes: Record<string, unknown>;
        };
        // a category changed without its types (or a type without its category) is checked as it would end up
        checkTypes(kind, { ...item.context.fields, ...changes }, 'changes.');
        return [accepted(snapshot, { type: 'CatalogueItemEdited', data: { by, at, changes } }, 'CATALOGUE.ALREADY_DELETED')];
      }
      case 'SetAvailability': {
        gate(POLICY, command.type, item, actor);
        const { available } = parseOrThrow(availabilitySchema, { available: payload.available });
        return [
          accepted(snapshot, { type: 'CatalogueItemAvailabilitySet', data: { by, at, available } }, 'CATALOGUE.ALREADY_DELETED'),
        ];
      }
      case 'Delete':
        gate(POLICY, command.type, item, actor);
        return [accepted(snapshot, { type: 'CatalogueItemDeleted', data: { by, at } }, 'CATALOGUE.ALREADY_DELETED')];
      case 'Submit':
      case 'Approve':
      case 'Reject':
      case 'RequestSupplement':
      case 'SubmitSupplement':
      case 'Reply':
      case 'Push':
        return fail('ENGINE.UNKNOWN_COMMAND');
      default:
        return unreachable(command.type);
    }
  };

/** The item's fields with the names of its types (seed 001 §3: mainTypeName, subTypeName) from the one type table. */
function namedTypes(kind: CatalogueKind, fields: Record<string, unknown>): Record<string, unknown> {
  if (kind === 'equipment') return { typeName: equipmentTypeOf(fields.typeId)?.name ?? '' };
  const types = serviceTypesOf(fields.tag, fields.mainTypeId, fields.subTypeId);
  return { mainTypeName: types?.main.name ?? '', subTypeName: types?.sub.name ?? '' };
}

const catalogueWorkflow = (kind: CatalogueKind): Workflow => {
  const basics = machineBasics(kind, catalogueMachine);
  return {
    ...basics,
    commands: commandsOf(POLICY),
    decide: decideFor(kind),
    allowed: (snapshot, actor) => allowedBy(POLICY, typed(snapshot), actor),
    companyId: (snapshot) => typed(snapshot).context.companyId,
    view(snapshot) {
      const ctx = typed(snapshot).context;
      const code = basics.code(snapshot);
      return {
        ...ctx.fields,
        ...namedTypes(kind, ctx.fields),
        available: typeof code === 'number' ? code : (ctx.fields.available ?? null),
        companyId: ctx.companyId,
        createTime: ctx.createTime,
        createBy: ctx.createBy?.userId ?? null,
        createByName: ctx.createBy?.realname ?? null,
        jobId: ctx.jobId,
      };
    },
  };
};

export const equipmentWorkflow = catalogueWorkflow('equipment');
export const companyServiceWorkflow = catalogueWorkflow('service');
