import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import type { SFTPWrapper } from 'ssh2';
import SftpClient from 'ssh2-sftp-client';
import { IntegrationError } from '../../integration-error';
import { lostAnswer, sftpError, SFTP_STATUS, type Step } from './errors';
import type { SftpPartner } from './settings';

/** OpenSSH's fingerprint of a host key blob: `SHA256:` and the unpadded base64 of its SHA-256. */
export function fingerprintOf(key: Buffer): string {
  return `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;
}

export type RemoteFile = { name: string; size: number };

/**
 * One SFTP connection to a vendor, used for one port call and then closed. Every step runs under
 * the partner's time limit: a server that stops answering has the connection dropped, so a late
 * answer can never act for a call that already gave up.
 */
export class SftpSession {
  private lastRaw: (Error & { level?: unknown; code?: unknown }) | undefined;

  private constructor(
    private readonly client: SftpClient,
    readonly partner: SftpPartner,
  ) {}

  static async open(partner: SftpPartner): Promise<SftpSession> {
    const client = new SftpClient(`vendors:${partner.vendor.name}`);
    const session = new SftpSession(client, partner);
    // The raw ssh2 error keeps its level (client-authentication, client-timeout) that the wrapper drops.
    client.on('error', (error: Error) => {
      session.lastRaw = error;
    });
    const auth =
      partner.auth.kind === 'password'
        ? { password: partner.auth.password }
        : { privateKey: partner.auth.privateKey, passphrase: partner.auth.passphrase };
    await session.step({ what: 'connect', path: '' }, () =>
      client.connect({
        host: partner.host,
        port: partner.port,
        username: partner.username,
        ...auth,
        readyTimeout: partner.timeoutMs,
        // Only this server: a key that does not match is refused before any password is sent.
        hostVerifier: (key: Buffer) => fingerprintOf(key) === partner.hostKey,
      }),
    );
    return session;
  }

  /** Runs one step within the time limit; a timeout drops the connection. */
  private async step<T>(step: Step, run: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        // First the answer (the race settles on it), then the connection goes with what it still owes.
        reject(
          lostAnswer(
            `${this.partner.vendor.name}'s SFTP server ${this.partner.host}:${this.partner.port} did not answer within ${this.partner.timeoutMs} ms (${step.what}).`,
          ),
        );
        this.destroy();
      }, this.partner.timeoutMs);
    });
    try {
      return await Promise.race([run(), deadline]);
    } catch (error) {
      throw sftpError(error, this.partner, step, step.what === 'connect' ? this.lastRaw : undefined);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Plain files of a folder, by name; dot files and partial uploads (.tmp, .part) are not ready yet. */
  async files(dir: string): Promise<RemoteFile[]> {
    const list = await this.step({ what: 'list', path: dir }, () => this.client.list(dir));
    return list
      .filter((f) => f.type === '-' && !f.name.startsWith('.') && !/\.(tmp|part|filepart)$/i.test(f.name))
      .map((f) => ({ name: f.name, size: f.size }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /** A file's text, or null when it is gone (another worker moved it since the listing). */
  async readIfThere(path: string): Promise<string | null> {
    try {
      const data = await this.step({ what: 'read', path }, () => this.client.get(path));
      // With no destination, get() answers the file's bytes.
      return (data as Buffer).toString('utf8');
    } catch (error) {
      if (
        error instanceof IntegrationError &&
        error.code === 'not_configured' &&
        / does not exist /.test(error.message)
      )
        return null;
      throw error;
    }
  }

  /** The size of a file, or null when there is none (the raw SFTP stat: the wrapper reads FAILURE as missing). */
  async size(path: string): Promise<number | null> {
    const sftp = (this.client as unknown as { sftp?: SFTPWrapper }).sftp;
    if (!sftp) throw sftpError(new Error('not connected'), this.partner, { what: 'stat', path });
    return this.step(
      { what: 'stat', path },
      () =>
        new Promise<number | null>((resolve, reject) => {
          sftp.stat(path, (error, stats) => {
            if (!error) resolve(stats.size);
            else if ((error as Error & { code?: unknown }).code === SFTP_STATUS.noSuchFile) resolve(null);
            else reject(error);
          });
        }),
    );
  }

  async write(path: string, data: Buffer): Promise<void> {
    await this.step({ what: 'write', path }, () => this.client.put(data, path));
  }

  async rename(from: string, to: string): Promise<void> {
    await this.step({ what: 'rename', path: from }, () => this.client.rename(from, to));
  }

  async remove(path: string): Promise<void> {
    await this.step({ what: 'remove', path }, () => this.client.delete(path, true));
  }

  /**
   * Writes a file so the vendor never sees it half done: under a temporary name first, then renamed.
   * The name is the document's own, so sending it again (after a timeout) finds it already there
   * instead of leaving a second file.
   */
  async putAtomic(dir: string, name: string, text: string): Promise<void> {
    const data = Buffer.from(text, 'utf8');
    const final = posix.join(dir, name);
    if ((await this.size(final)) === data.length) return;
    const temp = posix.join(dir, `${name}.tmp`);
    await this.write(temp, data);
    try {
      await this.rename(temp, final);
    } catch (error) {
      // A rename the server did but whose answer was lost: the file is there, whole.
      if ((await this.size(final)) !== data.length) throw error;
      await this.remove(temp).catch(() => undefined);
    }
  }

  /** Moves a file; when the target is already there (an earlier move), the source is removed. */
  async move(from: string, to: string): Promise<void> {
    try {
      await this.rename(from, to);
    } catch (error) {
      // SFTP's rename does not overwrite: the file moved before (and whose source stayed) is there.
      if ((await this.size(to)) === null) throw error;
      await this.remove(from);
    }
  }

  private destroy(): void {
    // ssh2-sftp-client keeps the ssh2 Client as `client`: ending it closes the socket at once.
    const raw = (this.client as unknown as { client?: { destroy?: () => void } }).client;
    raw?.destroy?.();
  }

  async close(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.client.end().catch(() => undefined),
      new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          this.destroy();
          resolve();
        }, 1_000);
      }),
    ]);
    clearTimeout(timer);
  }
}

/** Opens a session for one call and always closes it. */
export async function withSession<T>(partner: SftpPartner, run: (s: SftpSession) => Promise<T>): Promise<T> {
  const session = await SftpSession.open(partner);
  try {
    return await run(session);
  } finally {
    await session.close();
  }
}
