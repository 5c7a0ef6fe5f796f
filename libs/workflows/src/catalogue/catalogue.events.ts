import type { By } from '../core/actors.js';
import type { MachineEventOf } from '../core/machine.js';
import type { DomainEvent } from '../workflow.js';

/** One set of facts for both catalogues (equipment, company services): the kind tells them apart. */
export const CATALOGUE_EVENTS = {
  added: 'CatalogueItemAdded',
  edited: 'CatalogueItemEdited',
  availabilitySet: 'CatalogueItemAvailabilitySet',
  deleted: 'CatalogueItemDeleted',
} as const;

/** An item as the add dialog or an import row gave it (`jobId`: the import that wrote it). */
export type CatalogueItemAddedData = {
  by: By;
  at: string;
  companyId: string | null;
  fields: Record<string, unknown>;
  jobId: string | null;
};
export type CatalogueItemEditedData = { by: By; at: string; changes: Record<string, unknown> };
/** The on-shelf / off-shelf switch (seed 001 §4): 1 on shelf, 0 off shelf. */
export type CatalogueItemAvailabilitySetData = { by: By; at: string; available: 0 | 1 };
export type CatalogueItemDeletedData = { by: By; at: string };

export type CatalogueEvent =
  | DomainEvent<'CatalogueItemAdded', CatalogueItemAddedData>
  | DomainEvent<'CatalogueItemEdited', CatalogueItemEditedData>
  | DomainEvent<'CatalogueItemAvailabilitySet', CatalogueItemAvailabilitySetData>
  | DomainEvent<'CatalogueItemDeleted', CatalogueItemDeletedData>;

export type CatalogueMachineEvent = MachineEventOf<CatalogueEvent>;
