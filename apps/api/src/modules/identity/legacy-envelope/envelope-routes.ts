import { ENVELOPE_FIELDS } from './envelope-codec.js';

/** The path of a request URL, without its query string. */
export const pathOf = (url: string): string => url.split(/[?#]/, 1)[0]!;

/** Whether a prefix (`/api/items`) covers a path: itself or anything below it, never `/api/itemsX`. */
export const covers = (prefixes: readonly string[], url: string): boolean => {
  const path = pathOf(url);
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
};

/** Multipart uploads are never enveloped (seed 002 §7). */
export const isMultipart = (headers: Record<string, string | string[] | undefined>): boolean => {
  const type = headers['content-type'];
  return (Array.isArray(type) ? type[0] : type)?.toLowerCase().startsWith('multipart/') ?? false;
};

/** The envelope fields of a query string, or null when it carries none. A `+` that arrived
 * unescaped reads as a space; base64 and nonces never contain spaces, so it is put back. */
export function envelopeQuery(url: string): Record<string, string> | null {
  const at = url.indexOf('?');
  if (at < 0) return null;
  const params = new URLSearchParams(url.slice(at + 1));
  if (!params.has('endata') && !params.has('enkey')) return null;
  const fields: Record<string, string> = {};
  for (const name of ENVELOPE_FIELDS) {
    const value = params.get(name);
    if (value !== null) fields[name] = value.replaceAll(' ', '+');
  }
  return fields;
}
