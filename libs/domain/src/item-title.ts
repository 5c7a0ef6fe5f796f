/**
 * How an item is named to a person where a screen lists items of several kinds or outcomes (the
 * home, a bulk result): the first of these fields it has. Never its id.
 */
const TITLE_FIELDS = ['name', 'enterpriseName', 'companyName', 'company_name', 'title', 'theme', 'contacts', 'userName'];

export function itemTitle(fields: Record<string, unknown>): string {
  for (const field of TITLE_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return '—';
}
