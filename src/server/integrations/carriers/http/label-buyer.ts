import type { Carrier } from '@shared/domain/carriers/tracking';
import type { Company } from '@shared/domain/identity/companies';
import type { FileStore } from '../../../platform/files/file-store';
import { IntegrationError } from '../../integration-error';
import type { Clock } from '../../sandbox-support';
import { labelKey } from '../label-document';
import type { CarriersClient } from './client';
import { fail } from './errors';
import type { Purchases } from './purchases';
import type { SeLabel, SeLabelList, SeShipment } from './wire';

const LABEL_OPTIONS = { label_format: 'zpl', label_layout: '4x6', label_download_type: 'url' } as const;

/**
 * Buys labels without ever buying one twice, with the idempotency key kept in our database
 * (purchases.ts) and sent as ShipEngine's external_shipment_id, and stores their ZPL in the app's
 * file store.
 */
export class LabelBuyer {
  constructor(
    private readonly client: CarriersClient,
    private readonly files: FileStore,
    private readonly company: Company,
    private readonly purchases: Purchases,
    private readonly retries: number,
    private readonly now: Clock,
  ) {}

  /**
   * Buys the label once: the key is stored before the first attempt; after a timeout or a 5xx the
   * key is looked up, and the purchase is sent again (same key) only when the carrier has no label
   * for it. When even the look-up fails, the key stays pending and the next identical call (the
   * job's retry) looks it up first.
   */
  async buy(carrier: Carrier, shipment: SeShipment, hash: string): Promise<SeLabel> {
    const pending = await this.purchases.pending(hash, this.now());
    const key = pending?.purchaseKey ?? (await this.purchases.start(carrier, hash));
    if (pending) {
      const landed = await this.lookUp(key);
      if (landed) return this.complete(landed, key, carrier);
    }
    for (let attempt = 0; ; attempt += 1) {
      try {
        const label = await this.client.request<SeLabel>({
          method: 'POST',
          path: '/v1/labels',
          body: { shipment: { ...shipment, external_shipment_id: key }, ...LABEL_OPTIONS },
        });
        if (!label) throw fail('unavailable', 'The carrier API answered the label purchase with nothing.');
        return await this.complete(label, key, carrier);
      } catch (error) {
        if (!(error instanceof IntegrationError)) throw error;
        if (error.code === 'rejected') {
          // A key sent before (an earlier call's, or this call's first attempt) may be refused as
          // already used: that purchase landed after all, though the look-up had not seen it yet.
          const earlier = pending !== null || attempt > 0;
          const landed = earlier ? await this.lookUp(key).catch(() => undefined) : null;
          if (landed) return this.complete(landed, key, carrier);
          if (landed === null) await this.purchases.refused(key);
          throw error;
        }
        if (error.code !== 'unavailable') throw error;
        const landed = await this.lookUp(key).catch(() => undefined);
        if (landed) return this.complete(landed, key, carrier);
        // Unknown whether it landed, or no retries left: the pending key answers the next call.
        if (landed === undefined || attempt >= this.retries) throw error;
        await this.client.pause(attempt);
      }
    }
  }

  /** The label bought under a purchase key, if any (GET the shipment by external id, then its label). */
  private async lookUp(key: string): Promise<SeLabel | null> {
    const shipment = await this.client.request<SeShipment>({
      method: 'GET',
      path: `/v1/shipments/external_shipment_id/${encodeURIComponent(key)}`,
      allowNotFound: true,
    });
    if (!shipment?.shipment_id) return null;
    const list = await this.client.request<SeLabelList>({
      method: 'GET',
      path: '/v1/labels',
      query: { shipment_id: shipment.shipment_id },
    });
    return list?.labels.find((l) => l.status !== 'voided') ?? null;
  }

  /** Stores the label document, then records the purchase as done. */
  private async complete(label: SeLabel, key: string, carrier: Carrier): Promise<SeLabel> {
    const found = { trackingNumber: label.tracking_number, labelId: label.label_id };
    await this.purchases.bought(key, found, false);
    await this.ensureDocument(label, carrier);
    await this.purchases.bought(key, found, true);
    return label;
  }

  /** The label's ZPL in the app's file store, under the simulator's key; fetched when missing. */
  async ensureDocument(label: SeLabel, carrier: Carrier): Promise<string> {
    const key = labelKey(this.company, carrier, label.tracking_number);
    if (await this.files.exists(key)) return key;
    const bytes = await this.client.download(label.label_download.zpl ?? label.label_download.href);
    await this.files.put(key, bytes, 'application/zpl');
    return key;
  }
}
