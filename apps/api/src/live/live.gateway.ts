import { Inject } from '@nestjs/common';
import {
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
  ConnectedSocket,
  MessageBody,
} from '@nestjs/websockets';
import { type Actor, message } from '@parkflow/domain';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Namespace, Socket } from 'socket.io';
import { DataSource } from 'typeorm';
import { Sessions } from '../auth/sessions.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { EVENT_COLUMNS, toStoredEvent } from '../engine/event-store.js';
import { bankScope } from '../engine/visibility.js';
import { LOGGER } from '../infra/logger.js';
import { catchUpScope, resolveRooms } from './live-subscriptions.js';
import { eventsChannel, type RelayedEvent, roomsOf, toItemChanged, toRelayedEvent } from './live-event.js';
import { LIVE_SUBSCRIBER } from './live.tokens.js';
import { Presence } from './presence.js';
import { REDIS } from '../infra/redis.js';

interface LiveSocketData {
  actor: Actor;
  /** Highest position sent to this socket: later copies are dropped, so nothing arrives twice. */
  lastPosition: number;
  /** Live events wait here while the catch-up is being sent, so order holds. */
  buffer: RelayedEvent[] | null;
  /** Items this socket is viewing (presence). */
  viewing: Set<string>;
}
type LiveSocket = Socket<Record<string, never>, Record<string, (...args: unknown[]) => void>, Record<string, never>, LiveSocketData>;

const CATCH_UP_BATCH = 500;

@WebSocketGateway({ namespace: '/live', cors: { origin: true, credentials: true } })
export class LiveGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect {
  @WebSocketServer() private readonly namespace!: Namespace;
  private readonly presence: Presence;

  constructor(
    private readonly db: DataSource,
    private readonly sessions: Sessions,
    @Inject(LIVE_SUBSCRIBER) private readonly subscriber: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(REDIS) redis: Redis,
  ) {
    this.presence = new Presence(redis, config.redisPrefix);
  }

