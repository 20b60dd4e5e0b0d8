import { generateKeyPairSync, timingSafeEqual } from 'node:crypto';
import {
  mkdir,
  mkdtemp,
  open,
  readdir,
  rename,
  rm,
  stat,
  unlink,
  writeFile,
  type FileHandle,
} from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Server, utils, type Attributes, type Connection, type FileEntry, type SFTPWrapper } from 'ssh2';
import type { Company } from '../../../../src/shared/domain/identity/companies';
import type { Db } from '../../../../src/server/platform/db/client';
import { IntegrationError } from '../../../../src/server/integrations/integration-error';
import { SandboxGate } from '../../../../src/server/integrations/sandbox-gate';
import { envelope } from '../../../../src/server/integrations/vendors/edi-log';
import type { VendorRef } from '../../../../src/server/integrations/vendors/port';
import { lockWaiting, markDownloaded } from '../../../../src/server/integrations/vendors/sandbox-inbox';
import { ediFileName } from '../../../../src/server/integrations/vendors/sftp/adapter';
import { fingerprintOf } from '../../../../src/server/integrations/vendors/sftp/session';
import { purchaseOrder850 } from '../../../../src/server/integrations/vendors/x12-documents';

const { STATUS_CODE, flagsToString } = utils.sftp;

/** One vendor mailbox: a login that sees its own folder as `/` with outbound/, inbound/, archive/. */
export type FakeAccount = {
  username: string;
  password: string;
  company: Company;
  vendor: VendorRef;
  /** An authorised key (PEM or OpenSSH public or private key): the login takes it instead of the password. */
  publicKey?: string;
};

/** What a scripted failure does to a matching request: the failures a real server shows. */
export type FakeFailure =
  | 'permission' // SSH_FX_PERMISSION_DENIED
  | 'failure' // SSH_FX_FAILURE
  | 'drop' // the TCP connection goes, as a network cut mid-transfer
  | 'stall-before' // never answers, and does nothing
  | 'stall-after'; // does the work, never answers (the answer is lost)

type Scripted = { op: string; match: RegExp; failure: FakeFailure; times: number };
type Handle =
  { kind: 'file'; fh: FileHandle } | { kind: 'dir'; entries: string[]; dir: string; sent: boolean };

export const FAKE_DIRS = { inbound: '/outbound', outbound: '/inbound', archive: '/outbound/archive' };

/**
 * A local SFTP server (ssh2's Server) over the vendors simulator: each account's mailbox is a temp
 * folder; the simulator's waiting orders (sim_vendor_inbox) appear there as 850 files when the
 * mailbox is listed, and every sandbox failure switch acts on the first request of each connection
 * as an SFTP FAILURE carrying the switch's message (after the switch's delay). Scripted failures
 * add what only a real server does: denied rights, a cut line, silence.
 */
export class SftpFake {
  readonly hostKey: string;
  readonly fingerprint: string;
  private server: Server | null = null;
  private readonly connections = new Set<Connection>();
  private scripted: Scripted[] = [];
  readonly ops: { user: string; op: string; path: string }[] = [];
  root = '';
  port = 0;

