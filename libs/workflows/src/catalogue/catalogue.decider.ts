import {
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
import { fail } from '../core/fail.js';
import { deletedBy, jobIdOf, keptRecordWorkflow } from '../core/kept-record.js';
import type { Workflow } from '../workflow.js';
import { catalogueMachine } from './catalogue.machine.js';

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

/** The item's fields with the names of its types (seed 001 §3: mainTypeName, subTypeName) from the one type table. */
function namedTypes(kind: CatalogueKind, fields: Record<string, unknown>): Record<string, unknown> {
  if (kind === 'equipment') return { typeName: equipmentTypeOf(fields.typeId)?.name ?? '' };
  const types = serviceTypesOf(fields.tag, fields.mainTypeId, fields.subTypeId);
  return { mainTypeName: types?.main.name ?? '', subTypeName: types?.sub.name ?? '' };
}

/**
 * Park operations keep the catalogues (seed 001 §6: one back-office operator role for equipment
 * and service screens; the role policy); companies see on-shelf items (libs/domain
 * KIND_VISIBILITY) and book them (booking-order). Added one by one (the dialog) or by an import
 * (Create with the job's id), edited, put on or off the shelf, deleted.
 */
const catalogueWorkflow = (kind: CatalogueKind): Workflow =>
  keptRecordWorkflow({
    kind,
    machine: catalogueMachine,
    record: {
      event: 'CatalogueItemAdded',
      // An item with the same natural key is there: added again by hand it is refused; an import
      // counts it as there and leaves it as it is.
      exists: 'CATALOGUE.EXISTS',
      data: ({ payload }) => {
        const parsed = parseOrThrow(recordSchema(kind), payload.fields) as Record<string, unknown>;
        checkTypes(kind, parsed);
        const fields: Record<string, unknown> = { ...parsed, available: parsed.available ?? 1 };
        const companyId = typeof fields.companyId === 'string' ? fields.companyId : null;
        return { companyId, fields, jobId: jobIdOf(payload) };
      },
    },
    moves: {
      Edit: {
        event: 'CatalogueItemEdited',
        data: ({ payload }, snapshot) => {
          const { changes } = parseOrThrow(recordEditSchema(changesSchema(kind)), { changes: payload.changes ?? {} }) as {
            changes: Record<string, unknown>;
          };
          // a category changed without its types (or a type without its category) is checked as it would end up
          checkTypes(kind, { ...(snapshot.context as { fields: Record<string, unknown> }).fields, ...changes }, 'changes.');
          return { changes };
        },
        closed: () => 'CATALOGUE.ALREADY_DELETED',
      },
      SetAvailability: {
        event: 'CatalogueItemAvailabilitySet',
        data: ({ payload }) => parseOrThrow(availabilitySchema, { available: payload.available }),
        closed: () => 'CATALOGUE.ALREADY_DELETED',
      },
      Delete: deletedBy('CatalogueItemDeleted', 'CATALOGUE.ALREADY_DELETED'),
    },
    // the code is the shelf (1 on, 0 off); a deleted item shows the last it had
    viewOf: (ctx, code) => ({
      ...namedTypes(kind, ctx.fields),
      available: typeof code === 'number' ? code : (ctx.fields.available ?? null),
    }),
  });

export const equipmentWorkflow = catalogueWorkflow('equipment');
export const companyServiceWorkflow = catalogueWorkflow('service');
