import { CATALOGUE_DELETED_CODE, CATALOGUE_STATE_LABELS, NEW_STATE_LABEL } from '@parkflow/domain';
import { type SnapshotFrom, assign, setup } from 'xstate';
import { stateMeta as meta } from '../core/machine.js';
import { EMPTY_KEPT_CONTEXT, type KeptContext, keptFrom } from '../core/record.js';
import type { CatalogueMachineEvent } from './catalogue.events.js';

/**
 * An equipment or company-service catalogue item (seed 001 §2.8, §2.10, §4): on shelf (available
 * 1, published to every company of the park, bookable) or off shelf (0), switched either way;
 * edited in any of the two; deleted with a confirm. Importing the same item again (its natural key)
 * after a delete records it anew, as bills do.
 *
 *   new ─Added→ onShelf | offShelf ─AvailabilitySet { available }→ onShelf | offShelf
 *   onShelf | offShelf ─Edited→ itself ─Deleted→ deleted ─Added→ onShelf | offShelf
 */
export type CatalogueContext = KeptContext;

const added = [
  { guard: 'addsOffShelf', target: '#catalogue.offShelf', actions: 'add' },
  { target: '#catalogue.onShelf', actions: 'add' },
] as const;

const live = {
  CatalogueItemEdited: { actions: 'edit' },
  CatalogueItemAvailabilitySet: [
    { guard: 'setsOffShelf', target: '#catalogue.offShelf', actions: 'setAvailable' },
    { guard: 'setsOnShelf', target: '#catalogue.onShelf', actions: 'setAvailable' },
    // probed with the type alone (`allowed`): the switch is open in either state (xstate's `can`
    // needs a target or an action; setting the value it already has keeps the state)
    { actions: 'setAvailable' },
  ],
  CatalogueItemDeleted: { target: '#catalogue.deleted' },
} as const;

export const catalogueMachine = setup({
  types: { context: {} as CatalogueContext, events: {} as CatalogueMachineEvent },
  // Guards read the event's data defensively: `allowed` probes with the event type alone.
  guards: {
    addsOffShelf: ({ event }) => event.type === 'CatalogueItemAdded' && Number(event.fields?.available) === 0,
    setsOffShelf: ({ event }) => event.type === 'CatalogueItemAvailabilitySet' && event.available === 0,
    setsOnShelf: ({ event }) => event.type === 'CatalogueItemAvailabilitySet' && event.available === 1,
  },
  actions: {
    add: assign(({ event }) => (event.type === 'CatalogueItemAdded' ? keptFrom(event) : {})),
    edit: assign(({ context, event }) =>
      event.type === 'CatalogueItemEdited' ? { fields: { ...context.fields, ...event.changes } } : {},
    ),
    setAvailable: assign(({ context, event }) =>
      event.type === 'CatalogueItemAvailabilitySet' ? { fields: { ...context.fields, available: event.available } } : {},
    ),
  },
}).createMachine({
  id: 'catalogue',
  context: EMPTY_KEPT_CONTEXT,
  initial: 'new',
  states: {
    new: { meta: meta(null, NEW_STATE_LABEL), on: { CatalogueItemAdded: [...added] } },
    onShelf: {
      meta: meta(1, CATALOGUE_STATE_LABELS[1]),
      on: { ...live, CatalogueItemAvailabilitySet: [...live.CatalogueItemAvailabilitySet] },
    },
    offShelf: {
      meta: meta(0, CATALOGUE_STATE_LABELS[0]),
      on: { ...live, CatalogueItemAvailabilitySet: [...live.CatalogueItemAvailabilitySet] },
    },
    deleted: {
      meta: meta(CATALOGUE_DELETED_CODE, CATALOGUE_STATE_LABELS[CATALOGUE_DELETED_CODE]),
      on: { CatalogueItemAdded: [...added] },
    },
  },
});

export type CatalogueSnapshot = SnapshotFrom<typeof catalogueMachine>;
