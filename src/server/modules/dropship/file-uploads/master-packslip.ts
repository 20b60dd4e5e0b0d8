import { CARRIER_LABEL, type Carrier } from '@shared/domain/carriers/tracking';
import { displayName } from '@shared/domain/identity/companies';
import type { PackslipOrders } from './master-packslip.repository';
import { PdfWriter } from './pdf-document';

type Slip = PackslipOrders;

/** What the summary page is of: its title line, and where the orders came from (when, by whom). */
export type PackslipHeading = { subject: string; origin: string };

const clip = (text: string | null | undefined, max: number) => {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max - 3)}...` : value;
};
const day = (d: Date) => d.toISOString().slice(0, 10);
const carrierName = (c: string | null) => (c && c in CARRIER_LABEL ? CARRIER_LABEL[c as Carrier] : (c ?? ''));

/**
 * Get Master Packslips (D1 section 2, Petsense uploads; section 7, an upload or a pull sheet): a
 * summary page of every SKU and quantity (what to pull for the whole store replenishment), then one
 * packing slip per order with its ship-to, PO numbers and items. Cancelled lines are left out.
 */
export function masterPackslip(heading: PackslipHeading, { orders, lines }: Slip): Buffer {
  const pdf = new PdfWriter();
  const byOrder = new Map<number, Slip['lines']>();
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  const totals = new Map<string, { description: string; quantity: number }>();
  for (const line of lines) {
    const total = totals.get(line.internalSku) ?? { description: line.description ?? '', quantity: 0 };
    total.quantity += line.quantity;
    totals.set(line.internalSku, total);
  }
  const pieces = lines.reduce((sum, l) => sum + l.quantity, 0);

  pdf.text('Master Packslip', { size: 20, bold: true });
  pdf.text(heading.subject, { size: 12 });
  pdf.text(`${heading.origin} - ${orders.length} orders, ${pieces} pieces`);
  pdf.space(8);
  pdf.cells(
    [
      [48, 'SKU'],
      [170, 'Description'],
      [500, 'Quantity'],
    ],
    { bold: true },
  );
  pdf.rule();
  for (const [sku, total] of [...totals].sort(([a], [b]) => a.localeCompare(b))) {
    pdf.cells([
      [48, sku],
      [170, clip(total.description, 58)],
      [500, String(total.quantity)],
    ]);
  }

  for (const order of orders) {
    const items = byOrder.get(order.id) ?? [];
    pdf.newPage();
    pdf.text('Packing Slip', { size: 18, bold: true });
    pdf.text(`PO Number: ${order.internalPoNumber}`, { size: 12, bold: true });
    if (order.externalPoNumber) pdf.text(`Vendor PO: ${order.externalPoNumber}`);
    pdf.text(`Order Date: ${day(order.orderDate)}   Vendor: ${order.vendorName}`);
    pdf.text(
      `Ship via: ${carrierName(order.carrier)} ${order.method ?? ''}   Warehouse: ${displayName(order.warehouse ?? '')}`,
    );
    pdf.space(8);
    pdf.text('Ship To', { bold: true });
    for (const part of [
      order.name,
      order.address1,
      order.address2,
      `${order.city}, ${order.state} ${order.zipCode}`,
    ]) {
      if (part) pdf.text(part);
    }
    pdf.space(8);
    pdf.cells(
      [
        [48, 'Internal SKU'],
        [150, 'External SKU'],
        [250, 'Description'],
        [520, 'Qty'],
      ],
      { bold: true },
    );
    pdf.rule();
    for (const line of items) {
      pdf.cells([
        [48, line.internalSku],
        [150, clip(line.externalSku, 16)],
        [250, clip(line.description, 46)],
        [520, String(line.quantity)],
      ]);
    }
    pdf.rule();
    pdf.text(`Total pieces: ${items.reduce((s, l) => s + l.quantity, 0)}`, { bold: true });
    const note = (order.vendorParams as { note?: string } | null)?.note;
    if (note) pdf.text(`Note: ${note}`);
  }
  return pdf.toBytes();
}