  constructor(private readonly options: { db?: Db; now: () => Date; accounts: FakeAccount[] }) {
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
      publicKeyEncoding: { type: 'pkcs1', format: 'pem' },
    });
    this.hostKey = privateKey;
    const parsed = utils.parseKey(privateKey);
    if (parsed instanceof Error) throw parsed;
    this.fingerprint = fingerprintOf(parsed.getPublicSSH());
  }

  /** The simulator's database, when the app under test creates it after the fake has started. */
  attach(db: Db): void {
    this.options.db = db;
  }

  private get db(): Db {
    if (!this.options.db) throw new Error('The SFTP fake has no database attached');
    return this.options.db;
  }

  async start(): Promise<number> {
    this.root = await mkdtemp(path.join(os.tmpdir(), 'dockhand-sftp-'));
    for (const account of this.options.accounts) {
      for (const dir of Object.values(FAKE_DIRS)) await mkdir(this.local(account, dir), { recursive: true });
    }
    this.server = new Server({ hostKeys: [this.hostKey] }, (client) => this.accept(client));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this.port;
  }

  async stop(): Promise<void> {
    for (const c of this.connections) c.end();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    await rm(this.root, { recursive: true, force: true });
  }

  /** The next `times` requests of kind `op` (OPEN, WRITE, RENAME, ...) on a path matching `match` fail so. */
  failNext(op: string, failure: FakeFailure, times = 1, match: RegExp = /./): void {
    this.scripted.push({ op, failure, times, match });
  }

  /** The login takes this key (a private key's public half is read from it) from now on. */
  authorise(username: string, key: string): void {
    const account = this.options.accounts.find((a) => a.username === username);
    if (!account) throw new Error(`No account ${username}`);
    account.publicKey = key;
  }

  reset(): void {
    this.scripted = [];
    this.ops.length = 0;
  }

  /** The folder of an account's mailbox on this machine (`dir` as the client names it). */
  local(account: FakeAccount | string, dir = '/'): string {
    const user = typeof account === 'string' ? account : account.username;
    const inside = path.posix.normalize(`/${dir}`);
    return path.join(this.root, user, inside);
  }

  private accept(client: Connection): void {
    this.connections.add(client);
    client.on('close', () => this.connections.delete(client));
    client.on('error', () => undefined);
    let account: FakeAccount | undefined;
    client.on('authentication', (ctx) => {
      const found = this.options.accounts.find((a) => a.username === ctx.username);
      const same = (a: string, b: string) =>
        a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
      if (ctx.method === 'password' && found && same(ctx.password, found.password)) {
        account = found;
        return ctx.accept();
      }
      const allowed = found?.publicKey ? utils.parseKey(found.publicKey) : null;
      if (ctx.method === 'publickey' && allowed && !(allowed instanceof Error)) {
        const key = allowed.getPublicSSH();
        if (ctx.key.algo !== allowed.type || !key.equals(ctx.key.data)) return ctx.reject(['publickey']);
        // Without a signature the client only asks whether this key would do.
        if (!ctx.signature || !ctx.blob) return ctx.accept();
        if (!allowed.verify(ctx.blob, ctx.signature, ctx.hashAlgo)) return ctx.reject(['publickey']);
        account = found;
        return ctx.accept();
      }
      return ctx.reject(['password', 'publickey']);
    });
    client.on('ready', () => {
      client.on('session', (acceptSession) => {
        const session = acceptSession();
        session.on('sftp', (acceptSftp) => {
          if (account) this.serve(client, acceptSftp(), account);
        });
      });
    });
  }

  private serve(client: Connection, sftp: SFTPWrapper, account: FakeAccount): void {
    const handles = new Map<string, Handle>();
    let next = 0;
    let gated: Promise<string | null> | null = null;
    const gate = new SandboxGate(this.db, 'vendors');
    const resolve = (p: string) => this.local(account, p);
    const newHandle = (h: Handle) => {
      const id = Buffer.alloc(4);
      id.writeUInt32BE(next++);
      handles.set(id.toString('hex'), h);
      return id;
    };
    // A cut connection leaves its files open on a real server only until it notices: close them.
    client.on('close', () => {
      for (const h of handles.values()) if (h.kind === 'file') void h.fh.close().catch(() => undefined);
      handles.clear();
    });
    const fileOf = (handle: Buffer) => {
      const h = handles.get(handle.toString('hex'));
      if (h?.kind !== 'file') throw new Error('bad handle');
      return h.fh;
    };

    const on = <A extends [unknown, ...unknown[]]>(
      op: string,
      where: (first: never) => string,
      work: (r: Reply, ...args: A) => Promise<void>,
    ) => {
      sftp.on(op, (reqId: number, ...args: A) => {
        void (async () => {
          const target = where(args[0] as never);
          this.ops.push({ user: account.username, op, path: target });
          // The sandbox switches act once per connection, on its first request (after their delay).
          gated ??= gate.enter().then(
            () => null,
            (error: unknown) => (error instanceof IntegrationError ? error.message : String(error)),
          );
          const refused = await gated;
          if (refused !== null) return void sftp.status(reqId, STATUS_CODE.FAILURE, refused);
          const scripted = this.scripted.find((s) => s.times > 0 && s.op === op && s.match.test(target));
          if (scripted) scripted.times -= 1;
          switch (scripted?.failure) {
            case 'permission':
              return void sftp.status(reqId, STATUS_CODE.PERMISSION_DENIED, 'Permission denied');
            case 'failure':
              return void sftp.status(reqId, STATUS_CODE.FAILURE, 'Failure');
            case 'drop':
              return (client as unknown as { _sock: { destroy: () => void } })._sock.destroy();
            case 'stall-before':
              return;
            case 'stall-after':
            case undefined:
              break;
          }
          const quiet = scripted?.failure === 'stall-after';
          const r: Reply = {
            ok: () => void (quiet || sftp.status(reqId, STATUS_CODE.OK)),
            status: (code, message) => void (quiet || sftp.status(reqId, code, message)),
            handle: (h) => void (quiet || sftp.handle(reqId, h)),
            data: (d) => void (quiet || sftp.data(reqId, d)),
            attrs: (a) => void (quiet || sftp.attrs(reqId, a)),
            name: (n) => void (quiet || sftp.name(reqId, n)),
          };
          try {
            await work(r, ...args);
          } catch (error) {
            const code = (error as { code?: string }).code;
            r.status(
              code === 'ENOENT' ? STATUS_CODE.NO_SUCH_FILE : STATUS_CODE.FAILURE,
              (error as Error).message,
            );
          }
        })();
      });
    };
    const attrsOf = async (p: string): Promise<Attributes> => {
      const s = await stat(p);
      return { mode: s.mode, uid: 0, gid: 0, size: s.size, atime: s.atimeMs / 1000, mtime: s.mtimeMs / 1000 };
    };
    const named = (p: string) => p;
    const handled = (h: Buffer) => `#${h.toString('hex')}`;

    on('OPEN', named, async (r, filename: string, flags: number) => {
      const fh = await open(resolve(filename), flagsToString(flags) ?? 'r');
      r.handle(newHandle({ kind: 'file', fh }));
    });
    on('READ', handled, async (r, handle: Buffer, offset: number, length: number) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await fileOf(handle).read(buffer, 0, length, offset);
      if (bytesRead === 0) r.status(STATUS_CODE.EOF);
      else r.data(buffer.subarray(0, bytesRead));
    });
    on('WRITE', handled, async (r, handle: Buffer, offset: number, data: Buffer) => {
      await fileOf(handle).write(data, 0, data.length, offset);
      r.ok();
    });
    on('FSTAT', handled, async (r, handle: Buffer) => {
      const s = await fileOf(handle).stat();
      r.attrs({
        mode: s.mode,
        uid: 0,
        gid: 0,
        size: s.size,
        atime: s.atimeMs / 1000,
        mtime: s.mtimeMs / 1000,
      });
    });
    on('CLOSE', handled, async (r, handle: Buffer) => {
      const key = handle.toString('hex');
      const h = handles.get(key);
      handles.delete(key);
      if (h?.kind === 'file') await h.fh.close();
      r.ok();
    });
    on('OPENDIR', named, async (r, dir: string) => {
      if (path.posix.normalize(`/${dir}`) === FAKE_DIRS.inbound) await this.publish(account);
      const entries = await readdir(resolve(dir));
      r.handle(newHandle({ kind: 'dir', entries, dir: resolve(dir), sent: false }));
    });
    on('READDIR', handled, async (r, handle: Buffer) => {
      const h = handles.get(handle.toString('hex'));
      if (h?.kind !== 'dir') throw new Error('bad handle');
      if (h.sent) return r.status(STATUS_CODE.EOF);
      h.sent = true;
      const names: FileEntry[] = [];
      for (const filename of h.entries) {
        // An entry gone since OPENDIR (moved by another connection) is left out, as servers do.
        const attrs = await attrsOf(path.join(h.dir, filename)).catch(() => null);
        if (!attrs) continue;
        const type = (attrs.mode & 0o170000) === 0o040000 ? 'd' : '-';
        const longname = `${type}rw-r--r-- 1 0 0 ${attrs.size} Jan 1 00:00 ${filename}`;
        names.push({ filename, longname, attrs });
      }
      r.name(names);
    });
    for (const op of ['STAT', 'LSTAT']) {
      on(op, named, async (r, p: string) => r.attrs(await attrsOf(resolve(p))));
    }
    on('REALPATH', named, async (r, p: string) => {
      const abs = path.posix.normalize(`/${p}`);
      r.name([{ filename: abs, longname: abs, attrs: {} as Attributes }]);
    });
    on(
      'RENAME',
      (from: string) => from,
      async (r, from: string, to: string) => {
        // SFTP v3 rename never overwrites: a target that exists is a FAILURE.
        const exists = await stat(resolve(to)).then(
          () => true,
          () => false,
        );
        if (exists) return r.status(STATUS_CODE.FAILURE, `${to} already exists`);
        await rename(resolve(from), resolve(to));
        r.ok();
      },
    );
    on('REMOVE', named, async (r, p: string) => {
      await unlink(resolve(p));
      r.ok();
    });
    on('MKDIR', named, async (r, p: string) => {
      await mkdir(resolve(p));
      r.ok();
    });
    sftp.on('EXTENDED', (reqId: number) => sftp.status(reqId, STATUS_CODE.OP_UNSUPPORTED));
  }

  /**
   * The vendor places its waiting orders: each sim_vendor_inbox row becomes an 850 interchange file
   * (numbered from the vendor's own sequence), written under a temporary name and renamed. SKIP
   * LOCKED: two connections listing at once publish each order once.
   */
  async publish(account: FakeAccount): Promise<void> {
    const { now } = this.options;
    const { company, vendor } = account;
    await this.db.transaction(async (tx) => {
      const rows = await lockWaiting(tx, company, vendor);
      const at = now();
      for (const row of rows) {
        const env = await envelope(tx, company, vendor, '850', 'inbound', purchaseOrder850(row), at, 'T');
        const name = ediFileName('850', env.gsId);
        const dir = this.local(account, FAKE_DIRS.inbound);
        await writeFile(path.join(dir, `.${name}.tmp`), env.text);
        await rename(path.join(dir, `.${name}.tmp`), path.join(dir, name));
        await markDownloaded(tx, [row.id], at);
      }
    });
  }
}

type Reply = {
  ok: () => void;
  status: (code: number, message?: string) => void;
  handle: (h: Buffer) => void;
  data: (d: Buffer) => void;
  attrs: (a: Attributes) => void;
  name: (n: FileEntry[]) => void;
};
