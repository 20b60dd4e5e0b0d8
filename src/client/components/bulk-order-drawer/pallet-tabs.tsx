import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import type { BulkOrderDetail, BulkOrderItem, BulkOrderShipment } from '@shared/api/bulk/bulk-orders';
import { isLatePallet, reshippedLabel, statusName } from '@shared/domain/bulk/orders-table';
import { displayName } from '@shared/domain/identity/companies';
import { DataTable } from '@client/components/data-table';
import { DetailList } from '@client/components/detail-list';
import { IonChip } from '@client/components/ionic/chip';
import { IonLabel } from '@client/components/ionic/list';
import { IonSegment, IonSegmentButton } from '@client/components/ionic/segment';

type PalletLine = BulkOrderShipment['items'][number];
const PALLET_COLUMNS: ColumnDef<PalletLine, unknown>[] = [
  { accessorKey: 'internal_sku', header: 'SKU' },
  { id: 'description', header: 'Description', accessorFn: (l) => l.description ?? '' },
  { accessorKey: 'quantity', header: 'Quantity' },
];

const ITEM_COLUMNS: ColumnDef<BulkOrderItem, unknown>[] = [
  { accessorKey: 'internal_sku', header: 'SKU' },
  { id: 'description', header: 'Description', accessorFn: (i) => i.description ?? '' },
  { accessorKey: 'quantity', header: 'Quantity' },
  { id: 'decision', header: 'Decision', accessorFn: (i) => i.decision ?? '' },
  { id: 'status', header: 'Status', accessorFn: (i) => statusName(i.order_status) },
];

const orNone = (value: string | null) => value ?? '';

function Pallet({ pallet, index, now }: { pallet: BulkOrderShipment; index: number; now: Date }) {
  const late = isLatePallet(pallet, now);
  return (
    <section aria-label={`Pallet ${index + 1}`} className="bulk-drawer__pallet">
      {late ? (
        <IonChip color="danger" className="bulk-drawer__late">
          Late: shipped {pallet.ship_date}, more than 5 days ago
        </IonChip>
      ) : null}
      <DetailList
        className="bulk-drawer__fields"
        items={[
          ['Carrier', orNone(pallet.carrier)],
          ['PRO Number', orNone(pallet.pro_number)],
          ['Truck Number', orNone(pallet.truck_number)],
          ['Acumatica Shipment', orNone(pallet.acu_ship_num)],
          ['Acumatica Status', statusName(pallet.acumatica_status)],
          ['Status', statusName(pallet.shipment_status)],
          ['Warehouse', pallet.warehouse ? displayName(pallet.warehouse) : ''],
          ['Total Quantity', String(pallet.total_quantity)],
          ['Ship Date', orNone(pallet.ship_date)],
          ['Reshipped', reshippedLabel(pallet.reshipped_date)],
        ]}
      />
      <DataTable
        label={`Items on pallet ${index + 1}`}
        data={pallet.items}
        columns={PALLET_COLUMNS}
        getRowId={(l) => l.internal_sku}
        emptyText="No items on this pallet."
      />
    </section>
  );
}

/** A Pallet N tab per shipment (D2 "Bulk order drawer"); the order's items when it has none yet. */
export function PalletTabs({ order }: { order: BulkOrderDetail }) {
  const [tab, setTab] = useState<number | null>(null);
  const pallets = order.shipments;
  if (pallets.length === 0) {
    return (
      <>
        <p className="bulk-drawer__empty">No pallets yet: the order has no shipment.</p>
        <DataTable label="Items" data={order.items} columns={ITEM_COLUMNS} getRowId={(i) => String(i.id)} />
      </>
    );
  }
  const current = pallets.find((p) => p.id === tab) ?? pallets[0]!;
  const index = pallets.indexOf(current);
  return (
    <>
      <IonSegment
        value={String(current.id)}
        onIonChange={(e) => setTab(Number(e.detail.value))}
        aria-label="Pallets"
        scrollable
      >
        {pallets.map((p, i) => (
          <IonSegmentButton key={p.id} value={String(p.id)}>
            <IonLabel>Pallet {i + 1}</IonLabel>
          </IonSegmentButton>
        ))}
      </IonSegment>
      <Pallet key={current.id} pallet={current} index={index} now={new Date()} />
    </>
  );
}
