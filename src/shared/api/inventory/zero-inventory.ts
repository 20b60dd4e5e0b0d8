import { z } from 'zod';

/**
 * Zeroed-Out Inventory (D3 section 7, "Inventory and vendors"): GET and POST
 * /api/inventory/zero_out_inventory, PUT /api/inventory/delete_zero_out_inventory. The SKU is a loose
 * string so the shared rule (src/shared/domain/inventory/zero-out.ts) answers with its own sentences.
 */
export const zeroOutItemSchema = z.object({
  sku: z.string(),
  /** ISO instant. */
  date_added: z.string(),
  added_by: z.string().nullable(),
  /** The item's description, when the SKU is still in the item list. */
  description: z.string().nullable(),
});
export type ZeroOutItem = z.infer<typeof zeroOutItemSchema>;

export const zeroOutListSchema = z.object({ zero_out_inventory: z.array(zeroOutItemSchema) });
export type ZeroOutList = z.infer<typeof zeroOutListSchema>;

export const addZeroOutSchema = z.object({
  sku: z.string().max(200).nullish(),
  /** When the user added it (ISO); the server's clock when left out or later than now. */
  date_added: z.iso.datetime({ offset: true, message: 'date_added must be an ISO date and time.' }).nullish(),
});
export type AddZeroOut = z.infer<typeof addZeroOutSchema>;

export const deleteZeroOutSchema = z.object({ sku: z.string().max(200).nullish() });
export type DeleteZeroOut = z.infer<typeof deleteZeroOutSchema>;
