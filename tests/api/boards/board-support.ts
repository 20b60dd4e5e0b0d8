import type { App } from '../../../src/server/platform/http/types';
import type { Db } from '../../../src/server/platform/db/client';
import { bulkOrders, bulkShipments } from '../../../src/server/platform/db/schema/bulk';
import { body } from '../support/test-app';

export const bearer = (token: string, company = 'Furhaven_bulk') => ({
  authorization: `Bearer ${token}`,
  company_id: company,
});

export type Load = {
  company?: 'furhaven' | 'worldwise';
  warehouse?: string;
  vendor?: string;
  po?: string;
  orderStatus?: number;
  shipmentStatus?: number;
  shipDate?: string | null;
  dockAppointment?: Date | null;
  note?: string | null;
};

let sequence = 0;

/** One bulk order with one shipment at a warehouse's dock; returns the shipment id. */
export async function insertLoad(db: Db, load: Load = {}): Promise<number> {
  sequence += 1;
  const company = load.company ?? 'furhaven';
  const [order] = await db
    .insert(bulkOrders)
    .values({
      company,
      internalPoNumber: load.po ?? `TESTPO${sequence}`,
      vendorName: load.vendor ?? 'Chewy',
      warehouse: load.warehouse ?? 'kentucky',
      acuOrderNum: `SO${String(900_000 + sequence)}`,
      stage: 'ready',
      orderStatus: load.orderStatus ?? 103,
      orderDate: new Date(),
      note: load.note ?? null,
      city: 'Dayton',
      state: 'OH',
    })
    .returning({ id: bulkOrders.id });
  const [shipment] = await db
    .insert(bulkShipments)
    .values({
      company,
      orderId: order!.id,
      carrier: 'EXLA',
      shipDate: load.shipDate === undefined ? '2026-03-10' : load.shipDate,
      dockAppointment: load.dockAppointment ?? null,
      shipmentStatus: load.shipmentStatus ?? 200,
      warehouse: load.warehouse ?? 'kentucky',
      method: 'LTL',
      destination: 'Dayton, OH',
      pallets: 3,
      pieces: 120,
    })
    .returning({ id: bulkShipments.id });
  return shipment!.id;
}

/** Enrols a device of `purpose` as admin and pairs it; returns its token, id and pairing link. */
export async function enrolDisplay(
  app: App,
  adminToken: string,
  warehouse = 'kentucky',
  purpose: 'display' | 'carrier-sign-in' = 'display',
  company = 'Furhaven',
): Promise<{ token: string; id: number; pairingUrl: string }> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/admin/devices',
    headers: bearer(adminToken, company),
    payload: { name: `Board ${warehouse}`, warehouse, purpose },
  });
  if (created.statusCode !== 201) throw new Error(`enrol answered ${created.statusCode}: ${created.body}`);
  const {
    pairing_code: code,
    pairing_url: pairingUrl,
    device,
  } = body<{
    pairing_code: string;
    pairing_url: string;
    device: { id: number };
  }>(created);
  const paired = await app.inject({ method: 'POST', url: '/api/devices/pair', payload: { code } });
  if (paired.statusCode !== 200) throw new Error(`pair answered ${paired.statusCode}: ${paired.body}`);
  return { token: body<{ device_token: string }>(paired).device_token, id: device.id, pairingUrl };
}

/** A ticket for EventSource-style streams, asked with the caller's headers. */
export async function ticketFor(app: App, token: string, company = 'Furhaven_bulk'): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/events/ticket',
    headers: bearer(token, company),
  });
  if (res.statusCode !== 200) throw new Error(`ticket answered ${res.statusCode}: ${res.body}`);
  return body<{ ticket: string }>(res).ticket;
}

export const REFRESH_PATH = (ticket: string) =>
  `/graphql?${new URLSearchParams({ query: 'subscription { refreshSignal }', ticket }).toString()}`;
