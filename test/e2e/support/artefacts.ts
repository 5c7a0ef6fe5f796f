/**
 * What a user should never read on a parkflow screen: English words, HTML tag
 * text, item ids, raw codes and versions. Returns each artefact with a little context.
 */
const PATTERNS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'English', pattern: /[A-Za-z]{2,}/g },
  { name: 'placeholder', pattern: /\b(undefined|null|NaN|Invalid Date|\[object Object\])\b/g },
  { name: 'HTML', pattern: /<\/?[a-z][^>]*>|&[a-z]+;/gi },
  { name: 'id', pattern: /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}/gi },
  { name: 'code', pattern: /(编码|(?<!信用)代码|状态码|版本)\s*[:：]?\s*\d+/g },
];

/**
 * Latin that is the park's own data or vocabulary, not a developer's: the seed's Excel import,
 * acronyms a biomedical park writes in Latin (GMP, PCR, CRISPR, 临床II期), instrument brands.
 */
const ALLOWED_WORDS = new Set(['Excel', 'Ultra', 'NAb', 'CRISPR']);
const ACRONYM = /^[A-Z]{2,5}$/;
const FILE_EXTENSION = /^(pdf|png|jpe?g|webp|gif|xlsx?|docx?|zip|txt)$/i;

/** Whether a Latin run is data: part of a code with digits (credit code, order number, room), a
 * file's extension, or the login name the account page shows after 用户名. */
function isData(text: string, at: number, word: string): boolean {
  const before = text.slice(0, at);
  const after = text.slice(at + word.length);
  const token = (/[\w-]*$/.exec(before)?.[0] ?? '') + word + (/^[\w-]*/.exec(after)?.[0] ?? '');
  if (/\d/.test(token)) return true;
  if (before.endsWith('.') && FILE_EXTENSION.test(word)) return true;
  return /用户名\s*$/.test(before);
}

export function findArtefacts(text: string): string[] {
  const found: string[] = [];
  for (const { name, pattern } of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const at = match.index ?? 0;
      if (name === 'English' && (ALLOWED_WORDS.has(match[0]) || ACRONYM.test(match[0]) || isData(text, at, match[0]))) continue;
      const context = text.slice(Math.max(0, at - 12), at + match[0].length + 12).replace(/\s+/g, ' ');
      found.push(`${name} «${match[0]}» in «${context}»`);
    }
  }
  return found;
}
