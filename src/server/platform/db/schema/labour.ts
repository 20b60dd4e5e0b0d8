import { boolean, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companyColumn, createdAt } from './columns';

/** Warehouse workers (D3 2.10). */
export const workers = pgTable(
  'workers',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    workerName: text('worker_name').notNull(),
    warehouse: text('warehouse').notNull(),
    timecardNum: text('timecard_num').notNull(),
    payrollNum: text('payroll_num'),
    status: text('status').notNull().default('Active'),
    groupNumber: integer('group_number'),
  },
  (t) => [index('workers_company_wh_idx').on(t.company, t.warehouse)],
);

/** A build: a worker (or line group) assembling a quantity of a SKU for an order (D3 3). */
export const builds = pgTable(
  'builds',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    orderNumber: text('order_number').notNull(),
    customer: text('customer'),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    buildDate: timestamp('build_date', { withTimezone: true }).notNull(),
    workerId: integer('worker_id').references(() => workers.id, { onDelete: 'set null' }),
    groupNumber: integer('group_number'),
    warehouse: text('warehouse').notNull(),
    reported: boolean('reported').notNull().default(false),
    laborMinutes: numeric('labor_minutes', { precision: 10, scale: 2 }),
  },
  (t) => [
    index('builds_company_date_idx').on(t.company, t.warehouse, t.buildDate),
    index('builds_order_idx').on(t.company, t.orderNumber),
  ],
);

/** Clock-in and clock-out per worker and day; worked and break time derive from them. */
export const employeeTimes = pgTable(
  'employee_times',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    warehouse: text('warehouse').notNull(),
    group: text('group'),
    clockIn: timestamp('clock_in', { withTimezone: true }).notNull(),
    clockOut: timestamp('clock_out', { withTimezone: true }),
    breakMinutes: integer('break_minutes').notNull().default(0),
  },
  (t) => [index('employee_times_company_in_idx').on(t.company, t.warehouse, t.clockIn)],
);

/** Packages scanned onto trucks (D3 2.11 On Truck Search). */
export const truckPackages = pgTable(
  'truck_packages',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    truckNumber: text('truck_number').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('truck_packages_date_idx').on(t.company, t.date),
    index('truck_packages_tracking_idx').on(t.company, t.trackingNumber),
  ],
);

/** Acumatica AutoBuild runs (D3 2.13): RUNNING, COMPLETE, FAILED. */
export const autobuilds = pgTable('autobuilds', {
  buildId: serial('build_id').primaryKey(),
  company: companyColumn(),
  user: text('user').notNull(),
  date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
  status: text('status').notNull(),
  detail: text('detail'),
  /** The ERP's number of the run (AB000001) when it was started from Acumatica AutoBuild; its status is read from the ERP. */
  erpBuildNbr: text('erp_build_nbr'),
  createdAt: createdAt(),
});
