import type { Carrier } from '@shared/domain/carriers/tracking';
import type { Company } from '@shared/domain/identity/companies';
import { vendors } from '../platform/db/schema/catalog';
import { HOUR, DAY, type WorldClock } from './clock';
import type { Weighted } from './prng';
import { batch, type IdSequences, type TableBatch } from './table-batch';

/**
 * The retailers of D1/D2 with fulfillment priority and last download chosen so every API Status and
 * Bulk Status row class occurs: new (never downloaded), severe by age for priorities 1, 2 and 3
 * (12 hours, 1 day, 3 days), inactive (10 days, no orders), and normal rows. Order-count classes come
 * from the backlog of each size plan. A vendor downloads by API and never has orders newer than its
 * last download.
 */
export type VendorPlan = {
  id: number;
  company: Company;
  side: 'dropship' | 'bulk';
  name: string;
  code: string;
  /** Share of the company's orders. */
  weight: number;
  priority: number | null;
  /** Hours since the last download; null = never downloaded. */
  lastDownloadHours: number | null;
  sendsInventory: boolean;
  erpOrderType: 'SO' | 'IT';
  /** Exchanges orders as X12 EDI (the others use the vendor's API or files). */
  edi: boolean;
  /** Prefix of the vendor's own PO numbers. */
  prefix: string;
};

type Row = [name: string, weight: number, priority: number | null, hours: number | null, edi: boolean];

// prettier-ignore
const DROPSHIP: Record<Company, Row[]> = {
  furhaven: [
    ['Chewy', 20, 1, 2, false], ['Amazon Direct', 15, 1, 14, false], ['Walmart Marketplace', 12, 2, 3, false],
    ['Target', 8, 2, 30, true], ['Kohls', 5, null, 5 * 24, true], ['Wayfair', 8, 3, 20, false],
    ['Lowes', 4, 2, 6, true], ['Home Depot', 6, 3, 48, true], ['Petsense', 4, 1, 1, false],
    ['Petco', 5, 3, 8, true], ['Tractor Supply', 3, 3, 4 * 24, true], ['Overstock', 2, 3, 24, false],
    ['1-800-PetMeds', 2, 2, 10, false], ['Zulily', 1, 3, 12 * 24, false], ['Houzz', 1, null, null, false],
  ],
  worldwise: [
    ['Chewy', 30, 1, 3, false], ['Amazon Direct', 25, 1, 15, false], ['Walmart Marketplace', 15, 2, 2, false],
    ['Target', 10, 3, 4 * 24, true], ['Petsense', 8, 2, 30, false], ['Petco', 6, 3, 11 * 24, true],
    ['Houzz', 1, null, null, false],
  ],
};

// prettier-ignore
const BULK: Record<Company, Row[]> = {
  furhaven: [
    ['Chewy', 18, 1, 3, true], ['Walmart', 14, 1, 13, true], ['Amazon', 12, 2, 5, true],
    ['Target', 9, 2, 26, true], ['Petsense', 6, 3, 20, true], ['Kohls', 4, null, 4 * 24, true],
    ['Wayfair', 4, 3, 30, true], ['Lowes', 5, 2, 8, true], ['Tractor Supply', 6, 3, 50, true],
    ['PetSmart', 8, 1, 2, true], ['Petco', 6, 3, 12 * 24, true], ['Costco', 4, 2, 12, true],
    ['Treatly', 3, 3, 6, true], ['Home Depot', 3, null, null, true],
  ],
  worldwise: [
    ['Chewy', 30, 1, 4, true], ['Walmart', 20, 2, 28, true], ['Target', 15, 3, 10, true],
    ['PetSmart', 15, 1, 16, true], ['Petco', 10, null, null, true],
  ],
};

/** The six vendors D3 section 7 sends inventory to. */
const SENDS_INVENTORY = ['Amazon Direct', 'Chewy', 'Walmart Marketplace', 'Target', 'Kohls', 'Wayfair'];

export function vendorPlans(company: Company, ids: IdSequences): VendorPlan[] {
  const plans: VendorPlan[] = [];
  for (const side of ['dropship', 'bulk'] as const) {
    const rows = (side === 'dropship' ? DROPSHIP : BULK)[company];
    rows.forEach(([name, weight, priority, hours, edi], index) => {
      const id = ids.next('vendors');
      plans.push({
        id,
        company,
        side,
        name,
        code: `C${String(side === 'dropship' ? 100 + index : 500 + index).padStart(5, '0')}`,
        weight,
        priority,
        lastDownloadHours: hours,
        sendsInventory: side === 'dropship' && SENDS_INVENTORY.includes(name),
        // ERP link uses IT for one vendor-name pattern the spec does not show; Amazon Direct stands in.
        erpOrderType: name === 'Amazon Direct' ? 'IT' : 'SO',
        edi,
        prefix: name
          .replace(/[^A-Za-z0-9]/g, '')
          .slice(0, 3)
          .toUpperCase(),
      });
    });
  }
  return plans;
}

/** Vendors that stopped downloading over 10 days ago show as inactive only with zero orders. */
export function isDormant(vendor: VendorPlan): boolean {
  return vendor.lastDownloadHours === null || vendor.lastDownloadHours >= 10 * 24;
}

/** The newest moment this vendor can have an order (its last download; a new vendor has none). */
export function newestOrderAgeMs(vendor: VendorPlan): number {
  return vendor.lastDownloadHours === null ? Infinity : Math.max(5 * 60_000, vendor.lastDownloadHours * HOUR);
}

export function vendorRows(plans: readonly VendorPlan[], clock: WorldClock): TableBatch {
  return batch(
    vendors,
    plans.map((v) => ({
      id: v.id,
      company: v.company,
      side: v.side,
      name: v.name,
      code: v.code,
      fulfillmentPriority: v.priority,
      lastDownload: v.lastDownloadHours === null ? null : clock.ago(v.lastDownloadHours * HOUR),
      erpOrderType: v.erpOrderType,
      sendsInventory: v.sendsInventory,
      active: v.lastDownloadHours === null || v.lastDownloadHours < 10 * 24,
      createdAt: clock.ago(400 * DAY),
    })),
  );
}

/** Parcel carrier mix per dropship vendor: Amazon ships most on Amazon labels, Petsense on FedEx. */
export function carrierMix(vendor: VendorPlan): Weighted<Carrier> {
  if (vendor.name.startsWith('Amazon'))
    return [
      ['amazon', 6],
      ['ups', 3],
      ['usps', 1],
    ];
  if (vendor.name === 'Petsense') return [['fedex', 1]];
  return [
    ['fedex', 4],
    ['ups', 3],
    ['usps', 3],
  ];
}
