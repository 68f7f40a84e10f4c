import net from 'node:net';

export type ProxyMode = 'forward' | 'slow' | 'refuse' | 'stall' | 'cut';

export interface TcpProxy {
  /** postgres://… through the proxy, for the database named `database` on the target. */
  url: (database: string) => string;
  port: number;
  /** Refuse: existing connections are cut and new ones refused (the database is down). */
  stop: () => Promise<void>;
  /** Stall: connections are accepted and kept, but nothing is forwarded either way (a hung network). */
  stall: () => void;
  /** Slow: every chunk, either way, is delivered `ms` later (in order), on open and new connections alike. */
  slow: (ms: number) => void;
  /**
   * Cut: connections are cut mid-query. The first chunk the app sends that contains `when` (any chunk when
   * omitted) still reaches the database, then the connection is destroyed before any answer comes back:
   * the database may well have done what it was asked (a COMMIT, say), and the app cannot know.
   */
  cut: (when?: string) => void;
  /** Forward again: new connections reach the database (stalled sockets are dropped). */
  resume: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * A TCP proxy on 127.0.0.1 in front of `target` (PostgreSQL) that a test can stop, stall and slow down.
 * It listens on `listenPort` (default: any free port).
 */
export async function startTcpProxy(target: { host: string; port: number }, user = 'postgres', listenPort = 0): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let mode: ProxyMode = 'forward';
  let delayMs = 0;
  let cutWhen: string | undefined;
  let server = await listen(listenPort);
  const { port } = server.address() as net.AddressInfo;

  function track(socket: net.Socket) {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  function handle(client: net.Socket) {
    track(client);
    if (mode === 'stall') return; // accepted, never answered
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    let severed = false;
    // Each direction goes through a gate that stall() closes (data is swallowed, never delivered) and slow() delays.
    const gate = (to: net.Socket) => (chunk: Buffer) => {
      if (severed) return;
      if (mode === 'cut' && to === upstream && (cutWhen === undefined || chunk.includes(cutWhen))) {
        // The database gets the request and time to carry it out; the app never hears back.
        severed = true;
        upstream.write(chunk);
        client.destroy();
        setTimeout(() => upstream.end(), 500);
        return;
      }
      if (mode === 'forward' || mode === 'cut') to.write(chunk);
      // Equal delays fire in the order they were set: the stream stays in order.
      else if (mode === 'slow') setTimeout(() => to.writable && to.write(chunk), delayMs);
    };
    client.on('data', gate(upstream));
    upstream.on('data', gate(client));
    client.on('close', () => !severed && upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  function listen(onPort: number): Promise<net.Server> {
    return new Promise((resolve, reject) => {
      const created = net.createServer(handle);
      created.once('error', reject);
      created.listen(onPort, '127.0.0.1', () => resolve(created));
    });
  }

  const closeServer = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const dropSockets = () => sockets.forEach((socket) => socket.destroy());

  return {
    port,
    url: (database) => `postgres://${user}@127.0.0.1:${port}/${database}`,
    stop: async () => {
      mode = 'refuse';
      dropSockets();
      await closeServer(); // nothing listens: connecting is refused
    },
    stall: () => {
      mode = 'stall';
    },
    slow: (ms) => {
      mode = 'slow';
      delayMs = ms;
    },
    cut: (when) => {
      mode = 'cut';
      cutWhen = when;
    },
    resume: async () => {
      const wasRefusing = mode === 'refuse';
      mode = 'forward';
      dropSockets();
      if (wasRefusing) server = await listen(port);
    },
    close: async () => {
      dropSockets();
      if (server.listening) await closeServer();
    },
  };
}
