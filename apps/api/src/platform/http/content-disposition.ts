/** RFC 5987 value: percent-encoded UTF-8, with the characters encodeURIComponent leaves but attr-char forbids. */
const rfc5987 = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A Content-Disposition header that keeps Chinese file names (租户账单.xlsx): `filename*` carries
 * the UTF-8 name (RFC 6266 / 5987); `filename` an ASCII stand-in for clients that read only that.
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
}

/** What a handler needs of the response to add a header, on Fastify (reply) and Express (res) alike. */
export interface HeaderTarget {
  header(name: string, value: string): unknown;
}
