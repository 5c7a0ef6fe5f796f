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
import { canSeeEvent, message, seesItemAfter } from '@parkflow/domain';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Namespace } from 'socket.io';
import { DataSource } from 'typeorm';
import { hashToken, Sessions } from '../auth/sessions.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { LOGGER } from '../logger.js';
import {
  catchUp,
  type Due,
  due,
  type HiddenItem,
  leaveHiddenItem,
  type LiveFeed,
  type LiveSocket,
  newSocketState,
} from './live-delivery.js';
import { resolveRooms } from './live-subscriptions.js';
import { eventsChannel, isLogRoom, itemRoom, type RelayedEvent, relayedFacts, roomsOf } from './live-event.js';
import { LIVE_SUBSCRIBER } from './live.tokens.js';
import { LiveNotices } from './live-notices.js';
import { Presence } from './presence.js';
import { REDIS } from '../redis.js';
import { jobProgressChannel, type JobProgressMessage, ownerRoom } from '../jobs/index.js';
import { JobProgressFeed } from '../jobs/job-progress-feed.js';

/** Presence has its own rooms: viewing an item is not subscribing to its events. */
const presenceRoom = (id: string) => `presence:${id}`;

@WebSocketGateway({ namespace: '/live', cors: { origin: true, credentials: true } })
export class LiveGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect {
  @WebSocketServer() private readonly namespace!: Namespace;
  private readonly presence: Presence;
  /** The highest relayed position this node has delivered: everything up to it has been handled. */
  private lastHeard = 0;
  /** Until the subscription to relayed events is confirmed, and after it drops, sockets buffer. */
  private readonly feed: LiveFeed = { down: true, drops: 0 };
  /** `job.progress` (not in the log): from the workers' channel to the job's and its owner's rooms. */
  private jobs!: JobProgressFeed;
  /** Notices about login accounts (not in the log) go out through this namespace. */
  private readonly notices: LiveNotices;

  constructor(
    private readonly db: DataSource,
    private readonly sessions: Sessions,
    @Inject(LIVE_SUBSCRIBER) private readonly subscriber: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(REDIS) redis: Redis,
    notices: LiveNotices,
  ) {
    this.notices = notices;
    this.presence = new Presence(redis, config.redisPrefix);
  }