  afterInit(namespace: Namespace): void {
    namespace.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown }).token;
      if (typeof token !== 'string' || token === '') return next(new Error(message('AUTH.TOKEN_INVALID')));
      this.sessions
        .resolve(token, Date.now())
        .then((actor) => {
          if (!actor) return next(new Error(message('AUTH.TOKEN_INVALID')));
          const since = Number((socket.handshake.auth as { since?: unknown }).since);
          socket.data = {
            actor,
            lastPosition: Number.isFinite(since) ? since : 0,
            buffer: Number.isFinite(since) ? [] : null,
            viewing: new Set(),
          };
          next();
        })
        .catch(() => next(new Error(message('HTTP.500'))));
    });
    const channel = eventsChannel(this.config.redisPrefix);
    this.subscriber.on('message', (ch: string, payload: string) => {
      if (ch === channel) this.deliver(JSON.parse(payload) as RelayedEvent);
    });
    void this.subscriber.subscribe(channel).catch((err: unknown) => this.logger.warn({ err }, 'live subscribe failed'));
  }

  async handleConnection(socket: LiveSocket): Promise<void> {
    if (socket.data.buffer === null) return;
    try {
      await this.catchUp(socket);
    } catch (err) {
      this.logger.warn({ err }, 'live catch-up failed');
      socket.disconnect(true);
    }
  }

  @SubscribeMessage('subscribe')
  async subscribe(@ConnectedSocket() socket: LiveSocket, @MessageBody() body: { rooms?: unknown }) {
    const asked = Array.isArray(body?.rooms) ? body.rooms.filter((r): r is string => typeof r === 'string') : [];
    const joined: string[] = [];
    const refused: string[] = [];
    for (const room of asked.slice(0, 50)) {
      const targets = await resolveRooms(this.db, socket.data.actor, room);
      if (targets) {
        await socket.join(targets);
        joined.push(room);
      } else refused.push(room);
    }
    return { joined, refused };
  }

  @SubscribeMessage('unsubscribe')
  async unsubscribe(@ConnectedSocket() socket: LiveSocket, @MessageBody() body: { rooms?: unknown }) {
    const asked = Array.isArray(body?.rooms) ? body.rooms.filter((r): r is string => typeof r === 'string') : [];
    for (const room of asked) {
      for (const target of (await resolveRooms(this.db, socket.data.actor, room)) ?? []) await socket.leave(target);
    }
    return { left: asked };
  }

  /** The console opened an item: tell everyone viewing it who is there now. */
  @SubscribeMessage('presence.join')
  async joinPresence(@ConnectedSocket() socket: LiveSocket, @MessageBody() body: { id?: unknown }) {
    const id = typeof body?.id === 'string' ? body.id : '';
    const room = (await resolveRooms(this.db, socket.data.actor, `item:${id}`))?.[0];
    if (!room) return { viewers: [] };
    await socket.join(room);
    socket.data.viewing.add(id);
    const { userId, realname } = socket.data.actor;
    const viewers = await this.presence.join(id, socket.id, { userId, realname }).catch(() => []);
    this.namespace.to(room).emit('presence.changed', { id, viewers });
    return { viewers };
  }

  @SubscribeMessage('presence.leave')
  async leavePresence(@ConnectedSocket() socket: LiveSocket, @MessageBody() body: { id?: unknown }) {
    const id = typeof body?.id === 'string' ? body.id : '';
    if (!socket.data.viewing.delete(id)) return { viewers: [] };
    const viewers = await this.presence.leave(id, socket.id).catch(() => []);
    this.namespace.to(`item:${id}`).emit('presence.changed', { id, viewers });
    return { viewers };
  }

  async handleDisconnect(socket: LiveSocket): Promise<void> {
    for (const id of socket.data?.viewing ?? []) {
      const viewers = await this.presence.leave(id, socket.id).catch(() => []);
      this.namespace.to(`item:${id}`).emit('presence.changed', { id, viewers });
    }
  }

  /** Emit to one socket, in order, once. */
  private send(socket: LiveSocket, event: RelayedEvent): void {
    if (socket.data.buffer) {
      socket.data.buffer.push(event);
      return;
    }
    if (event.position <= socket.data.lastPosition) return;
    socket.data.lastPosition = event.position;
    socket.emit('item.changed', toItemChanged(event, bankScope(socket.data.actor, event.kind)));
  }

  private deliver(event: RelayedEvent): void {
    const ids = new Set<string>();
    for (const room of roomsOf(event)) for (const id of this.namespace.adapter.rooms.get(room) ?? []) ids.add(id);
    for (const id of ids) {
      const socket = this.namespace.sockets.get(id) as LiveSocket | undefined;
      if (socket) this.send(socket, event);
    }
  }

  /**
   * Every event the user may see after `since`, up to the relay's checkpoint (read after this
   * socket started buffering, so everything later reaches it live), then the buffer.
   */
  private async catchUp(socket: LiveSocket): Promise<void> {
    const [cp]: { position: string }[] = await this.db.query(
      `SELECT COALESCE((SELECT position FROM relay_checkpoints WHERE name = 'live-relay'), 0) AS position`,
    );
    const until = Number(cp?.position ?? 0);
    const scope = catchUpScope(socket.data.actor);
    let from = socket.data.lastPosition;
    while (from < until && socket.connected) {
      const rows = await this.db.query(
        `SELECT ${EVENT_COLUMNS} FROM events WHERE position > $1 AND position <= $2 AND ${scope.sql}
          ORDER BY position LIMIT ${CATCH_UP_BATCH}`,
        [from, until, ...scope.params],
      );
      for (const row of rows) {
        const event = toRelayedEvent(toStoredEvent(row));
        socket.data.lastPosition = event.position;
        socket.emit('item.changed', toItemChanged(event, bankScope(socket.data.actor, event.kind)));
      }
      if (rows.length < CATCH_UP_BATCH) break;
      from = socket.data.lastPosition;
    }
    socket.data.lastPosition = Math.max(socket.data.lastPosition, until);
    const buffered = socket.data.buffer ?? [];
    socket.data.buffer = null;
    for (const event of buffered) this.send(socket, event);
  }
}
