import { z } from 'zod';
import { text } from '../fields';
import { defineEndpoint } from '../endpoint';

/**
 * Zeroed-Out Inventory (D3 section 7, "Inventory and vendors"): GET and POST
 * /api/inventory/zero_out_inventory, PUT /api/inventory/delete_zero_out_inventory. The SKU is a loose
 * string so the shared rule (src/shared/domain/inventory/zero-out.ts) answers with its own sentences.
 */
export const zeroOutItemSchema = z.object({
  sku: text(),
  /** ISO instant. */
  date_added: text(),
  added_by: text().nullable(),
  /** The item's description, when the SKU is still in the item list. */
  description: text().nullable(),
});
export type ZeroOutItem = z.infer<typeof zeroOutItemSchema>;

export const zeroOutListSchema = z.object({ zero_out_inventory: z.array(zeroOutItemSchema) });
export type ZeroOutList = z.infer<typeof zeroOutListSchema>;

export const addZeroOutSchema = z.object({
  sku: text().max(200).nullish(),
  /** When the user added it (ISO); the server's clock when left out or later than now. */
  date_added: z.iso.datetime({ offset: true, message: 'date_added must be an ISO date and time.' }).nullish(),
});
export type AddZeroOut = z.infer<typeof addZeroOutSchema>;

export const deleteZeroOutSchema = z.object({ sku: text().max(200).nullish() });
export type DeleteZeroOut = z.infer<typeof deleteZeroOutSchema>;

/** Zeroed-Out Inventory serves /zero_inventory on the dropship side of the company. */
const ZERO_INVENTORY = { screens: ['/zero_inventory'], side: 'dropship' } as const;

export const listZeroOutSkus = defineEndpoint({
  name: 'inventory.zero-inventory.list',
  method: 'GET',
  path: '/inventory/zero_out_inventory',
  summary: "The company's zeroed-out SKUs with the date each was added, newest first",
  access: ZERO_INVENTORY,
  response: zeroOutListSchema,
});

export const addZeroOutSku = defineEndpoint({
  name: 'inventory.zero-inventory.add',
  method: 'POST',
  path: '/inventory/zero_out_inventory',
  summary: 'Zero out a SKU of the item list (trimmed; empty, unknown and listed SKUs are refused)',
  access: ZERO_INVENTORY,
  body: addZeroOutSchema,
  response: zeroOutItemSchema,
  status: 201,
  idempotent: true,
  refusals: [409],
});

export const deleteZeroOutSku = defineEndpoint({
  name: 'inventory.zero-inventory.delete',
  method: 'PUT',
  path: '/inventory/delete_zero_out_inventory',
  summary: 'Take a SKU off the zeroed-out list',
  access: ZERO_INVENTORY,
  body: deleteZeroOutSchema,
  response: null,
  idempotent: true,
  refusals: [404],
});
