import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import type { WarrantyOrdersQuery, WarrantyRow } from '@shared/api/warranty/warranty-orders';
import {
  EMPTY_WARRANTY_SEARCH,
  WARRANTY_SEARCH_ROWS,
  noWarrantyFilters,
  warrantySearchProblem,
  warrantySearchQuery,
  type WarrantySearchFilter,
} from '@shared/domain/warranty/search';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { SearchFormActions, SearchFormStatus } from '@client/components/search-form-actions';
import { warrantyRowsQuery } from '@client/components/warranty/api';
import { WarrantyOrderDrawer } from '@client/components/warranty/warranty-drawer';
import { WarrantyTable, exportWarrantyRows } from '@client/components/warranty/warranty-table';
import { errorMessage } from '@client/lib/api-error';
import { WarrantySearchFilters } from '../components/warranty-search-filters';

/** The toast of a failed search (D3 section 8). */
const FAILED = 'Failed to Search!';

/**
 * Warranty Order Search (D3 2.5): the filters, Search, Clear All Filters and Export
 * ('{m.d.yy} WarrantyOrderSearchExport.csv'); up to 1,000 item rows ordered by order_date, cancelled
 * orders red; a row opens the warranty detail drawer.
 */
export function WarrantySearchPage() {
  const [filters, setFilters] = useState(EMPTY_WARRANTY_SEARCH);
  const [problem, setProblem] = useState<string | null>(null);
  const [applied, setApplied] = useState<WarrantyOrdersQuery | null>(null);
  const [openPo, setOpenPo] = useState<string | null>(null);
  // Up to 1,000 rows per search: kept only while the screen is open and 5 minutes after, not for a
  // day in the device's persisted cache as a reference list is.
  const search = useQuery({
    ...warrantyRowsQuery(applied ?? {}),
    enabled: applied !== null,
    gcTime: 5 * 60_000,
  });
  const notify = useNotifier();

  useEffect(() => {
    if (search.isError) notify.error(FAILED);
  }, [search.isError, search.errorUpdatedAt, notify]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const why = warrantySearchProblem(filters);
    setProblem(why);
    if (why) return;
    const query = warrantySearchQuery(filters);
    if (applied && JSON.stringify(applied) === JSON.stringify(query)) void search.refetch();
    else setApplied(query);
  };

  const onChange = (key: WarrantySearchFilter, value: string) => {
    setFilters((f) => (f[key] === value ? f : { ...f, [key]: value }));
    setProblem(null);
  };

  const rows: WarrantyRow[] = applied ? (search.data ?? []) : [];
  const searched = applied !== null && search.isSuccess;
  const failure = search.isError ? `${FAILED} ${errorMessage(search.error)}` : null;

  return (
    <PageLayout title="Warranty Order Search">
      <form onSubmit={onSubmit} aria-label="Warranty search filters" noValidate>
        <WarrantySearchFilters filters={filters} onChange={onChange} />
        <SearchFormActions
          pending={search.isFetching}
          onClear={() => {
            setFilters(EMPTY_WARRANTY_SEARCH);
            setProblem(null);
          }}
          clearDisabled={noWarrantyFilters(filters)}
          onExport={rows.length > 0 ? () => void exportWarrantyRows('search', rows) : null}
        />
      </form>
      <SearchFormStatus pending={search.isFetching} message={problem ?? failure} />
      {searched && (
        <p className="search-form__summary" role="status">
          {rows.length.toLocaleString('en-US')} warranty {rows.length === 1 ? 'item' : 'items'}
          {rows.length >= WARRANTY_SEARCH_ROWS &&
            ` (the newest ${WARRANTY_SEARCH_ROWS.toLocaleString('en-US')}; narrow the filters to see older orders)`}
        </p>
      )}
      <WarrantyTable
        label="Warranty orders"
        rows={rows}
        loading={search.isFetching && rows.length === 0}
        emptyText={
          search.isError
            ? 'The search failed (see the message above).'
            : searched
              ? 'No warranty orders match these filters.'
              : 'Set filters and press Search.'
        }
        onOpen={(row) => setOpenPo(row.internal_po_number)}
      />
      <WarrantyOrderDrawer po={openPo} onClose={() => setOpenPo(null)} />
    </PageLayout>
  );
}
