import type { Provider, Type } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../../platform/config.js';
import { REDIS } from '../../../platform/redis.js';
import { EnvelopeKeyPair, loadOrCreatePrivateKey } from './envelope-keys.js';
import { ENVELOPE_PREFIXES, LegacyEnvelopeInterceptor } from './legacy-envelope.interceptor.js';
import { NonceStore } from './nonce-store.js';
import { PublicKeyController } from './public-key.controller.js';

/**
 * The legacy request envelope (seed 002 §7, docs/decisions/0010-legacy-envelope.md): nothing
 * when no route prefix is configured. Its interceptor must be the first one in the providers:
 * the input checks then see the opened payload, and it seals the `data` of the finished
 * `{ rsCode, rsCause, data }` answer.
 */
export function legacyEnvelope(config: AppConfig): { controllers: Type[]; providers: Provider[] } {
  if (!config.legacyEnvelope?.prefixes.length) return { controllers: [], providers: [] };
  const { prefixes, privateKeyPem, keyFile } = config.legacyEnvelope;
  return {
    controllers: [PublicKeyController],
    providers: [
      { provide: ENVELOPE_PREFIXES, useValue: prefixes },
      { provide: EnvelopeKeyPair, useFactory: () => new EnvelopeKeyPair(loadOrCreatePrivateKey(privateKeyPem, keyFile)) },
      { provide: NonceStore, inject: [REDIS], useFactory: (redis: Redis) => new NonceStore(redis, config.redisPrefix) },
      { provide: APP_INTERCEPTOR, useClass: LegacyEnvelopeInterceptor },
    ],
  };
}
