import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP hop to PostgreSQL or Redis that a test controls, so an outage needs no shared server
 * stopped: `cut()` closes every connection and refuses new ones (the server went away),
 * `restore()` listens again on the same port, `pause()` keeps the connections open but forwards
 * nothing either way (a stalled server: DEBUG SLEEP, a paused container), `resume()` forwards
 * what waited.
 */
export interface TcpProxy {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  via(url: string): string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

interface Pipe {
  from: Socket;
  to: Socket;
  held: Buffer[];
}

export async function tcpProxy(target: string): Promise<TcpProxy> {
  const { hostname, port: targetPort } = new URL(target);
  const sockets = new Set<Socket>();
  const pipes: Pipe[] = [];
  let paused = false;
  const forward = (pipe: Pipe) => {
    pipe.from.on('data', (chunk: Buffer) => {
      if (paused) pipe.held.push(chunk);
      else pipe.to.write(chunk);
    });
  };
  const accept = (client: Socket) => {
    const upstream = connect(Number(targetPort), hostname === 'localhost' ? '127.0.0.1' : hostname);
    for (const [s, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(s);
      s.on('error', () => undefined);
      // one side ended: end the other once what was forwarded is written (a QUIT's +OK arrives)
      s.on('close', () => {
        other.end();
        sockets.delete(s);
      });
    }
    const out = { from: client, to: upstream, held: [] };
    const back = { from: upstream, to: client, held: [] };
    pipes.push(out, back);
    forward(out);
    forward(back);
  };
  let server: Server = createServer(accept);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const closeServer = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const s of sockets) s.destroy();
      pipes.length = 0;
    });
  return {
    port,
    via(url) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    cut: closeServer,
    async restore() {
      server = createServer(accept);
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
      for (const pipe of pipes) {
        for (const chunk of pipe.held.splice(0)) if (!pipe.to.destroyed) pipe.to.write(chunk);
      }
    },
    close: closeServer,
  };
}
