import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { text } from '../fields';
import { TPL_PROVIDERS } from '../../domain/tpl/status';

/**
 * 3PL Inventory (/3pl_inventory; D3 2.3, 3, 7, 8): per SKU the ERP's available quantity at the 3PL
 * site and the provider's own available quantity. Only provider 10 (Geodis) sends a feed; for 11
 * (Standvast) the answer says `feed: false` with no rows.
 */
export const tplInventoryQuerySchema = z.object({
  provider: z.coerce
    .number({ error: 'provider must be 10 (Geodis) or 11 (Standvast).' })
    .int('provider must be 10 (Geodis) or 11 (Standvast).')
    .min(TPL_PROVIDERS.geodis, 'provider must be 10 (Geodis) or 11 (Standvast).')
    .max(TPL_PROVIDERS.standvast, 'provider must be 10 (Geodis) or 11 (Standvast).')
    .refine(
      (p) => p === TPL_PROVIDERS.geodis || p === TPL_PROVIDERS.standvast,
      'provider must be 10 (Geodis) or 11 (Standvast).',
    )
    .optional(),
});

export const tplInventoryLineSchema = z.object({
  sku: text(),
  acumatica: z.object({ available: z.number().int() }),
  provider: z.object({ available: z.number().int() }),
  difference: z.number().int(),
});

export const tplInventorySchema = z.object({
  provider: z.number().int(),
  /** False when the provider sends no inventory feed (D3 section 5: only the first does). */
  feed: z.boolean(),
  /** The ERP warehouse the feed is compared with. */
  erp_warehouse: text(),
  rows: z.array(tplInventoryLineSchema),
});
export type TplInventory = z.infer<typeof tplInventorySchema>;

export const getTplInventory = defineEndpoint({
  name: 'tpl.inventory.list',
  method: 'GET',
  path: '/tpl/geodis/inventory',
  summary: "The 3PL's available quantity per SKU beside the ERP's",
  access: { screens: ['/3pl_inventory'], side: 'dropship' },
  query: tplInventoryQuerySchema,
  response: tplInventorySchema,
  refusals: [400, 403, 502],
});
