import { z } from 'zod';
import { text } from '../fields';
import { EXPORT_BY, EXPORT_WAREHOUSES } from '../../domain/dropship/dashboard';
import { defineEndpoint } from '../endpoint';

/**
 * Dashboard (D1 sections 2 and 7) and the calls behind its Export section.
 *
 * The Dashboard has no route of its own in D1 section 2: it is the home page of the users who hold
 * the dropship screens. Its calls take the scopes of the dropship screens it sums up (File Uploads,
 * Pull Sheets, Orders On Hold, API Status: dropship, and admin from the menu reading), on the
 * dropship company header.
 */
export const DASHBOARD_SCREENS = ['/uploads', '/pullsheets', '/on_hold', '/api_status'] as const;
const DASHBOARD = { screens: DASHBOARD_SCREENS, side: 'dropship' } as const;

export const dashboardStatSchema = z.object({ name: text(), value: z.number().int() });
export const dashboardGroupSchema = z.object({
  /** The heading the cards sit under. */
  name: text(),
  /** The stats compare with each other (counts of one thing split up): drawn as a bar chart too. */
  chart: z.boolean(),
  stats: z.array(dashboardStatSchema),
});
export const dashboardSchema = z.object({
  /** The office day "today" means (YYYY-MM-DD, America/New_York). */
  day: text(),
  /** When the counts were taken (ISO). */
  as_of: text(),
  groups: z.array(dashboardGroupSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export type DashboardGroup = z.infer<typeof dashboardGroupSchema>;

export const getDashboard = defineEndpoint({
  name: 'dropship.dashboard.stats',
  method: 'GET',
  path: '/updatestatic/dashboard',
  summary:
    "The Dashboard's stat groups, each a list of stat name to value, counted from the company's orders, packages and pull sheets now",
  access: DASHBOARD,
  response: dashboardSchema,
});

/** A warehouse as the Export dialog offers it; any case (the spec's clients send `Kentucky`). */
const exportWarehouse = text()
  .trim()
  .toLowerCase()
  .pipe(z.enum(EXPORT_WAREHOUSES, { error: 'warehouse must be Kentucky or Pennsylvania.' }));

/** Dates are loose strings: the shared rule checks them and answers with the dialog's sentences. */
export const exportRangeQuerySchema = z.object({
  startdate: text().max(40).optional(),
  enddate: text().max(40).optional(),
  export_by: z
    .enum(EXPORT_BY, { error: 'export_by must be upload_date or pullsheet_date.' })
    .default('upload_date'),
  warehouse: exportWarehouse,
});
export type ExportRangeQuery = z.infer<typeof exportRangeQuerySchema>;

export const exportOrderRowSchema = z.object({
  order_id: z.number().int(),
  vendor_name: text(),
  internal_po_number: text(),
  external_po_number: text().nullable(),
  upload_date: text(),
  order_date: text(),
  warehouse: text().nullable(),
  order_status: z.number().int(),
  internal_sku: text(),
  quantity: z.number().int(),
  name: text(),
  city: text(),
  state: text(),
  zip_code: text(),
  carrier: text().nullable(),
  tracking_number: text().nullable(),
  pullsheet_id: z.number().int().nullable(),
  pullsheet_date: text().nullable(),
});
export type ExportOrderRow = z.infer<typeof exportOrderRowSchema>;

export const exportOrders = defineEndpoint({
  name: 'dropship.dashboard.export-orders',
  method: 'GET',
  path: '/dropship/orders/export',
  summary:
    'The Orders export: one row per order line of a warehouse whose upload date (export_by=upload_date) or pull sheet date (pullsheet_date) falls in startdate..enddate (office days, both included, at most 366 days); at most 20000 rows',
  access: DASHBOARD,
  query: exportRangeQuerySchema,
  response: z.object({ rows: z.array(exportOrderRowSchema), truncated: z.boolean() }),
});

export const uspsTrackingRowSchema = z.object({
  tracking_number: text(),
  internal_po_number: text(),
  vendor_name: text(),
  warehouse: text(),
  pullsheet_id: z.number().int().nullable(),
  pullsheet_date: text().nullable(),
  upload_date: text(),
});
export type UspsTrackingRow = z.infer<typeof uspsTrackingRowSchema>;

export const uspsTracking = defineEndpoint({
  name: 'dropship.dashboard.usps-tracking',
  method: 'GET',
  path: '/dropship/usps_tracking',
  summary:
    "USPS tracking numbers of a warehouse's packages (not cancelled) whose order upload date or pull sheet date (export_by) falls in startdate..enddate",
  access: DASHBOARD,
  query: exportRangeQuerySchema,
  response: z.object({ packages: z.array(uspsTrackingRowSchema) }),
});

export const warehouseReportSchema = z.object({
  day: text(),
  warehouses: z.array(
    z.object({
      /** kentucky, pennsylvania, texas; null for orders not yet given a warehouse. */
      warehouse: text().nullable(),
      /** Orders uploaded today by order status code (100 ... 199); a status with none is left out. */
      counts: z.record(text(), z.number().int()),
    }),
  ),
});
export type WarehouseReport = z.infer<typeof warehouseReportSchema>;

export const warehouseReport = defineEndpoint({
  name: 'dropship.dashboard.warehouse-report',
  method: 'GET',
  path: '/dropship/orders/warehouse_report',
  summary: "Today's Counts: per warehouse, the orders uploaded today (office day) counted by order status",
  access: DASHBOARD,
  response: warehouseReportSchema,
});

export const ungroupedQuerySchema = z.object({
  warehouse: text()
    .trim()
    .toLowerCase()
    .pipe(
      z.enum(['kentucky', 'pennsylvania', 'texas', 'all'], {
        error: 'warehouse must be a warehouse or all.',
      }),
    )
    .optional(),
});

export const ungroupedOrderSchema = z.object({
  order_id: z.number().int(),
  vendor_name: text(),
  internal_po_number: text(),
  upload_date: text(),
  order_status: z.number().int(),
  warehouse: text().nullable(),
});

export const listUngrouped = defineEndpoint({
  name: 'dropship.dashboard.ungrouped',
  method: 'GET',
  path: '/dropship/orders/ungrouped',
  summary:
    'Ungrouped orders: still to ship (created, pulled, built or staged; not held, shipped or cancelled) and none of their packages on a pull sheet, oldest upload first, at most 5000. Unlike unprocessed (order_created only, counted per vendor) it lists the orders, so an order that moved on without a sheet shows up too. warehouse filters (the caller holds it); all or none: every warehouse the caller holds plus orders without one',
  access: DASHBOARD,
  query: ungroupedQuerySchema,
  response: z.object({ orders: z.array(ungroupedOrderSchema) }),
});
