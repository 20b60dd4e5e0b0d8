import type { Carrier } from '@shared/domain/carriers/tracking';
import { TRACKING_STATUS } from '@shared/domain/dropship/status';
import type { Company } from '@shared/domain/identity/companies';
import { simCarrierEvents, simCarrierLabels } from '../platform/db/schema/sandbox-partners';
import { labelKey } from '../integrations/carriers/label-document';
import {
  labelCreatedEvent,
  labelReplacedEvent,
  neverScanned,
  PICKUP_AFTER_MS,
  scansDue,
} from '../integrations/carriers/sandbox-tracking';
import { shipperAccount, trackingNumber } from '../integrations/carriers/tracking-numbers';
import type { OrderBundle } from './dropship-order-types';
import { shipAddress } from './people';
import { counterKey } from './sim-counters';
import { batch, type IdSequences, type Insert, type TableBatch } from './table-batch';

// shipperAccount hashes; a large world draws over half a million numbers from four accounts.
const accounts = new Map<string, string>();
const accountOf = (company: Company, carrier: Carrier) => {
  const key = `${company}:${carrier}`;
  let account = accounts.get(key);
  if (account === undefined) accounts.set(key, (account = shipperAccount(company, carrier)));
  return account;
};

/**
 * A tracking number as the carriers sandbox sells it: the company's account and the next serial of
 * the carrier's global sequence. The sandbox leaves about one number in ten unscanned (a package that
 * missed the truck); a label waiting at the dock must be such a number and a shipped one must not,
 * or the carrier would contradict the order. Serials that do not fit are skipped, like voided labels.
 */
export function worldTracking(
  ids: IdSequences,
  company: Company,
  carrier: Carrier,
  service: string,
  scanned: boolean | null,
): string {
  const account = accountOf(company, carrier);
  for (;;) {
    const serial = ids.next(counterKey('global', `carrier-${carrier}`));
    const number = trackingNumber(carrier, { account, serial, service });
    if (scanned === null || neverScanned(number) !== scanned) return number;
  }
}

type ParcelRows = {
  labels: Insert<typeof simCarrierLabels>[];
  events: Insert<typeof simCarrierEvents>[];
};

/**
 * The carrier's record of each labelled package, as the sandbox would hold it: created labels have
 * their LC scan, shipped ones were picked up at the order's pickup time (later scans are written
 * when first tracked, as the sandbox does), reshipped ones were replaced on their reship date.
 */
function parcelRows(ids: IdSequences, b: OrderBundle, out: ParcelRows): void {
  const { order } = b;
  const shipTo = shipAddress(order);
  for (const p of b.packages) {
    if (!p.trackingNumber || !p.shipDate) continue;
    const carrier = p.carrier as Carrier;
    const pickedUp = p.trackingStatus === TRACKING_STATUS.confirmed ? order.pickupTime : null;
    const label = {
      id: ids.next('sim_carrier_labels'),
      company: order.company,
      carrier,
      service: p.method ?? '',
      trackingNumber: p.trackingNumber,
      reference: order.internalPoNumber,
      warehouse: p.warehouse ?? null,
      shipTo,
      weightLbs: p.weightLbs ?? '0.00',
      status: p.trackingStatus ?? TRACKING_STATUS.created,
      labelKey: labelKey(order.company, carrier, p.trackingNumber),
      reshippedTo: null,
      // A shipped label's pick-up scan falls on the order's pickup time.
      createdAt: pickedUp ? new Date(pickedUp.getTime() - PICKUP_AFTER_MS) : p.shipDate,
    };
    out.labels.push(label);
    const events = [labelCreatedEvent(label)];
    if (pickedUp) events.push(...scansDue(label, pickedUp));
    if (p.trackingStatus === TRACKING_STATUS.reshipped && p.reshippedDate)
      events.push(labelReplacedEvent(label, null, new Date(`${p.reshippedDate}T00:00:00Z`)));
    for (const event of events) out.events.push({ ...event, id: ids.next('sim_carrier_events') });
  }
}

export function* parcelBatches(ids: IdSequences, bundles: readonly OrderBundle[]): Generator<TableBatch> {
  const rows: ParcelRows = { labels: [], events: [] };
  for (const b of bundles) parcelRows(ids, b, rows);
  yield batch(simCarrierLabels, rows.labels);
  yield batch(simCarrierEvents, rows.events);
}
