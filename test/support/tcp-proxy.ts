import net from 'node:net';

/**
 * A TCP proxy in front of a database server that a test can break the way networks and servers do:
 * `freeze` stops passing bytes (a frozen server, SIGSTOP: connections open, nothing answers), `thaw`
 * delivers what was held back, `drop` resets every open connection (a restart or a crash).
 */
export interface FaultyProxy {
  readonly port: number;
  /** `url` with its host and port replaced by the proxy's. */
  via(url: string): string;
  freeze(): void;
  thaw(): void;
  drop(): void;
  close(): Promise<void>;
}

interface Pair {
  readonly client: net.Socket;
  upstream: net.Socket | null;
  readonly held: Array<{ to: 'client' | 'upstream'; chunk: Buffer }>;
}

export async function startFaultyProxy(target: { host: string; port: number }): Promise<FaultyProxy> {
  const pairs = new Set<Pair>();
  let frozen = false;

  const send = (pair: Pair, to: 'client' | 'upstream', chunk: Buffer) => {
    const socket = to === 'client' ? pair.client : pair.upstream;
    if (frozen || !socket) pair.held.push({ to, chunk });
    else socket.write(chunk);
  };
  const connectUpstream = (pair: Pair) => {
    const upstream = net.connect(target);
    pair.upstream = upstream;
    upstream.on('data', (chunk) => send(pair, 'client', chunk));
    upstream.on('error', () => pair.client.destroy());
    upstream.on('close', () => pair.client.destroy());
    upstream.once('connect', () => {
      const held = pair.held.splice(0).filter((entry) => entry.to === 'upstream');
      for (const entry of held) upstream.write(entry.chunk);
    });
  };

  const server = net.createServer((client) => {
    const pair: Pair = { client, upstream: null, held: [] };
    pairs.add(pair);
    client.on('data', (chunk) => send(pair, 'upstream', chunk));
    client.on('error', () => pair.upstream?.destroy());
    client.on('close', () => {
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    // A frozen server's kernel still accepts connections, but nothing answers them.
    if (!frozen) connectUpstream(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;

  return {
    port,
    via(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const pair of pairs) {
        if (!pair.upstream) {
          connectUpstream(pair);
          continue;
        }
        for (const entry of pair.held.splice(0)) (entry.to === 'client' ? pair.client : pair.upstream).write(entry.chunk);
      }
    },
    drop() {
      for (const pair of pairs) {
        pair.client.resetAndDestroy();
        pair.upstream?.destroy();
      }
    },
    async close() {
      for (const pair of pairs) pair.client.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
