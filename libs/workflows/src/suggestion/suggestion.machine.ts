import { NEW_STATE_LABEL, SUGGESTION_STATE_LABELS } from '@parkflow/domain';
import { type SnapshotFrom, assign, setup } from 'xstate';
import type { By } from '../core/actors.js';
import { stateMeta as meta } from '../core/machine.js';
import type { CreatedContext } from '../core/record.js';
import type { Fields } from '../core/payload.js';
import type { SuggestionMachineEvent } from './suggestion.events.js';

/**
 * Suggestions and complaints (seed 002 §2, §3, §5). The legacy screens keep no status, only
 * the reply; parkflow's code is the string 'submitted' or 'replied' (ARCHITECTURE, kinds).
 *
 *   new → SuggestionSubmitted → submitted → SuggestionReplied { reply } → replied
 */
export interface SuggestionContext extends CreatedContext<Fields> {
  reply: { text: string; by: By; at: string } | null;
}

export const suggestionMachine = setup({
  types: { context: {} as SuggestionContext, events: {} as SuggestionMachineEvent },
  actions: {
    recordCreation: assign(({ event }) =>
      event.type === 'SuggestionSubmitted'
        ? { companyId: event.companyId, fields: event.fields, createTime: event.at, createBy: event.by }
        : {},
    ),
    recordReply: assign(({ event }) =>
      event.type === 'SuggestionReplied' ? { reply: { text: event.reply, by: event.by, at: event.at } } : {},
    ),
  },
}).createMachine({
  id: 'suggestion',
  context: { companyId: null, fields: {}, createTime: null, createBy: null, reply: null },
  initial: 'new',
  states: {
    new: { meta: meta(null, NEW_STATE_LABEL), on: { SuggestionSubmitted: { target: 'submitted', actions: 'recordCreation' } } },
    submitted: {
      meta: meta('submitted', SUGGESTION_STATE_LABELS.submitted),
      // A reply is 1–200 characters: the reply dialog's rule (libs/domain suggestionReplySchema), run by decide.
      on: { SuggestionReplied: { target: 'replied', actions: 'recordReply' } },
    },
    replied: { type: 'final', meta: meta('replied', SUGGESTION_STATE_LABELS.replied) },
  },
});

export type SuggestionSnapshot = SnapshotFrom<typeof suggestionMachine>;
