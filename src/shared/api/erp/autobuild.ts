import { z } from 'zod';
import { AUTOBUILD_STATUS } from '../../domain/labour/status';
import { defineEndpoint } from '../endpoint';
import { text } from '../fields';

/**
 * Acumatica AutoBuild (/autobuild; D3 2.13, 4, 5 and 7): the runs (GET /acumatica/autobuild), Start
 * AutoBuild (POST /acumatica/autobuild) and Create Shipments (POST /dropship/acumatica/create_shipments).
 */
const AUTOBUILD = { screens: ['/autobuild'], side: 'dropship' } as const;

/** An Autobuild of D3 section 3 (build_id, user, date, status) with the ERP's run number and why it failed. */
export const autobuildRunSchema = z.object({
  build_id: z.number().int(),
  user: text(),
  date: text(),
  status: z.enum(AUTOBUILD_STATUS),
  /** The ERP's number of the run (AB000001); null for runs recorded before the link. */
  build_nbr: text().nullable(),
  /** What the run did or why it failed. */
  detail: text().nullable(),
});
export type AutobuildRun = z.infer<typeof autobuildRunSchema>;

export const listAutobuildRuns = defineEndpoint({
  name: 'erp.autobuild.list',
  method: 'GET',
  path: '/acumatica/autobuild',
  summary: "AutoBuild runs of the company, newest first, their status read from the ERP's runs",
  access: AUTOBUILD,
  response: z.object({ builds: z.array(autobuildRunSchema) }),
  refusals: [502],
});

export const startAutobuildRun = defineEndpoint({
  name: 'erp.autobuild.start',
  method: 'POST',
  path: '/acumatica/autobuild',
  summary: 'Start AutoBuild in the ERP (refused while a run is RUNNING)',
  access: AUTOBUILD,
  body: z.object({}).nullish(),
  response: autobuildRunSchema,
  status: 201,
  idempotent: true,
  refusals: [422, 502],
});

export const createShipmentsResponseSchema = z.object({
  created: z.array(z.object({ internal_po_number: text(), acu_order_num: text(), acu_ship_num: text() })),
  failed: z.array(z.object({ internal_po_number: text(), acu_order_num: text(), reason: text() })),
  /** Orders still waiting when the call stopped at its limit; press Create Shipments again. */
  remaining: z.number().int(),
});
export type CreateShipmentsResponse = z.infer<typeof createShipmentsResponseSchema>;

export const createErpShipments = defineEndpoint({
  name: 'erp.autobuild.create-shipments',
  method: 'POST',
  path: '/dropship/acumatica/create_shipments',
  summary: 'Create ERP shipments for the built dropship orders the ERP holds that have none yet',
  access: AUTOBUILD,
  body: z.object({}).nullish(),
  response: createShipmentsResponseSchema,
  idempotent: true,
});
