import { sendAsn as sendAsnEndpoint } from '@shared/api/tpl/asn';
import { api } from '@client/lib/api';

/** POST /tpl/geodis/asn: the ASN of the transfer order's shipped lines, to Geodis. */
export const sendAsn = (transferOrder: string) =>
  api(sendAsnEndpoint, { body: { transfer_order: transferOrder } }, { idempotencyKey: crypto.randomUUID() });
