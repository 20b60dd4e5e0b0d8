import type { AddressCheck, ShipAddress } from '@shared/domain/carriers/addresses';
import type { Carrier } from '@shared/domain/carriers/tracking';
import type { TrackingStatus } from '@shared/domain/dropship/status';

export type LabelRequest = {
  carrier: Carrier;
  /** The carrier's service code (FEDEX_GROUND, GROUND, ...); the carrier's ground service if absent. */
  service?: string;
  /** What the label is for, printed on it and searchable: usually the internal PO number. */
  reference: string;
  /** The shipping warehouse (kentucky, pennsylvania, texas): the label's origin. */
  warehouse?: string;
  shipTo: ShipAddress;
  weightLbs: string;
  /** Admin-only "Regenerate Labels w/o Address Verification" (D2 section 6). */
  skipAddressVerification?: boolean;
};

export type Label = {
  carrier: Carrier;
  service: string;
  trackingNumber: string;
  reference: string;
  /** 200 created, 201 confirmed (picked up), 299 reshipped: the tracking codes of D1 section 4. */
  status: TrackingStatus;
  createdAt: string;
  /** The label document (ZPL, 4 x 6 in) in the file store. */
  labelKey: string;
  labelFormat: 'ZPL';
  /** The replacement label's tracking number once this one was reshipped. */
  reshippedTo: string | null;
};

export type TrackingEvent = {
  /** LC label created, PU picked up, IT in transit, OD out for delivery, DL delivered, RS replaced. */
  code: 'LC' | 'PU' | 'IT' | 'OD' | 'DL' | 'RS';
  description: string;
  location: string | null;
  occurredAt: string;
};

/** status null: the carrier does not know the number. */
export type TrackingResult = {
  trackingNumber: string;
  carrier: Carrier | null;
  status: TrackingStatus | null;
  events: TrackingEvent[];
};

/** A USPS SCAN form (PS Form 5630 style) for one warehouse's day of packages. */
export type ScanFormRequest = {
  /** The shipping warehouse (kentucky, pennsylvania, texas): the form's origin. */
  warehouse: string;
  /** The ship day, YYYY-MM-DD. */
  shipDate: string;
  /** USPS tracking numbers, none on a form already. */
  trackingNumbers: readonly string[];
};

export type ScanForm = {
  /** The carrier's number for the form (printed and barcoded on it). */
  formId: string;
  /** The form's PDF in the file store. */
  documentKey: string;
  createdAt: string;
  trackingNumbers: string[];
};

export type ReshipChanges = { shipTo?: ShipAddress; service?: string; weightLbs?: string };

/** Parcel carriers (FedEx, UPS, USPS, Amazon) behind one port; one instance per company account. */
export interface CarriersPort {
  /** Buys a label: a unique tracking number of the carrier's format and the label document. */
  createLabel(request: LabelRequest): Promise<Label>;
  getLabel(trackingNumber: string): Promise<Label | null>;
  /** Scan history per number, oldest first; unknown numbers come back with status null. */
  track(trackingNumbers: readonly string[]): Promise<TrackingResult[]>;
  /** A replacement label for a late package; the old one becomes reshipped (299). */
  reship(trackingNumber: string, changes?: ReshipChanges): Promise<Label>;
  /** The carrier's address check: a normalised address, or the reason it cannot ship there. */
  verifyAddress(address: ShipAddress): Promise<AddressCheck>;
  /**
   * USPS: one SCAN form for the packages a warehouse hands over that day, so the carrier scans one
   * barcode instead of each package. Refuses an empty list and numbers that are not USPS's.
   */
  createScanForm(request: ScanFormRequest): Promise<ScanForm>;
}
