import type { ColumnDef } from '@tanstack/react-table';
import type { TransferOrderLine } from '@shared/api/tpl/transfer-orders';
import { DataTable } from '@client/components/data-table';

const COLUMNS: ColumnDef<TransferOrderLine, unknown>[] = [
  { id: 'ShipmentNbr', header: 'ShipmentNbr', accessorFn: (l) => l.ShipmentNbr ?? '' },
  { accessorKey: 'Sku', header: 'Sku' },
  { id: 'Description', header: 'Description', accessorFn: (l) => l.Description ?? '', enableSorting: false },
  { accessorKey: 'OrderedQty', header: 'OrderedQty' },
  { accessorKey: 'QtyShipped', header: 'Qty shipped' },
];

/** The lines of a transfer order as D3 3 lists them. */
export function TransferOrderLines({ lines, label }: { lines: readonly TransferOrderLine[]; label: string }) {
  return (
    <DataTable
      label={label}
      data={lines}
      columns={COLUMNS}
      getRowId={(l) => String(l.LineNbr)}
      emptyText="The transfer order has no lines."
    />
  );
}
