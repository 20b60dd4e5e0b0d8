import { asc, eq } from 'drizzle-orm';
import { TRACKING_STATUS } from '@shared/domain/dropship/status';
import { simCarrierEvents, simCarrierLabels } from '../../platform/db/schema/sandbox-partners';
import type { Executor } from '../sandbox-support';
import type { TrackingEvent } from './port';

type LabelRow = typeof simCarrierLabels.$inferSelect;

const HOUR = 3_600_000;
/** Where each warehouse's packages are first scanned. */
export const ORIGIN: Record<string, string> = {
  kentucky: 'LOUISVILLE, KY',
  pennsylvania: 'ALLENTOWN, PA',
  texas: 'DALLAS, TX',
};

/**
 * About one label in ten is never scanned, as happens with labels printed for packages that miss
 * the truck. They stay "created" and turn late after a day, which is what Reship is for. The choice
 * depends only on the number, so the same label behaves the same on every run.
 */
export function neverScanned(trackingNumber: string): boolean {
  const sum = [...trackingNumber].reduce((total, ch) => total + ch.charCodeAt(0), 0);
  return sum % 10 === 0;
}

type Step = {
  code: TrackingEvent['code'];
  afterMs: number;
  description: string;
  at: 'origin' | 'destination';
};

/** How long after its label a package is picked up. */
export const PICKUP_AFTER_MS = 4 * HOUR;

/** The scans after the label is created, relative to its creation time. */
const SCHEDULE: readonly Step[] = [
  { code: 'PU', afterMs: PICKUP_AFTER_MS, description: 'Picked up', at: 'origin' },
  { code: 'IT', afterMs: 10 * HOUR, description: 'In transit: departed origin facility', at: 'origin' },
  { code: 'OD', afterMs: 44 * HOUR, description: 'Out for delivery', at: 'destination' },
  { code: 'DL', afterMs: 48 * HOUR, description: 'Delivered', at: 'destination' },
];

type EventRow = typeof simCarrierEvents.$inferInsert;
type LabelFacts = Pick<LabelRow, 'company' | 'id' | 'createdAt' | 'warehouse' | 'shipTo'>;

/** The first event of every label, written when it is sold. */
export function labelCreatedEvent(label: LabelFacts): EventRow {
  return {
    company: label.company,
    labelId: label.id,
    code: 'LC',
    description: 'Shipping label created',
    location: ORIGIN[label.warehouse ?? ''] ?? null,
    occurredAt: label.createdAt,
  };
}

/** The last event of a label that was replaced; the replacement's number when the carrier sold it. */
export function labelReplacedEvent(label: LabelFacts, replacement: string | null, at: Date): EventRow {
  return {
    company: label.company,
    labelId: label.id,
    code: 'RS',
    description: replacement ? `Label replaced by ${replacement}` : 'Label replaced',
    location: null,
    occurredAt: at,
  };
}

/** The scans of the schedule that are due by `now`, oldest first (pure: the world writes them too). */
export function scansDue(label: LabelFacts, now: Date): EventRow[] {
  const due = SCHEDULE.filter((step) => label.createdAt.getTime() + step.afterMs <= now.getTime());
  const destination = `${label.shipTo.city}, ${label.shipTo.state}`;
  return due.map((step) => ({
    company: label.company,
    labelId: label.id,
    code: step.code,
    description: step.description,
    location: step.at === 'origin' ? (ORIGIN[label.warehouse ?? ''] ?? null) : destination,
    occurredAt: new Date(label.createdAt.getTime() + step.afterMs),
  }));
}

/**
 * Records the scans that have become due by `now` and confirms the label at pick-up. Scans are
 * written when first read (as a carrier's API reveals them), so the history is stored, not recomputed.
 */
export async function catchUp(db: Executor, label: LabelRow, now: Date): Promise<LabelRow> {
  if (label.status === TRACKING_STATUS.reshipped || neverScanned(label.trackingNumber)) return label;
  const due = scansDue(label, now);
  if (due.length === 0) return label;
  await db.insert(simCarrierEvents).values(due).onConflictDoNothing();
  if (label.status === TRACKING_STATUS.confirmed) return label;
  const [updated] = await db
    .update(simCarrierLabels)
    .set({ status: TRACKING_STATUS.confirmed })
    .where(eq(simCarrierLabels.id, label.id))
    .returning();
  return updated ?? label;
}

export async function eventsOf(db: Executor, labelId: number): Promise<TrackingEvent[]> {
  const rows = await db
    .select()
    .from(simCarrierEvents)
    .where(eq(simCarrierEvents.labelId, labelId))
    .orderBy(asc(simCarrierEvents.occurredAt), asc(simCarrierEvents.id));
  return rows.map((row) => ({
    code: row.code as TrackingEvent['code'],
    description: row.description,
    location: row.location,
    occurredAt: row.occurredAt.toISOString(),
  }));
}
