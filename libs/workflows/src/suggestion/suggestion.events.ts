import type { By } from '../core/actors.js';
import type { Fields } from '../core/payload.js';
import type { MachineEventOf } from '../core/machine.js';
import type { DomainEvent } from '../workflow.js';

export const SUGGESTION_EVENTS = { created: 'SuggestionSubmitted', replied: 'SuggestionReplied' } as const;

/** theme, suggestion, remark, userName, tel… as given; `createTime` is `at`. */
export type SuggestionSubmittedData = { by: By; at: string; companyId: string | null; fields: Fields };
/** `reply` is trimmed, 1–200 characters (seed 002 §5). */
export type SuggestionRepliedData = { by: By; at: string; reply: string };

export type SuggestionEvent =
  DomainEvent<'SuggestionSubmitted', SuggestionSubmittedData> | DomainEvent<'SuggestionReplied', SuggestionRepliedData>;

export type SuggestionMachineEvent = MachineEventOf<SuggestionEvent>;
