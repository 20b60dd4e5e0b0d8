import { packShipment } from '@shared/domain/bulk/shipments';
import { GS1_COMPANY_PREFIX, sscc } from '@shared/domain/edi/sscc';
import type { Company } from '@shared/domain/identity/companies';
import type { DbOrTx } from '../../../platform/db/client';
import type { ShippingPallet } from '../../../integrations/vendors/port';
import type { NewCarton, ShipmentContent, ShipmentsRepository } from './shipments.repository';

/**
 * The pallets and cartons of a shipment, each with its SSCC-18. They are made once, when the
 * shipment is saved (or, for a shipment saved before cartons were kept, when its first ASN is
 * built), and read back after that, so an ASN sent again names the same labels. A unit's serial is
 * its bulk_cartons id under the company's GS1 prefix; pallets use extension digit 1, cartons 0.
 */
export async function makeCartons(
  repo: ShipmentsRepository,
  tx: DbOrTx,
  company: Company,
  shipment: Pick<ShipmentContent, 'id' | 'totalOnShipment'> & {
    lines: readonly { itemId: number; quantity: number; casePack: number | null }[];
  },
): Promise<void> {
  const skuOf = new Map(shipment.lines.map((l) => [l.itemId, l]));
  const pallets = packShipment(
    shipment.lines.map((l) => ({ key: l.itemId, quantity: l.quantity, casePack: l.casePack })),
    shipment.totalOnShipment,
  );
  const count = pallets.length + pallets.reduce((n, p) => n + p.length, 0);
  if (count === 0) return;
  const ids = await repo.reserveCartonIds(tx, count);
  const prefix = GS1_COMPANY_PREFIX[company];
  const rows: NewCarton[] = [];
  let next = 0;
  for (const pallet of pallets) {
    const palletId = ids[next++]!;
    rows.push({ id: palletId, level: 'pallet', palletId: null, sscc: sscc(prefix, palletId, 1) });
    for (const carton of pallet) {
      const id = ids[next++]!;
      if (!skuOf.has(carton.key)) throw new Error(`carton of an item not on shipment ${shipment.id}`);
      rows.push({
        id,
        level: 'carton',
        palletId,
        sscc: sscc(prefix, id, 0),
        itemId: carton.key,
        quantity: carton.quantity,
      });
    }
  }
  await repo.insertCartons(tx, company, shipment.id, rows);
}

/** The shipment's pallets with their cartons and items, as an 856 carries them; made first if missing. */
export async function shipmentPallets(
  repo: ShipmentsRepository,
  tx: DbOrTx,
  company: Company,
  shipment: ShipmentContent,
): Promise<ShippingPallet[]> {
  let units = await repo.cartons(tx, shipment.id);
  if (units.length === 0) {
    await makeCartons(repo, tx, company, shipment);
    units = await repo.cartons(tx, shipment.id);
  }
  const skuOf = new Map(shipment.lines.map((l) => [l.itemId, l.sku]));
  return units
    .filter((u) => u.level === 'pallet')
    .map((pallet) => ({
      sscc: pallet.sscc,
      cartons: units
        .filter((u) => u.level === 'carton' && u.palletId === pallet.id)
        .map((c) => ({
          sscc: c.sscc,
          lines: [{ sku: skuOf.get(c.itemId ?? -1) ?? '', quantity: c.quantity ?? 0 }],
        })),
    }));
}
