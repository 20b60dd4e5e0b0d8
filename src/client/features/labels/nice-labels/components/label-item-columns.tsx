import type { ColumnDef } from '@tanstack/react-table';
import type { SalesOrderLabelItem } from '@shared/api/labels/nice-labels';
import { hasUpc, LABEL_PRINTING_MESSAGES, parseLabelQuantity } from '@shared/domain/labels/label-printing';

type Row = SalesOrderLabelItem;

/** The item table of Label Printing: an editable quantity per row, and red rows without a UPC. */
export function labelItemColumns(
  qty: Record<string, string>,
  setQty: (sku: string, value: string) => void,
): ColumnDef<Row, unknown>[] {
  return [
    { accessorKey: 'sku', header: 'SKU' },
    {
      id: 'qty',
      header: 'Quantity',
      enableSorting: false,
      cell: ({ row }) => {
        const sku = row.original.sku;
        const value = qty[sku] ?? '';
        const bad = parseLabelQuantity(value) === null;
        return (
          <span className="nice-labels__qty">
            <input
              className="nice-labels__qty-input"
              inputMode="numeric"
              aria-label={`Quantity for ${sku}`}
              aria-invalid={bad}
              value={value}
              disabled={!hasUpc(row.original)}
              onChange={(e) => setQty(sku, e.target.value)}
            />
            {bad && hasUpc(row.original) && (
              <span className="nice-labels__qty-error">{LABEL_PRINTING_MESSAGES.quantity}</span>
            )}
          </span>
        );
      },
    },
    { id: 'size', header: 'Size', accessorFn: (r) => r.size ?? '' },
    { id: 'color', header: 'Color', accessorFn: (r) => r.color ?? '' },
    {
      id: 'upc',
      header: 'UPC',
      accessorFn: (r) => r.upc ?? '',
      cell: ({ row }) =>
        hasUpc(row.original) ? (
          row.original.upc
        ) : (
          <strong className="nice-labels__no-upc">No UPC: not printed</strong>
        ),
    },
    { id: 'asin', header: 'ASIN', accessorFn: (r) => r.asin ?? '' },
    { id: 'pretagged', header: 'Pretagged', accessorFn: (r) => (r.pretagged ? 'Yes' : 'No') },
  ];
}
