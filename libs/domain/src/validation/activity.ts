import { z } from 'zod';
import { SUGGESTION_THEME_MAX as TITLE_MAX } from '../constants.js';
import { OBJECT, RICH_TEXT, isoDate, positiveInt, requiredText } from './fields.js';

/** An activity (event promotion, seed 002 §3) submitted for audit: title, content, dates, limit. */
export const activityCreateSchema = z.object(
  {
    title: requiredText('ACTIVITY.TITLE_REQUIRED', { length: TITLE_MAX, code: 'ACTIVITY.TITLE_TOO_LONG' }),
    /** Rich html (the audit's rich-text detail dialog). */
    content: requiredText('ACTIVITY.CONTENT_REQUIRED', RICH_TEXT),
    publishDate: isoDate('ACTIVITY.PUBLISH_DATE_REQUIRED'),
    applyDeadline: isoDate('ACTIVITY.DEADLINE_REQUIRED'),
    peopleLimit: positiveInt({ required: 'ACTIVITY.PEOPLE_LIMIT_REQUIRED', invalid: 'ACTIVITY.PEOPLE_LIMIT_INVALID' }),
  },
  OBJECT,
);
export type ActivityCreateInput = z.output<typeof activityCreateSchema>;
