import { randomUUID } from 'node:crypto';
import type { Company } from '@shared/domain/identity/companies';
import type {
  AsnReceipt,
  CancelResult,
  CreateOrdersResult,
  GeodisPort,
  ShipmentConfirmation,
  TplInventoryRow,
  TplSalesOrder,
  TplTransferOrder,
} from '../port';
import { IntegrationError } from '../../integration-error';
import { GeodisClient } from './client';
import type { GeodisHttpSettings } from './settings';
import {
  asnFromWire,
  cancelFromWire,
  confirmationsFromWire,
  inventoryFromWire,
  ordersFromWire,
  type WireAsn,
  type WireCancel,
  type WireConfirmations,
  type WireCreateOrders,
  type WireInventory,
} from './wire';

/**
 * The 3PL port over Geodis's HTTP API, for one company's Geodis account. Every write carries a
 * fresh Idempotency-Key that its own retries repeat, so a timeout or a 5xx is sent again without
 * Geodis acting twice; when the retries run out the call fails `unavailable` and the job (or the
 * person) tries again later. A later call is a new request, and Geodis's own duplicate checks
 * (an order number once, an ASN once per transfer order) refuse a second order or notice.
 */
export class GeodisHttp implements GeodisPort {
  constructor(
    private readonly client: GeodisClient,
    private readonly account: string,
    readonly company: Company,
  ) {}

  async createOrders(orders: readonly TplSalesOrder[]): Promise<CreateOrdersResult> {
    const answer = await this.client.request<WireCreateOrders>(this.account, {
      method: 'POST',
      path: 'orders',
      body: { orders },
      idempotencyKey: randomUUID(),
    });
    return ordersFromWire(answer);
  }

  async sendAsn(transferOrder: TplTransferOrder): Promise<AsnReceipt> {
    const answer = await this.client.request<WireAsn>(this.account, {
      method: 'POST',
      path: 'asns',
      body: { transfer_order: transferOrder },
      idempotencyKey: randomUUID(),
    });
    return asnFromWire(answer);
  }

  /** GET asns/<transfer order>: the ASN Geodis holds, null on its 404. */
  async getAsn(transferOrderNbr: string): Promise<AsnReceipt | null> {
    try {
      const answer = await this.client.request<WireAsn>(this.account, {
        method: 'GET',
        path: `asns/${encodeURIComponent(transferOrderNbr?.trim() ?? '')}`,
      });
      return asnFromWire(answer);
    } catch (error) {
      if (error instanceof IntegrationError && error.code === 'not_found') return null;
      throw error;
    }
  }

  async cancelOrder(orderNumber: string): Promise<CancelResult> {
    const answer = await this.client.request<WireCancel>(this.account, {
      method: 'POST',
      path: `orders/${encodeURIComponent(orderNumber?.trim() ?? '')}/cancel`,
      body: {},
      idempotencyKey: randomUUID(),
    });
    return cancelFromWire(answer);
  }

  async getInventory(): Promise<TplInventoryRow[]> {
    return inventoryFromWire(
      await this.client.request<WireInventory>(this.account, { method: 'GET', path: 'inventory' }),
    );
  }

  async getShipmentConfirmations(range: { from: string; to: string }): Promise<ShipmentConfirmation[]> {
    const answer = await this.client.request<WireConfirmations>(this.account, {
      method: 'GET',
      path: 'shipment-confirmations',
      query: { start_date: range.from, end_date: range.to },
    });
    return confirmationsFromWire(answer);
  }
}

/** The HTTP side of the 3PL for every company: one client (one token) for the merchant's client id. */
export function createGeodisHttp(settings: GeodisHttpSettings, wait?: (ms: number) => Promise<void>) {
  const client = new GeodisClient(settings, wait);
  return {
    port: (company: Company): GeodisPort => new GeodisHttp(client, settings.accounts[company], company),
    close: async (): Promise<void> => {
      client.close();
    },
  };
}
