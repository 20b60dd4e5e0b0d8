import net from 'node:net';

/**
 * The sandbox's network label printer: a local TCP listener that records every job it receives
 * (one connection, one job), as a Zebra's port 9100 would print it. Tests and the demo point a
 * `zpl-tcp` printer at it and read back exactly what was sent.
 */
export class ZplListener {
  readonly received: string[] = [];

  /** `onJob` hears of each job as it arrives (the sandbox server keeps them in the file store). */
  constructor(private readonly onJob?: (zpl: string) => void) {}

  private readonly server = net.createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => {
      const zpl = Buffer.concat(chunks).toString('utf8');
      this.received.push(zpl);
      this.onJob?.(zpl);
      socket.end();
      for (const waiter of this.waiters.splice(0)) waiter();
    });
    socket.on('error', () => undefined);
  });
  private readonly waiters: (() => void)[] = [];

  /** Listens on 127.0.0.1 (port 0: any free port); returns the port. */
  async start(port = 0): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => resolve());
    });
    return this.port;
  }

  get port(): number {
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('the listener is not listening');
    return address.port;
  }

  /** Resolves once `count` jobs have arrived. */
  async waitFor(count: number): Promise<string[]> {
    while (this.received.length < count) await new Promise<void>((resolve) => this.waiters.push(resolve));
    return this.received;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
