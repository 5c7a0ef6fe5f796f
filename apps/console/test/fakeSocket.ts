import type { LiveHandshake, LiveSocket } from '../src/shared/live/connector';

type Handler = (...args: unknown[]) => void;

/**
 * Stands in for a socket.io-client Socket: records emits, lets a test fire server events and
 * connection changes, and captures the handshake `auth` sent on each (re)connect.
 */
export class FakeSocket {
  connected = false;
  active = true;
  readonly emitted: { event: string; payload: unknown }[] = [];
  readonly handshakes: LiveHandshake[] = [];
  /** What the server acknowledges per event (e.g. presence.join → { viewers }); default { ok: true }. */
  readonly answers = new Map<string, unknown>();
  private handlers = new Map<string, Set<Handler>>();
  private managerHandlers = new Map<string, Set<Handler>>();
  private auth: ((cb: (data: LiveHandshake) => void) => void) | null = null;

  readonly io = {
    on: (event: string, fn: Handler) => add(this.managerHandlers, event, fn),
    off: (event?: string) => (event ? this.managerHandlers.delete(event) : this.managerHandlers.clear()),
  };

  open(auth: (cb: (data: LiveHandshake) => void) => void): LiveSocket {
    this.auth = auth;
    return this as unknown as LiveSocket;
  }

  /** Accept the connection as soon as the console listens for it (a console that is simply online). */
  autoConnect = false;

  on(event: string, fn: Handler) {
    add(this.handlers, event, fn);
    if (event === 'connect' && this.autoConnect && !this.connected) {
      this.auth?.((data) => this.handshakes.push(data));
      this.connected = true;
      fn();
    }
    return this;
  }

  off(event: string, fn?: Handler) {
    if (fn) this.handlers.get(event)?.delete(fn);
    else this.handlers.delete(event);
    return this;
  }

  removeAllListeners() {
    this.handlers.clear();
    return this;
  }

  /** Events whose acks wait for release(event) (e.g. a subscribe whose catch-up is still running). */
  readonly held = new Set<string>();
  private heldAcks: { event: string; ack: () => void }[] = [];

  emit(event: string, payload: unknown, ack?: (answer: unknown) => void) {
    this.emitted.push({ event, payload });
    const answer = () => ack?.(this.answers.has(event) ? this.answers.get(event) : { ok: true });
    if (this.held.has(event)) this.heldAcks.push({ event, ack: answer });
    else answer();
    return this;
  }

  /** Acknowledges the held emits of this event, in order. */
  release(event: string) {
    const due = this.heldAcks.filter((h) => h.event === event);
    this.heldAcks = this.heldAcks.filter((h) => h.event !== event);
    for (const h of due) h.ack();
  }

  disconnect() {
    this.connected = false;
    this.active = false;
    return this;
  }

  /** The client asked to connect again (after a server-side close); the test answers. */
  connects = 0;
  connect() {
    this.active = true;
    this.connects++;
    return this;
  }

  // --- driven by tests ---

  /** The server accepted a (re)connect: runs the handshake as socket.io would, then 'connect'. */
  serverConnect() {
    this.auth?.((data) => this.handshakes.push(data));
    this.connected = true;
    this.fire('connect');
  }

  serverDisconnect(reason: string) {
    this.connected = false;
    if (reason === 'io server disconnect') this.active = false;
    this.fire('disconnect', reason);
  }

  fire(event: string, ...args: unknown[]) {
    for (const fn of this.handlers.get(event) ?? []) fn(...args);
  }

  get subscribedRooms(): string[] {
    return this.emitted.filter((e) => e.event === 'subscribe').flatMap((e) => (e.payload as { rooms: string[] }).rooms);
  }
}

function add(map: Map<string, Set<Handler>>, event: string, fn: Handler) {
  let set = map.get(event);
  if (!set) map.set(event, (set = new Set()));
  set.add(fn);
}
