import type { ConnectionOptions } from 'bullmq';
import type { AppConfig } from '../config.js';
import { REDIS_COMMAND_TIMEOUT_MS, REDIS_CONNECT_TIMEOUT_MS } from '../outage.js';

/**
 * Every BullMQ key (queues, locks, events) sits under the app's Redis prefix, so test runs and
 * several parkflows on one Redis never meet. BullMQ joins it to queue names with ':'.
 */
export const bullPrefix = (config: AppConfig): string => `${config.redisPrefix}bull`;

/**
 * Producers (adding, cancelling, retrying from an HTTP request) fail fast while Redis is down and
 * within REDIS_COMMAND_TIMEOUT_MS while it is stalled (the request answers 503, its record is
 * discarded) instead of queueing commands offline or waiting without end.
 */
export const producerConnection = (config: AppConfig, name: string): ConnectionOptions => ({
  url: config.redisUrl,
  connectionName: name,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
  retryStrategy: (times: number) => Math.min(times * 200, 2000),
});

/** Workers block on Redis and reconnect on their own (BullMQ wants no retry limit). */
export const consumerConnection = (config: AppConfig, name: string): ConnectionOptions => ({
  url: config.redisUrl,
  connectionName: name,
  maxRetriesPerRequest: null,
  retryStrategy: (times: number) => Math.min(times * 200, 2000),
});

/** BullMQ's lock on a running job; a killed worker's job is recovered after about this long. */
export const jobLockMs = (config: AppConfig): number => config.jobs?.lockMs ?? 30_000;
