import net from 'node:net';
import { IntegrationError } from '../integration-error';

/** Where a network label printer listens: a Zebra takes raw ZPL on port 9100. */
export type PrinterAddress = { host: string; port: number };

export const RAW_PRINT_PORT = 9100;
export const RAW_PRINT_TIMEOUT_MS = 5_000;

const where = (address: PrinterAddress) => `${address.host}:${address.port}`;

function reason(error: NodeJS.ErrnoException, address: PrinterAddress): string {
  switch (error.code ?? '') {
    case 'ECONNREFUSED':
      return `The printer at ${where(address)} refused the connection: is it switched on and is ${address.port} its raw print port?`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'EHOSTDOWN':
      return `The printer at ${where(address)} cannot be reached: is it switched on and on the network?`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `The printer host ${address.host} is not known on the network.`;
    case 'ECONNRESET':
    case 'EPIPE':
      return `The printer at ${where(address)} closed the connection before it had the whole job.`;
    default:
      return `Sending to the printer at ${where(address)} failed: ${error.message}`;
  }
}

/**
 * The direct adapter of a network label printer: opens a TCP connection, writes the job's bytes
 * (raw ZPL, UTF-8 as ^CI28 declares) and closes it, as a Zebra's port 9100 expects. Resolves once
 * the printer has taken everything; throws an `unavailable` IntegrationError with a sentence a
 * person can act on when the printer is off, unknown or slower than `timeoutMs` (default 5 s).
 */
export function sendRawTcp(
  address: PrinterAddress,
  data: string,
  timeoutMs: number = RAW_PRINT_TIMEOUT_MS,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const socket = net.createConnection({ host: address.host, port: address.port });
    const finish = (error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(new IntegrationError('printing', 'unavailable', error));
      else resolve();
    };
    const timer = setTimeout(
      () =>
        finish(
          `The printer at ${where(address)} did not answer within ${Math.round(timeoutMs / 1000)} s: is it switched on and on the network?`,
        ),
      timeoutMs,
    );
    socket.on('error', (error: NodeJS.ErrnoException) => finish(reason(error, address)));
    socket.on('connect', () => {
      socket.end(Buffer.from(data, 'utf8'));
    });
    // The printer keeps nothing to say: once our side is flushed and closed, the job is delivered.
    socket.on('finish', () => finish());
  });
}
