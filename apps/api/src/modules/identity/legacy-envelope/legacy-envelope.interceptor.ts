import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import { map, type Observable } from 'rxjs';
import { checkFreshness, looksEnveloped, openEnvelope, queryFromPayload, readEnvelope, sealData } from './envelope-codec.js';
import { EnvelopeKeyPair } from './envelope-keys.js';
import { covers, envelopeQuery, isMultipart } from './envelope-routes.js';
import { NonceStore } from './nonce-store.js';

export const ENVELOPE_PREFIXES = Symbol('ENVELOPE_PREFIXES');

/** What this reads of a request, the same under Express and Fastify. */
interface RequestLike {
  url?: string;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The `data` of a `{ rsCode, rsCause, data }` answer sealed; a file, or no data, as it is. */
function sealAnswer(answer: unknown, key: string): unknown {
  if (!isRecord(answer) || !('rsCode' in answer) || answer.data === null || answer.data === undefined) return answer;
  return { ...answer, data: sealData(answer.data, key) };
}

/**
 * Opens a legacy envelope before the input checks and the handler's pipes read the body or
 * query, and seals the answer's `data` for the same client. A request without envelope fields
 * passes untouched, so plain JSON keeps working on every route; a refused envelope reaches no
 * handler.
 */
@Injectable()
export class LegacyEnvelopeInterceptor implements NestInterceptor {
  constructor(
    @Inject(ENVELOPE_PREFIXES) private readonly prefixes: readonly string[],
    private readonly keys: EnvelopeKeyPair,
    private readonly nonces: NonceStore,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (context.getType() !== 'http') return next.handle();
    const key = await this.open(context.switchToHttp().getRequest<RequestLike>());
    if (key === null) return next.handle();
    return next.handle().pipe(map((answer: unknown) => sealAnswer(answer, key)));
  }

  /** The request's AES key once its envelope is opened into the body or query; null if plain. */
  private async open(req: RequestLike): Promise<string | null> {
    const url = req.url ?? '';
    if (!covers(this.prefixes, url) || isMultipart(req.headers)) return null;
    const inBody = isRecord(req.body) && looksEnveloped(req.body);
    const raw = inBody ? (req.body as Record<string, unknown>) : envelopeQuery(url);
    if (raw === null) return null;
    const fields = readEnvelope(raw);
    checkFreshness(fields, Date.now());
    const { payload, key } = openEnvelope(fields, (enkey) => this.keys.decryptKey(enkey));
    const query = inBody ? null : queryFromPayload(payload);
    await this.nonces.claim(fields.nonce); // last: only a request that will be served uses up its nonce
    if (query === null) req.body = payload;
    // Both adapters' @Query() read `req.query`; Express 5 defines it as a getter, so redefine it.
    else Object.defineProperty(req, 'query', { value: query, writable: true, configurable: true, enumerable: true });
    return key;
  }
}
