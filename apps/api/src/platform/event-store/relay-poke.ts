import type { Redis } from 'ioredis';

/** Appenders publish here after a commit so the relay reads at once instead of at its next poll. */
export const relayPokeChannel = (prefix: string) => `${prefix}relay:poke`;

/** The relay of this process (roles `all` and `worker`), as a poke sees it. */
export interface LocalRelay {
  leads(): boolean;
  poke(): void;
}

/**
 * Wakes the relay after commits. When the relay that leads runs in this process, it is told
 * directly. Otherwise through Redis, with one PUBLISH in flight at a time: a poke asked for while
 * one is in flight is sent when that one is answered (so after the commit that asked), and every
 * poke asked for meanwhile rides on it, since a woken relay reads all that has committed. Under
 * load that is one message per Redis round trip rather than one per command. Best effort: the
 * relay's polling covers a poke that is lost.
 */
export class RelayPoke {
  private inFlight = false;
  private again = false;
  private local: LocalRelay | null = null;

  constructor(
    private readonly redis: Redis,
    private readonly channel: string,
  ) {}

  /** The relay service of this process registers itself. */
  hearLocally(relay: LocalRelay): void {
    this.local = relay;
  }

  poke(): void {
    if (this.local?.leads()) return this.local.poke();
    if (this.inFlight) {
      this.again = true;
      return;
    }
    this.inFlight = true;
    void this.redis
      .publish(this.channel, '1')
      .catch(() => undefined)
      .then(() => {
        this.inFlight = false;
        if (!this.again) return;
        this.again = false;
        this.poke();
      });
  }
}
