import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { BulkSearchRow } from '@shared/api/bulk/search';
import type { BulkOrderKey } from '@shared/api/bulk/bulk-orders';
import {
  BULK_SEARCH_LIMIT,
  EMPTY_BULK_FILTERS,
  bulkSearchProblem,
  bulkSearchValues,
  groupByPo,
  type BulkSearchOrder,
} from '@shared/domain/bulk/search';
import { BulkOrderDrawer } from '@client/components/bulk-order-drawer/order-drawer';
import { ALL_ROWS, DataTable } from '@client/components/data-table';
import { PageLayout } from '@client/components/page-layout';
import { SearchFormActions, SearchFormStatus } from '@client/components/search-form-actions';
import { errorMessage } from '@client/lib/api-error';
import { useSearchForm } from '@client/lib/use-search-form';
import { useReferenceData } from '@client/offline/reference-data';
import { useBulkSearch } from '../api/search';
import { BulkSearchFilters } from '../components/bulk-search-filters';
import { downloadBulkSearchCsv } from '../lib/export-search';

type Order = BulkSearchOrder<BulkSearchRow>;

// D2 section 2: Vendor, PO Number, Upload Date, Order Date (first 10 characters), Status (humanised).
const COLUMNS: ColumnDef<Order, unknown>[] = [
  { accessorKey: 'vendor_name', header: 'Vendor' },
  { accessorKey: 'internal_po_number', header: 'PO Number' },
  { accessorKey: 'upload_date', header: 'Upload Date' },
  { accessorKey: 'order_date', header: 'Order Date' },
  { accessorKey: 'status', header: 'Status' },
];

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/**
 * Bulk order search (/bulk_search, D2 sections 2, 5, 7, 9): the filters, Search, Clear all filters
 * (which also empties the results) and Export (only with results); up to 5,000 rows, newest upload
 * first, grouped by internal PO into orders; a row opens the bulk order drawer.
 */
export function BulkSearchPage() {
  const vendors = useReferenceData('bulk-vendors');
  const search = useBulkSearch();
  const form = useSearchForm({
    empty: EMPTY_BULK_FILTERS,
    values: bulkSearchValues,
    problem: bulkSearchProblem,
    search: (values) => search.mutate(values),
  });
  const [open, setOpen] = useState<BulkOrderKey | null>(null);

  const rows = useMemo(() => search.data ?? [], [search.data]);
  const orders = useMemo(() => groupByPo(rows), [rows]);

  const clear = () => {
    form.clear();
    form.forget();
    setOpen(null);
    search.reset();
  };

  const failure = search.isError ? `Failed to search orders: ${errorMessage(search.error)}` : null;

  return (
    <PageLayout title="Bulk Order Search">
      <form onSubmit={form.onSubmit} aria-label="Bulk order search filters" noValidate>
        <BulkSearchFilters
          filters={form.filters}
          onChange={form.onChange}
          vendors={vendors.data}
          vendorsLoading={vendors.isLoading}
        />
        <SearchFormActions
          pending={search.isPending}
          onClear={clear}
          onExport={rows.length > 0 ? () => downloadBulkSearchCsv(rows) : null}
        />
      </form>
      <SearchFormStatus pending={search.isPending} message={form.problem ?? failure} />
      {search.isSuccess && (
        <p className="search-form__summary" role="status">
          {plural(orders.length, 'order')} ({plural(rows.length, 'row')})
          {rows.length >= BULK_SEARCH_LIMIT - 100 &&
            `: the newest ${BULK_SEARCH_LIMIT.toLocaleString('en-US')} rows; narrow the filters to see older orders`}
        </p>
      )}
      <DataTable
        label="Bulk orders"
        data={orders}
        columns={COLUMNS}
        getRowId={(o) => o.key}
        virtual={{ rowHeight: 41 }}
        initialPageSize={ALL_ROWS}
        onRowClick={(o) => setOpen({ internal_po_number: o.internal_po_number, vendor_name: o.vendor_name })}
        rowClassName={(o) =>
          o.internal_po_number === open?.internal_po_number && o.vendor_name === open.vendor_name
            ? 'is-selected'
            : undefined
        }
        loading={search.isPending}
        emptyText={
          search.isError
            ? 'The search failed (see the message above).'
            : search.isSuccess
              ? 'No orders match these filters.'
              : 'Set filters and press Search.'
        }
      />
      <BulkOrderDrawer order={open} onClose={() => setOpen(null)} onChanged={form.rerun} />
    </PageLayout>
  );
}
