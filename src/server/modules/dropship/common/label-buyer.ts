import { parseCarrier } from '@shared/domain/dropship/order-upload-values';
import { TRACKING_STATUS } from '@shared/domain/dropship/status';
import { and, eq, isNull } from 'drizzle-orm';
import type { Company } from '@shared/domain/identity/companies';
import type { CarriersPort } from '../../../integrations/carriers/port';
import type { Db } from '../../../platform/db/client';
import { dropshipPackages } from '../../../platform/db/schema/dropship';

/** The world's default package weight per piece (3 lb) when a package has none recorded. */
const POUNDS_PER_PIECE = 3;

/** A package without a label, with what the carrier needs to sell one. */
export type UnlabelledPackage = {
  id: number;
  carrier: string | null;
  method: string | null;
  warehouse: string | null;
  weightLbs: string | null;
  totalQuantity: number;
  po: string;
  name: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
};

/** Where a bought label (or the carrier's refusal) is recorded, one package at a time. */
export type LabelRecorder = {
  setLabel(
    packageId: number,
    values: { trackingNumber: string; trackingStatus: number; labelKey: string; method: string },
  ): Promise<unknown>;
  setLabelError(packageId: number, reason: string): Promise<void>;
};

/**
 * Asks the carriers port for a label for each package. A refusal is stored on the package (Failed
 * Tracking lists it); each label is recorded as soon as it is bought, so a failure later in the
 * list never loses one already paid for.
 */
export async function buyLabels(
  carriers: CarriersPort,
  packages: readonly UnlabelledPackage[],
  record: LabelRecorder,
): Promise<{ labelled: number; failed: number }> {
  let labelled = 0;
  let failed = 0;
  // A few at a time: a hundred-order pull sheet waits on the carrier, not on one label after another.
  for (let i = 0; i < packages.length; i += LABELS_AT_ONCE) {
    const bought = await Promise.all(
      packages.slice(i, i + LABELS_AT_ONCE).map((p) => buyOne(carriers, p, record)),
    );
    for (const ok of bought)
      if (ok) labelled += 1;
      else failed += 1;
  }
  return { labelled, failed };
}

const LABELS_AT_ONCE = 6;

async function buyOne(
  carriers: CarriersPort,
  pkg: UnlabelledPackage,
  record: LabelRecorder,
): Promise<boolean> {
  const carrier = parseCarrier(pkg.carrier ?? '');
  if (!carrier) {
    await record.setLabelError(pkg.id, `Unknown carrier "${pkg.carrier ?? ''}".`);
    return false;
  }
  try {
    const label = await carriers.createLabel({
      carrier,
      ...(pkg.method ? { service: pkg.method } : {}),
      reference: pkg.po,
      ...(pkg.warehouse ? { warehouse: pkg.warehouse } : {}),
      shipTo: {
        name: pkg.name,
        address1: pkg.address1,
        address2: pkg.address2,
        city: pkg.city,
        state: pkg.state,
        zip: pkg.zip,
      },
      weightLbs: pkg.weightLbs ?? `${Math.max(1, pkg.totalQuantity) * POUNDS_PER_PIECE}.00`,
    });
    await record.setLabel(pkg.id, {
      trackingNumber: label.trackingNumber,
      trackingStatus: TRACKING_STATUS.created,
      labelKey: label.labelKey,
      method: label.service,
    });
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'The carrier refused the label.';
    await record.setLabelError(pkg.id, reason);
    return false;
  }
}

/**
 * Records labels on the company's packages: a label only onto a package that still has none (a
 * second run never replaces a label bought meanwhile), a refusal as the package's tracking error.
 */
export function packageLabels(db: Db, company: Company): LabelRecorder {
  return {
    async setLabel(packageId, values) {
      const done = await db
        .update(dropshipPackages)
        .set({ ...values, trackingError: null })
        .where(
          and(
            eq(dropshipPackages.company, company),
            eq(dropshipPackages.id, packageId),
            isNull(dropshipPackages.trackingNumber),
          ),
        )
        .returning({ id: dropshipPackages.id });
      return done.length > 0;
    },
    async setLabelError(packageId, reason) {
      await db
        .update(dropshipPackages)
        .set({ trackingError: reason })
        .where(and(eq(dropshipPackages.company, company), eq(dropshipPackages.id, packageId)));
    },
  };
}
