import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { join } from 'node:path';
import type {} from '@fastify/static'; // reply.sendFile
import type { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DomainError, failure, message, type MessageCode, REQUEST_BODY_MAX_BYTES, UPLOAD_LARGEST_BYTES } from '@parkflow/domain';
import { type FastifyError, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Logger } from 'pino';
import type { AppConfig } from '../config.js';
import { jsonBodyParser } from './json-body.js';

/** A client's own X-Request-Id is kept when it is a plain token; anything else gets a fresh id. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');
/** Only request logs of the api itself; health is polled every few seconds. */
const isLoggedPath = (path: string) => isApiPath(path) && path !== '/api/health';
const pathOf = (url: string) => url.split('?', 1)[0] ?? url;

/** A hop count trusts that many proxies nearest to us (as proxy-addr counts them). */
const trustProxy = (value: AppConfig['trustProxy']) =>
  typeof value === 'number' ? (_address: string, hop: number) => hop < value : (value ?? false);

/**
 * Node's HTTP parser refuses a request before Fastify has one (headers past 16 KB, a body longer
 * than its Content-Length, a stalled request): Fastify's default writes an English body; this
 * writes the same envelope as every other refusal, then closes the connection as it does.
 */
function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, code]: [number, string, MessageCode] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'REQUEST.TIMEOUT']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'REQUEST.HEADERS_TOO_LARGE']
        : [400, 'Bad Request', 'REQUEST.BAD_REQUEST'];
  const body = JSON.stringify(failure(status, message(code)));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/**
 * The api on Fastify: pino with a request id, JSON bodies up to REQUEST_BODY_MAX_BYTES (413
 * above) and no deeper than INPUT_MAX_DEPTH, multipart with explicit limits (no upload route yet),
 * and the built console with its single-page fallback. Unknown routes answer 404 with their own
 * text through the one exception filter.
 */
export async function createFastifyApp(
  module: DynamicModule,
  config: AppConfig,
  logger: Logger,
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    // One line per request, written below on response (Fastify's own would be two).
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: (req: IncomingMessage) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    trustProxy: trustProxy(config.trustProxy),
    bodyLimit: REQUEST_BODY_MAX_BYTES,
    // Registered at start with the largest upload any purpose allows (Fastify's default would be
    // its 1 MiB bodyLimit); each purpose's own, smaller limit is for the upload route to check.
    multipart: { limits: { fileSize: UPLOAD_LARGEST_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 } },
    clientErrorHandler: answerClientError,
    // The router refuses a malformed URL ('/api/jobs/%ff') before any hook, route or exception
    // filter runs, with Fastify's English body; this answers it like every other 400.
    frameworkErrors: (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
      const bad = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const code = bad ? 'REQUEST.BAD_URL' : 'HTTP.500';
      const status = bad ? 400 : 500;
      if (!bad) req.log.error({ err: error }, 'request failed');
      void reply
        .header('x-request-id', req.id)
        .code(status)
        .send(failure(status, message(code)));
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(module, adapter, { logger: ['error', 'warn'], bodyParser: false });
  const fastify = app.getHttpAdapter().getInstance();

  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: REQUEST_BODY_MAX_BYTES },
    jsonBodyParser(fastify.getDefaultJsonParser('error', 'error')),
  );
  fastify.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });
  fastify.addHook('onResponse', (req, reply, done) => {
    if (isLoggedPath(pathOf(req.url))) {
      req.log.info(
        { method: req.method, url: req.url, statusCode: reply.statusCode, responseTime: reply.elapsedTime },
        'request completed',
      );
    }
    done();
  });

  const dist = config.consoleDist && existsSync(join(config.consoleDist, 'index.html')) ? config.consoleDist : null;
  if (dist) {
    // One route per built file (wildcard: false), so the catch-all below stays free for the fallback.
    app.useStaticAssets({ root: dist, wildcard: false, index: false, maxAge: '1h' });
  }
  fastify.all('/*', (req: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(req.url);
    const page = (req.method === 'GET' || req.method === 'HEAD') && !isApiPath(path) && !/\.[^/]*$/.test(path);
    // A console route (no extension): the single-page app; never cached, it names the hashed assets.
    if (dist && page) return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    // A missing asset of the console is a missing file; anything else has no route.
    throw new DomainError(dist && !isApiPath(path) ? 'REQUEST.NOT_FOUND' : 'REQUEST.ROUTE_NOT_FOUND');
  });
  return app;
}
