import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { COMPANIES, type Company } from '@shared/domain/identity/companies';
import type { VendorRef } from '../port';

/** How the adapter signs in to a vendor's SFTP server. */
export type SftpAuth =
  { kind: 'password'; password: string } | { kind: 'key'; privateKey: string; passphrase?: string };

/** One trading partner's SFTP mailbox, for one company and side. */
export type SftpPartner = {
  company: Company;
  vendor: VendorRef;
  host: string;
  port: number;
  username: string;
  auth: SftpAuth;
  /** The server's host key, as OpenSSH prints it (`SHA256:` and unpadded base64); anything else is refused. */
  hostKey: string;
  /** Where the vendor drops its 850s for the merchant (the vendor's outbound folder). */
  inboundDir: string;
  /** Where the merchant's 855/856/810/846 go (the vendor's inbound folder). */
  outboundDir: string;
  /** Where a downloaded 850 is moved once it is recorded. */
  archiveDir: string;
  /** Per step (connect, each file operation); a step that takes longer drops the connection. */
  timeoutMs: number;
  /** Attempts after the first for an upload that met a timeout or a dropped connection (same file name). */
  retries: number;
  /** ISA15: P production (default) or T test. */
  usage: 'P' | 'T';
};

export type VendorsSftpSettings = { partners: SftpPartner[] };

const text = z.string().trim().min(1);
const dir = text.regex(/^\//, 'must be an absolute path (starting with /)');
const common = {
  port: z.number().int().min(1).max(65_535).optional(),
  timeoutMs: z.number().int().min(100).max(600_000).optional(),
  retries: z.number().int().min(0).max(10).optional(),
  usage: z.enum(['P', 'T']).optional(),
  inboundDir: dir.optional(),
  outboundDir: dir.optional(),
  archiveDir: dir.optional(),
};
const partnerSchema = z
  .object({
    company: z.enum(COMPANIES),
    side: z.enum(['dropship', 'bulk']),
    vendor: text,
    host: text,
    username: text,
    password: z.string().min(1).optional(),
    /** The name of another environment variable holding the password (keeps it out of the document). */
    passwordEnv: text.optional(),
    privateKey: z.string().min(1).optional(),
    privateKeyPath: text.optional(),
    passphrase: z.string().optional(),
    hostKey: text.regex(/^SHA256:[A-Za-z0-9+/]{43}=?$/, 'must be a SHA256 fingerprint (SHA256:...)'),
    ...common,
  })
  .strict();
const documentSchema = z
  .object({ defaults: z.object(common).strict().optional(), partners: z.array(partnerSchema).min(1) })
  .strict();

const DEFAULTS = {
  port: 22,
  timeoutMs: 30_000,
  retries: 2,
  usage: 'P' as const,
  inboundDir: '/outbound',
  outboundDir: '/inbound',
  archiveDir: '/outbound/archive',
};

function authOf(p: z.infer<typeof partnerSchema>, env: NodeJS.ProcessEnv, where: string): SftpAuth {
  const given = [p.password, p.passwordEnv, p.privateKey, p.privateKeyPath].filter((v) => v !== undefined);
  if (given.length !== 1)
    throw new Error(`${where}: give exactly one of password, passwordEnv, privateKey, privateKeyPath`);
  if (p.password !== undefined) return { kind: 'password', password: p.password };
  if (p.passwordEnv !== undefined) {
    const password = env[p.passwordEnv];
    if (!password) throw new Error(`${where}: ${p.passwordEnv} (passwordEnv) is not set`);
    return { kind: 'password', password };
  }
  let privateKey = p.privateKey ?? '';
  if (p.privateKeyPath !== undefined) {
    try {
      privateKey = readFileSync(p.privateKeyPath, 'utf8');
    } catch (error) {
      throw new Error(
        `${where}: cannot read privateKeyPath ${p.privateKeyPath} (${(error as Error).message})`,
      );
    }
  }
  return { kind: 'key', privateKey, ...(p.passphrase !== undefined ? { passphrase: p.passphrase } : {}) };
}

/** Checks a settings document (the parsed JSON of VENDORS_SFTP); throws with every problem named. */
export function parseVendorsSftp(document: unknown, env: NodeJS.ProcessEnv = {}): VendorsSftpSettings {
  const parsed = documentSchema.safeParse(document);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(document)'}: ${i.message}`);
    throw new Error(`VENDORS_SFTP is not valid: ${problems.join('; ')}`);
  }
  const defaults = { ...DEFAULTS, ...parsed.data.defaults };
  const seen = new Set<string>();
  const partners = parsed.data.partners.map((p, index): SftpPartner => {
    const where = `VENDORS_SFTP partners.${index} (${p.company} ${p.side} ${p.vendor})`;
    const key = `${p.company}:${p.side}:${p.vendor.toLowerCase()}`;
    if (seen.has(key)) throw new Error(`${where}: this vendor is configured twice`);
    seen.add(key);
    const archiveDir = p.archiveDir ?? defaults.archiveDir;
    const inboundDir = p.inboundDir ?? defaults.inboundDir;
    if (archiveDir === inboundDir) throw new Error(`${where}: archiveDir must differ from inboundDir`);
    return {
      company: p.company,
      vendor: { name: p.vendor, side: p.side },
      host: p.host,
      port: p.port ?? defaults.port,
      username: p.username,
      auth: authOf(p, env, where),
      hostKey: p.hostKey,
      inboundDir,
      outboundDir: p.outboundDir ?? defaults.outboundDir,
      archiveDir,
      timeoutMs: p.timeoutMs ?? defaults.timeoutMs,
      retries: p.retries ?? defaults.retries,
      usage: p.usage ?? defaults.usage,
    };
  });
  return { partners };
}

/**
 * VENDORS_SFTP: the vendors' SFTP mailboxes, as a JSON document or the path of a JSON file. Unset:
 * null, and the vendors stay simulated. A document that does not check out stops the start.
 */
export function vendorsSftpSettingsFrom(env: NodeJS.ProcessEnv): VendorsSftpSettings | null {
  const value = env.VENDORS_SFTP?.trim();
  if (!value) return null;
  let raw = value;
  if (!value.startsWith('{')) {
    try {
      raw = readFileSync(value, 'utf8');
    } catch (error) {
      throw new Error(`VENDORS_SFTP: cannot read ${value} (${(error as Error).message})`);
    }
  }
  let document: unknown;
  try {
    document = JSON.parse(raw);
  } catch (error) {
    throw new Error(`VENDORS_SFTP is not JSON: ${(error as Error).message}`);
  }
  return parseVendorsSftp(document, env);
}

/** The partner of a vendor (names compare without case), or null when it has no mailbox here. */
export function partnerOf(
  settings: VendorsSftpSettings,
  company: Company,
  vendor: VendorRef,
): SftpPartner | null {
  const name = vendor.name.trim().toLowerCase();
  return (
    settings.partners.find(
      (p) => p.company === company && p.vendor.side === vendor.side && p.vendor.name.toLowerCase() === name,
    ) ?? null
  );
}
