import { Injectable } from '@nestjs/common';
import type { Namespace } from 'socket.io';

/** What `accounts.changed` tells a list's keepers: which list, which account, what happened. */
export interface AccountsChanged {
  list: string;
  id: string;
  type: string;
}

/**
 * Live notices about what is not an item of the event log (login accounts, decision 0014):
 * emitted to a room through the gateway's namespace (its Redis adapter reaches every web node).
 * Nothing is replayed after a reconnect: the console refetches the list then, as after any
 * reconnect. A node without the gateway (a worker) sends nothing.
 */
@Injectable()
export class LiveNotices {
  private namespace: Namespace | null = null;

  attach(namespace: Namespace): void {
    this.namespace = namespace;
  }

  /** To the sockets in any of these rooms, once each. */
  accountsChanged(rooms: string | string[], notice: AccountsChanged): void {
    this.namespace?.to(rooms).emit('accounts.changed', notice);
  }
}
