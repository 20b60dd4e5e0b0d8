import { CARRIER_LABEL, type Carrier } from '@shared/domain/carriers/tracking';
import { displayName } from '@shared/domain/identity/companies';
import { SHIPPING_LABEL, zplLabel, type ZplElement } from '../../../integrations/printing/zpl';
import type { LineRow, OrderRow, PackageRow } from './dropship-orders.repository';

const MAX_ROWS = 14;
const cut = (text: string, n: number) => (text.length > n ? `${text.slice(0, n - 1)}~` : text);

/**
 * The packing slip of one package as a 4 x 6 in ZPL label, printed on the same thermal printers as
 * the shipping label: who it is for, the PO numbers, and each item with its quantity.
 */
export function packingSlipZpl(company: string, order: OrderRow, pkg: PackageRow, lines: LineRow[]): string {
  const carrier = (pkg.carrier ?? '') as Carrier;
  const address = [
    order.name,
    order.address1,
    order.address2 ?? '',
    `${order.city}, ${order.state} ${order.zipCode}`,
  ].filter(Boolean);
  const rows = lines.slice(0, MAX_ROWS);
  const more = lines.length - rows.length;
  const elements: ZplElement[] = [
    { kind: 'text', x: 40, y: 40, text: `${displayName(company).toUpperCase()} PACKING SLIP`, size: 40 },
    { kind: 'text', x: 40, y: 100, text: `PO: ${order.internalPoNumber}`, size: 30 },
    { kind: 'text', x: 40, y: 140, text: `Customer PO: ${order.externalPoNumber ?? '-'}`, size: 26 },
    { kind: 'text', x: 40, y: 175, text: `Vendor: ${order.vendorName}`, size: 26 },
    ...address.map((text, i): ZplElement => ({
      kind: 'text',
      x: 40,
      y: 225 + i * 34,
      text: cut(text, 44),
      size: 28,
    })),
    { kind: 'box', x: 30, y: 370, width: 752, height: 3 },
    { kind: 'text', x: 40, y: 385, text: 'QTY  SKU          DESCRIPTION', size: 24 },
    ...rows.map((l, i): ZplElement => ({
      kind: 'text',
      x: 40,
      y: 420 + i * 40,
      text: `${String(l.quantity).padStart(3)}  ${cut(l.internalSku, 12).padEnd(12)} ${cut(l.description ?? '', 30)}`,
      size: 22,
    })),
    ...(more > 0
      ? [
          {
            kind: 'text',
            x: 40,
            y: 420 + rows.length * 40,
            text: `... and ${more} more`,
            size: 22,
          } as ZplElement,
        ]
      : []),
    { kind: 'box', x: 30, y: 1010, width: 752, height: 3 },
    {
      kind: 'text',
      x: 40,
      y: 1030,
      text: `Total quantity: ${lines.reduce((s, l) => s + l.quantity, 0)}`,
      size: 28,
    },
    {
      kind: 'text',
      x: 40,
      y: 1070,
      text: `${CARRIER_LABEL[carrier] ?? 'UNKNOWN'} ${pkg.method ?? ''} ${pkg.trackingNumber ?? ''}`.trim(),
      size: 24,
    },
    ...(pkg.trackingNumber
      ? [
          {
            kind: 'barcode',
            x: 40,
            y: 1105,
            data: pkg.trackingNumber,
            symbology: 'code128',
            height: 60,
            moduleWidth: 2,
          } as ZplElement,
        ]
      : []),
  ];
  return zplLabel(elements, SHIPPING_LABEL);
}
