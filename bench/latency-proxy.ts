/**
 * A TCP proxy on loopback that adds a fixed round-trip time in front of a server (the fake
 * Mintlify API): every chunk is delivered half a round trip after it was sent, in each
 * direction, and a new connection's first bytes to the server wait one more round trip (the
 * TCP handshake a real link would cost). Bandwidth is unlimited; order is kept.
 *
 * So a request on a kept-alive connection costs one round trip, a request on a new connection
 * two (plain HTTP; TLS would add more), which is what a client that does not reuse
 * connections pays on a real network. Used by `bench/compare.ts` rather than a delay inside
 * the fake, which would hide the connection set-up cost.
 */
import { connect, createServer, type Socket } from 'node:net';

/** A running proxy. */
export interface LatencyProxy {
  /** Base URL of the proxy, e.g. `http://127.0.0.1:54321` (same paths as the target). */
  readonly url: string;
  /** Stops listening and destroys every open connection. */
  close(): Promise<void>;
}

/**
 * Forwards what `from` sends to `to`, each chunk (and the end) `delayMs` after it arrived but
 * never before `notBefore` + `delayMs` (`performance.now()` time).
 */
function delayedPipe(from: Socket, to: Socket, delayMs: number, notBefore: number): void {
  const queue: Array<{ at: number; chunk: Buffer | null }> = [];
  let timer: NodeJS.Timeout | undefined;
  const flush = (): void => {
    timer = undefined;
    const now = performance.now();
    for (let next = queue[0]; next !== undefined && next.at <= now + 0.5; next = queue[0]) {
      queue.shift();
      if (next.chunk === null) to.end();
      else to.write(next.chunk);
    }
    const next = queue[0];
    if (next !== undefined) timer = setTimeout(flush, next.at - now);
  };
  const push = (chunk: Buffer | null): void => {
    const now = performance.now();
    queue.push({ at: Math.max(now, notBefore) + delayMs, chunk });
    const first = queue[0];
    if (timer === undefined && first !== undefined) timer = setTimeout(flush, Math.max(0, first.at - now));
  };
  from.on('data', (chunk: Buffer) => push(chunk));
  from.on('end', () => push(null));
  from.on('error', () => to.destroy());
  from.on('close', (hadError) => {
    if (hadError) to.destroy();
  });
}

/**
 * Starts a proxy to `target` (an `http://host:port` URL) adding `rttMs` of round trip.
 * Resolves once it listens on `127.0.0.1` (random port).
 */
export async function startLatencyProxy(target: string, rttMs: number): Promise<LatencyProxy> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  const track = (socket: Socket): void => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  };
  const server = createServer((client) => {
    const openedAt = performance.now();
    const upstream = connect(Number(port), hostname);
    track(client);
    track(upstream);
    delayedPipe(client, upstream, rttMs / 2, openedAt + rttMs);
    delayedPipe(upstream, client, rttMs / 2, 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const proxyPort = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${proxyPort}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
