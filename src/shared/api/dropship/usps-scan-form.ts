import { z } from 'zod';
import { text } from '../fields';
import { defineEndpoint } from '../endpoint';

/**
 * USPS Scan Form (D1 section 7): GET and POST /dropship/usps/scansheets, GET
 * /dropship/usps/scansheet?key. A scan sheet is a generated file (D1 section 3: name, date, key)
 * with the warehouse, day and form it was made for.
 */
const ACCESS = { screens: ['/usps_scan_form'], side: 'dropship' } as const;

export const scanSheetSchema = z.object({
  /** The file name it downloads as. */
  name: text(),
  /** ISO instant it was made. */
  date: text(),
  /** What GET /dropship/usps/scansheet?key takes. */
  key: text(),
  warehouse: text(),
  /** The ship day of its packages, YYYY-MM-DD (America/New_York). */
  day: text(),
  form_id: text(),
  package_count: z.number().int(),
  user: text(),
});
export type ScanSheet = z.infer<typeof scanSheetSchema>;

export const scanSheetListSchema = z.object({ scansheets: z.array(scanSheetSchema) });

export const createScanSheetBodySchema = z.object({
  warehouse: text().trim().min(1, 'Choose a warehouse.').max(40),
  /** YYYY-MM-DD; today at the office when absent. */
  date: text().trim().max(20).optional(),
});
export type CreateScanSheetBody = z.infer<typeof createScanSheetBodySchema>;

export const listScanSheets = defineEndpoint({
  name: 'dropship.usps-scan-form.list',
  method: 'GET',
  path: '/dropship/usps/scansheets',
  summary: "The company's USPS scan forms, newest first (at most 200)",
  access: ACCESS,
  response: scanSheetListSchema,
});

export const createScanSheet = defineEndpoint({
  name: 'dropship.usps-scan-form.create',
  method: 'POST',
  path: '/dropship/usps/scansheets',
  summary:
    "A USPS SCAN form for the warehouse's USPS packages shipped that day (America/New_York) that are on no form yet",
  access: ACCESS,
  body: createScanSheetBodySchema,
  response: z.object({ scansheet: scanSheetSchema }),
  status: 201,
  idempotent: true,
  refusals: [400, 403, 409, 422, 502],
});

export const downloadScanSheet = defineEndpoint({
  name: 'dropship.usps-scan-form.download',
  method: 'GET',
  path: '/dropship/usps/scansheet',
  summary: 'A scan form PDF by its key',
  access: ACCESS,
  query: z.object({ key: text().trim().min(1, 'key is required.').max(300) }),
  response: null,
  file: 'application/pdf',
  refusals: [400, 404],
});