  afterInit(namespace: Namespace): void {
    this.notices.attach(namespace);
    namespace.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown }).token;
      if (typeof token !== 'string' || token === '') return next(new Error(message('AUTH.TOKEN_INVALID')));
      this.sessions
        .resolve(token, Date.now())
        .then((actor) => {
          if (!actor) return next(new Error(message('AUTH.TOKEN_INVALID')));
          // A position is a whole number of the log (a bigint column): anything else ('1.5', 1e25
          // past the largest safe one) is no position, as on a first connect.
          const since = Number((socket.handshake.auth as { since?: unknown }).since);
          socket.data = newSocketState(actor, hashToken(token), Number.isSafeInteger(since) && since >= 0 ? since : null);
          next();
        })
        .catch(() => next(new Error(message('HTTP.500'))));
    });
    const channel = eventsChannel(this.config.redisPrefix);
    const jobChannel = jobProgressChannel(this.config.redisPrefix);
    this.jobs = new JobProgressFeed(namespace, this.db);
    this.subscriber.on('message', (ch: string, payload: string) => {
      if (ch === channel) this.deliver(JSON.parse(payload) as RelayedEvent);
      else if (ch === jobChannel) this.jobs.deliver(JSON.parse(payload) as JobProgressMessage);
    });
    void this.subscriber
      .subscribe(jobChannel)
      .catch((err: unknown) => this.logger.warn({ err }, 'job progress subscribe failed'));
    // Whatever is published while the subscription is down never reaches this node: sockets
    // buffer from the drop (or until the first subscribe is confirmed), and when it is back
    // each gets from the log what it missed.
    void this.resync(channel);
    this.subscriber.on('ready', () => {
      if (this.feed.down) void this.resync(channel);
    });
    this.subscriber.on('close', () => {
      if (this.feed.down) return;
      this.feed.down = true;
      this.feed.drops++;
      for (const socket of this.namespace.sockets.values() as Iterable<LiveSocket>) {
        const d = socket.data;
        if (!d) continue;
        if (!d.buffer) d.position = Math.max(d.position, this.lastHeard);
        d.buffer ??= [];
      }
    });
    // Logout, freezing, a role change: that token's sockets close on every node at once.
    this.sessions.onRevoked((hashes) => {
      for (const socket of this.namespace.sockets.values() as Iterable<LiveSocket>) {
        if (hashes.has(socket.data?.tokenHash)) socket.disconnect(true);
      }
    });
  }

  handleConnection(socket: LiveSocket): void {
    // Revoked while the handshake was being checked: it was not yet here to be disconnected.
    if (this.sessions.isRevoked(socket.data.tokenHash)) socket.disconnect(true);
    // Its own jobs' progress reaches every console of a user without a subscription per job.
    else void socket.join(ownerRoom(socket.data.actor.userId));
  }

  /**
   * Joins the rooms the user may see and sends every event of the new rooms after `since`
   * before any live one (0004); on a first connect the stream starts at the relay checkpoint.
   * Acknowledged once that is sent.
   */
  @SubscribeMessage('subscribe')
  subscribe(@ConnectedSocket() socket: LiveSocket, @MessageBody() body: { rooms?: unknown }) {
    const asked = roomList(body).slice(0, 50);
    return this.serially(socket, async () => {
      const joined: string[] = [];
      const refused: string[] = [];
      const fresh = new Set<string>();
      for (const room of asked) {
        const targets = await resolveRooms(this.db, socket.data.actor, room);
        if (!targets) {
          refused.push(room);
          continue;
        }
        joined.push(room);
        socket.data.asked.set(room, targets);
        for (const target of targets) if (!socket.data.rooms.has(target)) fresh.add(target);
      }
      const needsCatchUp = [...fresh].some(isLogRoom);
      // Buffer before joining: whatever is published from now on for these rooms is kept.
      if (needsCatchUp) socket.data.buffer ??= [];
      await socket.join([...fresh]);
      if (needsCatchUp) await this.hide(socket, await catchUp(this.db, socket, fresh, this.feed));
      else for (const room of fresh) socket.data.rooms.add(room);
      // A job's progress is not in the log: its current state comes first, then live updates.
      for (const room of joined) if (room.startsWith('job:')) await this.jobs.sendSnapshot(socket, room.slice('job:'.length));
      return { joined, refused };
    });
  }

  @SubscribeMessage('unsubscribe')
  unsubscribe(@ConnectedSocket() socket: LiveSocket, @MessageBody() body: { rooms?: unknown }) {
    const asked = roomList(body);
    return this.serially(socket, async () => {
      const d = socket.data;
      for (const room of asked) {
        const targets = d.asked.get(room) ?? [];
        d.asked.delete(room);
        const stillWanted = new Set([...d.asked.values()].flat());
        for (const target of targets) {
          if (stillWanted.has(target) || !d.rooms.delete(target)) continue;
          await socket.leave(target);
          d.left.set(target, d.position); // served up to here: a later re-join does not repeat them
        }
      }
      return { left: asked };
    });
  }

  /** The console opened an item: tell everyone viewing it who is there now. */
  @SubscribeMessage('presence.join')
  async joinPresence(@ConnectedSocket() socket: LiveSocket, @MessageBody() body: { id?: unknown }) {
    const id = typeof body?.id === 'string' ? body.id : '';
    if (!(await resolveRooms(this.db, socket.data.actor, `item:${id}`))) return { viewers: [] };
    await socket.join(presenceRoom(id));
    socket.data.viewing.add(id);
    const { userId, realname } = socket.data.actor;
    const viewers = await this.presence.join(id, socket.id, { userId, realname }).catch(() => []);
    this.namespace.to(presenceRoom(id)).emit('presence.changed', { id, viewers });
    return { viewers };
  }

  @SubscribeMessage('presence.leave')
  leavePresence(@ConnectedSocket() socket: LiveSocket, @MessageBody() body: { id?: unknown }) {
    return this.stopViewing(socket, typeof body?.id === 'string' ? body.id : '');
  }

  private async stopViewing(socket: LiveSocket, id: string) {
    if (!socket.data.viewing.delete(id)) return { viewers: [] };
    await socket.leave(presenceRoom(id));
    const viewers = await this.presence.leave(id, socket.id).catch(() => []);
    this.namespace.to(presenceRoom(id)).emit('presence.changed', { id, viewers });
    return { viewers };
  }

  async handleDisconnect(socket: LiveSocket): Promise<void> {
    for (const id of socket.data?.viewing ?? []) {
      const viewers = await this.presence.leave(id, socket.id).catch(() => []);
      this.namespace.to(presenceRoom(id)).emit('presence.changed', { id, viewers });
    }
  }

  /** subscribe and unsubscribe of one socket run one after the other, each with its catch-up. */
  private serially<T>(socket: LiveSocket, work: () => Promise<T>): Promise<T | undefined> {
    const run = socket.data.queue.then(work).catch((err: unknown) => {
      this.logger.warn({ err }, 'live subscription failed');
      socket.disconnect(true); // the console reconnects with its position and loses nothing
      return undefined;
    });
    socket.data.queue = run;
    return run;
  }

  /** The subscription is (back) up: each socket gets from the log what it missed, then live again. */
  private async resync(channel: string): Promise<void> {
    try {
      await this.subscriber.subscribe(channel); // confirmed: from here on events reach the buffers
    } catch (err) {
      this.logger.warn({ err }, 'live subscribe failed; waiting for the next reconnect');
      return;
    }
    if (!this.feed.down) return;
    this.feed.down = false;
    const sockets = [...(this.namespace.sockets.values() as Iterable<LiveSocket>)].filter((socket) => socket.data);
    // A session may have been ended while this node could not hear it.
    const valid = await this.sessions
      .stillValid([...new Set(sockets.map((socket) => socket.data.tokenHash))], new Date())
      .catch(() => null);
    for (const socket of sockets) {
      if (valid && !valid.has(socket.data.tokenHash)) {
        socket.disconnect(true);
        continue;
      }
      void this.serially(socket, async () => {
        socket.data.buffer ??= [];
        await this.hide(socket, await catchUp(this.db, socket, new Set(), this.feed));
      });
    }
  }

  /**
   * Sockets due the same payload get it in one local broadcast, so it is encoded once rather than
   * once a socket: with thousands of consoles, per-socket encoding held the event loop for seconds
   * (heartbeats missed, consoles dropped).
   */
  private deliver(event: RelayedEvent): void {
    this.lastHeard = Math.max(this.lastHeard, event.position);
    const ids = new Set<string>();
    const item = itemRoom(event.id);
    for (const room of roomsOf(event)) {
      if (room !== item) for (const id of this.namespace.adapter.rooms.get(room) ?? []) ids.add(id);
    }
    this.itemRoomHearers(event, ids);
    const groups = new Map<string, { sending: Due; ids: string[] }>();
    for (const id of ids) {
      const socket = this.namespace.sockets.get(id) as LiveSocket | undefined;
      const sending = socket?.data ? due(socket, event) : null;
      if (!sending) continue;
      const group = groups.get(`${sending.name}|${sending.variant}`);
      if (group) group.ids.push(id);
      else groups.set(`${sending.name}|${sending.variant}`, { sending, ids: [id] });
    }
    for (const { sending, ids: to } of groups.values()) {
      // A socket's id is a room of its own; `local`: this node's sockets only, no Redis round.
      this.namespace.local.to(to).emit(sending.name, sending.payload());
    }
  }

  /**
   * Adds to `ids` the members of the event's item room who may hear it (the event audience rule,
   * docs/decisions/0029: an item room is joined by who saw the item then, not by who may hear each
   * of its events); the members the event took the item away from leave its room.
   */
  private itemRoomHearers(event: RelayedEvent, ids: Set<string>): void {
    if (event.batch) return;
    const members = this.namespace.adapter.rooms.get(itemRoom(event.id));
    if (!members) return;
    const facts = relayedFacts(event);
    for (const id of members) {
      const socket = this.namespace.sockets.get(id) as LiveSocket | undefined;
      if (ids.has(id) || !socket?.data) continue;
      if (canSeeEvent(socket.data.actor, event.kind, facts)) ids.add(id);
      else if (!seesItemAfter(socket.data.actor, event.kind, facts))
        void this.serially(socket, () => this.hide(socket, [{ kind: event.kind, id: event.id }]));
    }
  }

  /** The socket no longer sees these items: it leaves their rooms and stops viewing them (presence). */
  private async hide(socket: LiveSocket, items: HiddenItem[]): Promise<void> {
    for (const item of items) {
      await leaveHiddenItem(socket, item);
      await this.stopViewing(socket, item.id);
    }
  }
}

const roomList = (body: { rooms?: unknown } | undefined): string[] =>
  Array.isArray(body?.rooms) ? body.rooms.filter((r): r is string => typeof r === 'string') : [];
