import type { ShipAddress } from '@shared/domain/carriers/addresses';
import type { EdiDirection, EdiStatus, EdiType } from '@shared/domain/edi/transactions';

/** A vendor is named per side: the same retailer may send dropship orders and bulk POs. */
export type VendorRef = { name: string; side: 'dropship' | 'bulk' };

/** The edi_transactions row written for an exchange (D2 EDI Transaction Report). */
export type EdiReceipt = {
  id: number;
  gsId: string;
  type: EdiType;
  direction: EdiDirection;
  status: EdiStatus;
  vendorName: string;
  internalPoNumber: string | null;
  messageDate: string;
};

export type OrderLine = {
  lineNbr: number;
  sku: string;
  vendorSku: string;
  quantity: number;
  unitPrice: string;
};

/** An 850 purchase order as downloaded from the vendor. */
export type InboundOrder = {
  poNumber: string;
  orderDate: string;
  shipTo: ShipAddress;
  lines: OrderLine[];
  transaction: EdiReceipt;
};

/** 855: the merchant accepts or rejects each line (hold screen: approve or reject). */
export type Acknowledgement = {
  poNumber: string;
  lines: { lineNbr: number; sku: string; quantity: number; accepted: boolean }[];
};

/** 856: what left in which package, with the carrier's SCAC and tracking numbers. */
export type ShipNotice = {
  poNumber: string;
  shipmentId: string;
  /** YYYY-MM-DD */
  shipDate: string;
  /** A carrier code (fedex, ups, usps, amazon) or a 4-letter SCAC for freight. */
  carrier: string;
  /** REF*BM of a freight shipment (bulk LTL and FTL loads travel on a bill of lading). */
  billOfLading?: string;
  shipTo?: ShipAddress;
  packages: { trackingNumber: string; lines: { sku: string; quantity: number }[] }[];
  /** REF*CN: the PRO number of a freight load. */
  proNumber?: string;
  /**
   * A palletised load (bulk): pallets (HL T) of cartons (HL P), each marked with its SSCC-18
   * (MAN*GM), the carton's items under it (HL I). Given instead of `packages`.
   */
  pallets?: ShippingPallet[];
};

export type ShippingCarton = { sscc: string; lines: { sku: string; quantity: number }[] };
export type ShippingPallet = { sscc: string; cartons: ShippingCarton[] };

/** 810: the invoice of a shipped PO; the total is computed from the lines. */
export type InvoiceNotice = {
  poNumber: string;
  invoiceNumber: string;
  /** YYYY-MM-DD */
  invoiceDate: string;
  lines: { sku: string; quantity: number; unitPrice: string }[];
};

/** 846: stock the vendor may sell, per SKU. */
export type InventoryAdvice = { items: { sku: string; quantity: number }[] };

/**
 * Vendors (retailers) exchanging EDI X12 with the merchant. Every exchange, in or out, is recorded
 * in edi_transactions with its X12 text, whichever adapter runs; one instance per company.
 */
export interface VendorsPort {
  /** Takes the vendor's new purchase orders (850s); each is recorded as an inbound transaction. */
  downloadOrders(vendor: VendorRef): Promise<InboundOrder[]>;
  /** Sends an 855 purchase order acknowledgement. */
  acknowledgeOrder(vendor: VendorRef, ack: Acknowledgement): Promise<EdiReceipt>;
  /** Sends an 856 ship notice with tracking. */
  sendTracking(vendor: VendorRef, notice: ShipNotice): Promise<EdiReceipt>;
  /** Sends an 810 invoice. */
  sendInvoice(vendor: VendorRef, invoice: InvoiceNotice): Promise<EdiReceipt>;
  /** Sends an 846 inventory advice. */
  sendInventory(vendor: VendorRef, advice: InventoryAdvice): Promise<EdiReceipt>;
}
