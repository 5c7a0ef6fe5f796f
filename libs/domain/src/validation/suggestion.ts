import { z } from 'zod';
import { SUGGESTION_CONTENT_MAX, SUGGESTION_REPLY_MAX, SUGGESTION_THEME_MAX } from '../constants.js';
import { LONG_TEXT, OBJECT, optionalText, requiredText } from './fields.js';

/** Create a suggestion or complaint (seed 002 §5, §7: theme, suggestion, remark). */
export const suggestionCreateSchema = z.object(
  {
    theme: requiredText('SUGGESTION.THEME_REQUIRED', { length: SUGGESTION_THEME_MAX, code: 'SUGGESTION.THEME_TOO_LONG' }),
    suggestion: requiredText('SUGGESTION.CONTENT_REQUIRED', {
      length: SUGGESTION_CONTENT_MAX,
      code: 'SUGGESTION.CONTENT_TOO_LONG',
    }),
    remark: optionalText(LONG_TEXT),
  },
  OBJECT,
);
export type SuggestionCreateInput = z.output<typeof suggestionCreateSchema>;

/** `Reply { reply }`. */
export const suggestionReplySchema = z.object(
  {
    reply: requiredText('SUGGESTION.REPLY_REQUIRED', { length: SUGGESTION_REPLY_MAX, code: 'SUGGESTION.REPLY_TOO_LONG' }),
  },
  OBJECT,
);
export type SuggestionReplyInput = z.output<typeof suggestionReplySchema>;
