import { CARRIER_LABEL, type Carrier } from '@shared/domain/carriers/tracking';
import type { ShipAddress } from '@shared/domain/carriers/addresses';
import { displayName } from '@shared/domain/identity/companies';
import { SHIPPING_LABEL, zplLabel, type ZplElement } from '../printing/zpl';

export type LabelContent = {
  company: string;
  carrier: Carrier;
  service: string;
  trackingNumber: string;
  reference: string;
  origin: string | null;
  shipTo: ShipAddress;
  weightLbs: string;
};

/** The 4 x 6 ZPL shipping label a carrier would return, so printing and downloads work end to end. */
export function shippingLabelZpl(label: LabelContent): string {
  const to = label.shipTo;
  const lines = [to.name, to.address1, to.address2 ?? '', `${to.city}, ${to.state} ${to.zip}`].filter(
    Boolean,
  );
  const elements: ZplElement[] = [
    { kind: 'box', x: 20, y: 20, width: 772, height: 1178 },
    { kind: 'text', x: 50, y: 50, text: `FROM: ${displayName(label.company).toUpperCase()}`, size: 28 },
    { kind: 'text', x: 50, y: 85, text: label.origin ?? '', size: 28 },
    { kind: 'text', x: 50, y: 160, text: 'SHIP TO:', size: 30 },
    ...lines.map((text, i): ZplElement => ({ kind: 'text', x: 70, y: 200 + i * 45, text, size: 40 })),
    { kind: 'box', x: 20, y: 420, width: 772, height: 3 },
    { kind: 'text', x: 50, y: 450, text: `${CARRIER_LABEL[label.carrier]} ${label.service}`, size: 50 },
    { kind: 'barcode', x: 70, y: 540, data: label.trackingNumber, symbology: 'code128', height: 220 },
    { kind: 'text', x: 50, y: 840, text: `TRACKING #: ${label.trackingNumber}`, size: 34 },
    { kind: 'text', x: 50, y: 900, text: `REF: ${label.reference}`, size: 30 },
    { kind: 'text', x: 50, y: 950, text: `WEIGHT: ${label.weightLbs} LBS`, size: 30 },
  ];
  return zplLabel(elements, SHIPPING_LABEL);
}

export const labelKey = (company: string, carrier: Carrier, trackingNumber: string) =>
  `carriers/${company}/${carrier}/${trackingNumber}.zpl`;
