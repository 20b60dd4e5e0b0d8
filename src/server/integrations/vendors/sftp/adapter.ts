import { setTimeout as sleep } from 'node:timers/promises';
import { posix } from 'node:path';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { EDI_STATUS } from '@shared/domain/edi/transactions';
import type { Company } from '@shared/domain/identity/companies';
import { toStorableText } from '@shared/lib/text';
import type { Db } from '../../../platform/db/client';
import { LogRepository } from '../../../platform/audit/audit-log.repository';
import { ediTransactions } from '../../../platform/db/schema/bulk';
import { IntegrationError } from '../../integration-error';
import { systemClock, type Clock, type Executor, type SandboxOptions } from '../../sandbox-support';
import { recordEdi } from '../edi-log';
import { VendorsAdapter, rejectVendors, type OutboundMessage } from '../messages';
import type { EdiReceipt, InboundOrder, VendorRef } from '../port';
import { parseX12 } from '../x12';
import { readPurchaseOrders, type ReadInterchange } from '../x12-850';
import { outcomeUnknown } from './errors';
import { withSession } from './session';
import { partnerOf, type SftpPartner, type VendorsSftpSettings } from './settings';

type Fetched = { name: string; text: string; doc: ReadInterchange };
type Unreadable = { name: string; text: string; reason: string };

/** Where an unreadable file goes: the archive, marked, so the inbound folder only holds new work. */
export const rejectedFileName = (name: string) => `${name}.rejected`;

/** The file name of an X12 document: its type and interchange control number, nothing random. */
export const ediFileName = (type: string, control: string) => `${type}_${control.padStart(9, '0')}.x12`;

/**
 * Vendors over SFTP: each trading partner's mailbox on its own server. 850s are read from the
 * partner's inbound folder, recorded in edi_transactions and moved to its archive; 855/856/810/846
 * are written with the app's X12 writer and uploaded atomically. One connection per call.
 */
export class VendorsSftp extends VendorsAdapter {
  private readonly clock: Clock;

  constructor(
    protected readonly db: Db,
    readonly company: Company,
    private readonly settings: VendorsSftpSettings,
    options: SandboxOptions = {},
  ) {
    super();
    this.clock = options.now ?? systemClock;
  }

  protected now(): Date {
    return this.clock();
  }

  private partner(vendor: VendorRef): SftpPartner {
    if (!vendor.name?.trim()) throw rejectVendors('A vendor name is required.');
    const partner = partnerOf(this.settings, this.company, vendor);
    if (!partner)
      throw new IntegrationError(
        'vendors',
        'not_configured',
        `${vendor.name} (${vendor.side}) has no SFTP mailbox for ${this.company} in VENDORS_SFTP.`,
      );
    return partner;
  }

  /**
   * Reads every waiting file first, then records the new ones in one transaction, then archives
   * them. A file is taken once: its control numbers are looked up under an advisory lock, so a file
   * whose move failed (or that another worker is taking right now) is never recorded twice.
   */
  async downloadOrders(vendor: VendorRef): Promise<InboundOrder[]> {
    const partner = this.partner(vendor);
    return withSession(partner, async (session) => {
      const fetched: Fetched[] = [];
      const unreadable: Unreadable[] = [];
      for (const file of await session.files(partner.inboundDir)) {
        const text = await session.readIfThere(posix.join(partner.inboundDir, file.name));
        // Gone since the listing: another worker took it.
        if (text === null) continue;
        try {
          const doc = readPurchaseOrders(text);
          if (doc.orders.length > 0) fetched.push({ name: file.name, text, doc });
        } catch (error) {
          // Not a sound 850 (another document type, a broken file): recorded as an Error, set aside.
          unreadable.push({
            name: file.name,
            text,
            reason: error instanceof Error ? error.message : String(error),
          });
        }
      }
      const at = this.now();
      const taken: Fetched[] = [];
      const rejected: Unreadable[] = [];
      const orders = await this.db.transaction(async (tx) => {
        const out: InboundOrder[] = [];
        for (const file of fetched) {
          const claim = await this.claim(tx, vendor, file.doc);
          if (claim === 'busy') continue;
          taken.push(file);
          if (claim === 'seen') continue;
          for (const order of file.doc.orders) {
            const transaction = await recordEdi(tx, {
              company: this.company,
              vendor,
              type: '850',
              direction: 'inbound',
              status: EDI_STATUS.received,
              internalPoNumber: order.poNumber,
              envelope: { text: file.text, gsId: file.doc.group },
              at,
            });
            out.push({ ...order, transaction });
          }
        }
        for (const file of unreadable)
          if (await this.recordUnreadable(tx, vendor, partner, file, at)) rejected.push(file);
        return out;
      });
      // Recorded: a move that fails now leaves the file for the next download, which only archives it.
      for (const file of taken) {
        const from = posix.join(partner.inboundDir, file.name);
        await session.move(from, posix.join(partner.archiveDir, file.name)).catch(() => undefined);
      }
      for (const file of rejected) {
        const from = posix.join(partner.inboundDir, file.name);
        await session
          .move(from, posix.join(partner.archiveDir, rejectedFileName(file.name)))
          .catch(() => undefined);
      }
      return orders;
    });
  }

