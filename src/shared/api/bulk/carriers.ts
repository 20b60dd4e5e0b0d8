import { z } from 'zod';
import { text } from '../fields';
import { defineEndpoint } from '../endpoint';
import { carrierSchema } from '../catalog/reference-lists';
import { carrierProblem, normaliseCarrier } from '../../domain/bulk/carriers';

/**
 * Bulk Carriers (D2 sections 2, 3, 5, 7, 8). The table reads GET /bulk/carriers, the reference list
 * of src/shared/api/catalog/reference-lists.ts (listCarriers, cached with an ETag and dropped when
 * the carriers table changes). Add Carrier is POST /bulk/carriers with the carrier of D2 section 3.
 */

/** A missing or null field is an empty one, so the message names it as required. */
const field = z.preprocess((v) => v ?? '', text().max(1000, 'Too long.'));

/** Each field is a text; the rules of src/shared/domain/bulk/carriers.ts decide the message. */
export const newCarrierSchema = z
  .object({
    carrier: field,
    scac: field,
    shorthand: field,
  })
  .superRefine((value, ctx) => {
    const problem = carrierProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(normaliseCarrier);
export type NewCarrier = z.input<typeof newCarrierSchema>;

export const addCarrier = defineEndpoint({
  name: 'bulk.carriers.add',
  method: 'POST',
  path: '/bulk/carriers',
  summary: 'Add a freight carrier (carrier, SCAC of 4 characters, shorthand); 409 when the SCAC exists',
  access: { screens: ['/bulk_carriers'], side: 'bulk' },
  body: newCarrierSchema,
  response: carrierSchema,
  status: 201,
  refusals: [400, 403, 409],
});
