import dayjs from 'dayjs';

/**
 * Date pickers open on the current month. Tests pin "today" to the 15th of that month, so the
 * days around the earliest allowed one are all visible.
 */
export const midMonth = () => dayjs().date(15);

/** The aria-label Mantine gives a calendar day (dayjs "D MMMM YYYY"; the tests do not load zh-cn). */
export const dayLabel = (date: dayjs.Dayjs) => date.format('D MMMM YYYY');