  /**
   * A file that is not a sound 850: an Error row of the EDI Transaction Report (its text as the
   * body) and an error in the admins' log with the reason, once per file text, however often it is
   * seen (a move that failed, two workers). False when another worker has it right now.
   */
  private async recordUnreadable(
    tx: Executor,
    vendor: VendorRef,
    partner: SftpPartner,
    file: Unreadable,
    at: Date,
  ): Promise<boolean> {
    const body = toStorableText(file.text);
    if (!(await this.lockInbound(tx, vendor, `bad:${file.name}`))) return false;
    const seen = await this.inboundRows(
      tx,
      vendor,
      and(eq(ediTransactions.status, EDI_STATUS.error), eq(ediTransactions.body, body)),
    );
    if (seen.length > 0) return true;
    const gsId = /(?:^|[~\n])GS\*(?:[^*~]*\*){5}(\d{1,9})\*/.exec(body)?.[1] ?? '0';
    await recordEdi(tx, {
      company: this.company,
      vendor,
      type: '850',
      direction: 'inbound',
      status: EDI_STATUS.error,
      internalPoNumber: null,
      envelope: { text: body, gsId },
      at,
    });
    const moved = posix.join(partner.archiveDir, rejectedFileName(file.name));
    const name = toStorableText(file.name);
    await new LogRepository(this.db).write(
      {
        level: 'error',
        company: this.company,
        message: toStorableText(
          `${vendor.name} sent ${name}, which is not a purchase order we can read: ${file.reason}. ` +
            `It is recorded as an Error in the EDI Transaction Report and moved to ${moved}.`,
        ),
        meta: { event: 'edi.inbound_rejected', vendor: vendor.name, side: vendor.side, file: name },
      },
      tx,
    );
    return true;
  }

  /** A transaction-scoped lock on one inbound file of the vendor; false when another worker holds it. */
  private async lockInbound(tx: Executor, vendor: VendorRef, file: string): Promise<boolean> {
    const key = `edi-in:${this.company}:${vendor.side}:${vendor.name}:${file}`;
    const result = await tx.execute<{ ok: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtextextended(${key}, 0)) as ok`,
    );
    return result.rows[0]?.ok === true;
  }

  /** The vendor's inbound rows that also match `where`, with their bodies. */
  private inboundRows(tx: Executor, vendor: VendorRef, where: SQL | undefined) {
    return tx
      .select({ body: ediTransactions.body })
      .from(ediTransactions)
      .where(
        and(
          eq(ediTransactions.company, this.company),
          eq(ediTransactions.side, vendor.side),
          eq(ediTransactions.vendorName, vendor.name),
          eq(ediTransactions.direction, 'inbound'),
          where,
        ),
      );
  }

  /** 'new' to record, 'seen' when already recorded (archive it), 'busy' when another worker has it. */
  private async claim(tx: Executor, vendor: VendorRef, doc: ReadInterchange) {
    if (!(await this.lockInbound(tx, vendor, `${doc.interchange}:${doc.group}`))) return 'busy' as const;
    const rows = await this.inboundRows(tx, vendor, eq(ediTransactions.gsId, doc.group));
    const seen = rows.some((r) => {
      try {
        return parseX12(r.body)[0]?.[13] === doc.interchange;
      } catch {
        return false;
      }
    });
    return seen ? ('seen' as const) : ('new' as const);
  }

  /**
   * Uploads one document under a name fixed by its control number. A timeout or a dropped line is
   * tried again (the partner's `retries`) with the same name, so the vendor gets one file; when it
   * still fails the exchange is recorded as Failed with its text, and the job retries.
   */
  protected async send(vendor: VendorRef, message: OutboundMessage): Promise<EdiReceipt> {
    const partner = this.partner(vendor);
    const { env, record } = await this.outbound(vendor, message, partner.usage);
    const name = ediFileName(message.type, env.gsId);
    for (let attempt = 0; ; attempt += 1) {
      try {
        await withSession(partner, (s) => s.putAtomic(partner.outboundDir, name, env.text));
        return await recordEdi(this.db, { ...record, status: EDI_STATUS.sent });
      } catch (error) {
        const retry = error instanceof IntegrationError && error.retryable && attempt < partner.retries;
        if (retry) {
          await sleep(Math.min(200 * 2 ** attempt, 5_000));
          continue;
        }
        // The last attempt may have landed before its answer was lost: the server's folder says.
        if (outcomeUnknown(error) && (await this.landed(partner, name, env.text)))
          return recordEdi(this.db, { ...record, status: EDI_STATUS.sent });
        if (error instanceof IntegrationError)
          await recordEdi(this.db, { ...record, status: EDI_STATUS.failed });
        throw error;
      }
    }
  }

  /** Whether the document is on the vendor's server whole (false when that cannot be told either). */
  private async landed(partner: SftpPartner, name: string, text: string): Promise<boolean> {
    const path = posix.join(partner.outboundDir, name);
    const size = await withSession(partner, (s) => s.size(path)).catch(() => null);
    return size === Buffer.byteLength(text, 'utf8');
  }
}
