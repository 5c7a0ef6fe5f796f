import { DomainError, INPUT_MAX_DEPTH } from '@parkflow/domain';

/**
 * Whether a JSON text nests objects or arrays deeper than `max`. Counted on the text before it
 * is parsed, so a hostile body never reaches JSON.parse or any code that walks the result.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

type Done = (err: Error | null, body?: unknown) => void;

/**
 * The JSON body parser: an empty body is no body (as on Express), a too deep or malformed one is
 * a 400 with a zh-CN message. `secure` is Fastify's own parser (it refuses __proto__ and
 * constructor poisoning); only its errors are replaced.
 */
export function jsonBodyParser<Req>(secure: (req: Req, body: string, done: Done) => void) {
  return (req: Req, body: string, done: Done): void => {
    if (body.trim() === '') return done(null, undefined);
    if (nestsDeeperThan(body, INPUT_MAX_DEPTH)) return done(new DomainError('REQUEST.TOO_DEEP'));
    secure(req, body, (err, parsed) => (err ? done(new DomainError('REQUEST.MALFORMED_JSON')) : done(null, parsed)));
  };
}
