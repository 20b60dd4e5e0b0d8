import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { text } from '../fields';
import { transferOrderNumber } from './transfer-orders';

/**
 * 3PL Advanced Ship Notice (/3pl_asn; D3 2.3, 7, 8): `POST /tpl/geodis/asn` (body transfer_order)
 * sends the ASN of a transfer order's shipped lines to Geodis. The body names the transfer order by
 * its number; the server reads the order from the ERP, so the ASN says what the ERP shipped. A
 * client that sends the transfer order it looked up (D3 3: `{ OrderNbr, ToWarehouse, lines }`) is
 * read the same way: by its OrderNbr.
 */
export const sendAsn = defineEndpoint({
  name: 'tpl.asn.send',
  method: 'POST',
  path: '/tpl/geodis/asn',
  summary:
    "Send the ASN of a transfer order's shipped lines to Geodis; 409 'Cannot send ASN' when nothing shipped or an ASN went already",
  access: { screens: ['/3pl_asn'], side: 'dropship' },
  body: z.object({
    transfer_order: z.preprocess(
      (value) =>
        value !== null && typeof value === 'object' && 'OrderNbr' in value ? value.OrderNbr : value,
      transferOrderNumber('transfer_order'),
    ),
  }),
  response: z.object({
    message: text(),
    asn_number: text(),
    transfer_order: text(),
    lines: z.number().int(),
    units: z.number().int(),
    /** SKUs whose receipt at Geodis differs from what shipped (written to the discrepancies). */
    discrepancies: z.number().int(),
  }),
  idempotent: true,
  refusals: [400, 404, 409, 502],
});
