import {
  VENDOR_REQUEST_ACTION,
  vendorRequestFailure,
  vendorRequestRefusal,
} from '@shared/domain/dropship/api-status';
import type { VendorRequestPayload } from '../dropship.jobs';
import { IntegrationError } from '../../../integrations/integration-error';
import type { Integrations } from '../../../integrations/registry';
import type { VendorRef, VendorsPort } from '../../../integrations/vendors/port';
import type { ShippedOrder, VendorExchangeRepository } from './vendor-exchange.repository';
import type { VendorStatusRepository } from './vendor-status.repository';

export type VendorRequestDeps = {
  status: VendorStatusRepository;
  exchange: VendorExchangeRepository;
  integrations: Integrations;
  now?: () => Date;
};

const utcYmd = (at: Date) => at.toISOString().slice(0, 10);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Messages the vendor refused one by one; the vendor being down stops the whole request. */
class PartialFailure extends Error {}

async function eachOrder(
  orders: readonly ShippedOrder[],
  send: (order: ShippedOrder) => Promise<unknown>,
  noun: string,
): Promise<string> {
  const refused: string[] = [];
  for (const order of orders) {
    try {
      await send(order);
    } catch (error) {
      if (!(error instanceof IntegrationError) || error.code !== 'rejected') throw error;
      refused.push(`${order.poNumber}: ${error.message}`);
    }
  }
  const sent = orders.length - refused.length;
  if (refused.length > 0) {
    throw new PartialFailure(`${plural(sent, noun)} sent; refused: ${refused.join('; ')}`);
  }
  return `${plural(sent, noun)} sent`;
}

async function perform(
  deps: VendorRequestDeps,
  payload: VendorRequestPayload,
  port: VendorsPort,
  now: Date,
): Promise<string> {
  const { company, vendor_name: name } = payload;
  const { exchange } = deps;
  const vendor = await exchange.vendor(company, name);
  if (!vendor) throw new Error(`${name} is not a dropship vendor of ${company}.`);
  const ref: VendorRef = { name: vendor.name, side: 'dropship' };
  switch (payload.request_type) {
    case 'orders': {
      const orders = await port.downloadOrders(ref);
      const stored = await exchange.storeDownloadedOrders(company, vendor, orders, now);
      // Only a download that worked moves last_download: a failing vendor keeps ageing on screen.
      await deps.status.setLastDownload(company, vendor.id, now);
      return `${plural(stored, 'order')} downloaded`;
    }
    case 'shipping': {
      const orders = (await exchange.shippedWithout(company, name, '856', now)).filter(
        (o) => o.packages.length > 0,
      );
      return eachOrder(
        orders,
        (o) =>
          port.sendTracking(ref, {
            poNumber: o.poNumber,
            shipmentId: o.packages[0]!.acuShipNum ?? o.packages[0]!.trackingNumber,
            shipDate: utcYmd(o.pickupTime),
            carrier: o.carrier ?? '',
            packages: o.packages.map((p) => ({ trackingNumber: p.trackingNumber, lines: p.lines })),
          }),
        'ship notice',
      );
    }
    case 'invoice': {
      const orders = await exchange.shippedWithout(company, name, '810', now);
      return eachOrder(
        orders,
        (o) =>
          port.sendInvoice(ref, {
            poNumber: o.poNumber,
            invoiceNumber: `IN${o.acuOrderNum ?? String(o.orderId).padStart(7, '0')}`,
            invoiceDate: utcYmd(now),
            lines: o.lines.map((l) => ({ sku: l.sku, quantity: l.quantity, unitPrice: l.unitPrice ?? '' })),
          }),
        'invoice',
      );
    }
    case 'inventory': {
      const refusal = vendorRequestRefusal(
        { vendor_name: name, sends_inventory: vendor.sends_inventory },
        payload.request_type,
      );
      if (refusal) throw new Error(refusal);
      const items = await exchange.inventory(company);
      await port.sendInventory(ref, { items });
      return `${plural(items.length, 'SKU')} sent`;
    }
  }
}

/**
 * Runs one vendor request and records its outcome, which the screen polls. A failure is recorded,
 * not thrown: the user sees it at once and presses the button again, so pg-boss need not retry.
 */
export async function runVendorRequest(
  deps: VendorRequestDeps,
  payload: VendorRequestPayload,
): Promise<void> {
  const now = deps.now?.() ?? new Date();
  const { status } = deps;
  const base = {
    requestId: payload.request_id,
    vendorName: payload.vendor_name,
    requestType: payload.request_type,
  };
  const action = `${VENDOR_REQUEST_ACTION[payload.request_type]} (${payload.vendor_name})`;
  try {
    const port = deps.integrations.vendors(payload.company);
    const summary = await perform(deps, payload, port, now);
    await status.recordRequest(
      payload.company,
      { ...base, state: 'complete', message: summary, detail: null },
      'info',
      `${action}: ${summary}`,
      payload.user,
    );
  } catch (error) {
    const failure = vendorRequestFailure(payload.vendor_name, payload.request_type);
    const detail = error instanceof Error ? error.message : String(error);
    await status.recordRequest(
      payload.company,
      { ...base, state: 'failed', message: failure, detail },
      'error',
      `${action} failed: ${detail}`,
      payload.user,
    );
  }
}
