import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import type { BuildRow } from '@shared/api/labour/build-search';
import {
  BUILD_SEARCH_LIMIT,
  BUILD_SEARCH_MESSAGES as M,
  searchRangeProblem,
} from '@shared/domain/labour/build-search';
import { DataTable } from '@client/components/data-table';
import { PageLayout } from '@client/components/page-layout';
import { SearchFormActions, SearchFormStatus } from '@client/components/search-form-actions';
import { TextField } from '@client/components/text-field';
import { errorMessage } from '@client/lib/api-error';
import { useBuildSearch } from '../api/builds';

const dateTime = (iso: string) => new Date(iso).toLocaleString();

const COLUMNS: ColumnDef<BuildRow, unknown>[] = [
  { accessorKey: 'id', header: 'Id' },
  { accessorKey: 'order_number', header: 'Order Number' },
  { id: 'customer', header: 'Customer', accessorFn: (b) => b.customer ?? '' },
  { accessorKey: 'sku', header: 'SKU' },
  { accessorKey: 'quantity', header: 'Quantity' },
  { accessorKey: 'build_date', header: 'Build Date', cell: (info) => dateTime(info.getValue() as string) },
  { id: 'worker', header: 'Worker', accessorFn: (b) => b.worker ?? '' },
  { id: 'group_number', header: 'Group', accessorFn: (b) => b.group_number ?? '' },
  { accessorKey: 'warehouse', header: 'Warehouse' },
  { id: 'reported', header: 'Reported', accessorFn: (b) => (b.reported ? 'Yes' : 'No') },
];

const EMPTY = { start_date: '', end_date: '', order_number: '' };

/** Build Search (D3 2.11): start date, end date and order number (all optional); the builds found. */
export function BuildSearchPage() {
  const [filters, setFilters] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const search = useBuildSearch();

  const set = (key: keyof typeof EMPTY) => (value: string) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setProblem(null);
  };

  const submit = () => {
    const query = Object.fromEntries(
      Object.entries(filters)
        .map(([k, v]) => [k, v.trim()])
        .filter(([, v]) => v !== ''),
    ) as Partial<typeof EMPTY>;
    const why = searchRangeProblem(query.start_date, query.end_date);
    setProblem(why);
    if (!why) search.mutate(query);
  };

  const found = search.data;
  return (
    <PageLayout title="Build Search">
      <form
        aria-label="Build search"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="search-form__filters">
          <TextField label="Start date" type="date" value={filters.start_date} onChange={set('start_date')} />
          <TextField label="End date" type="date" value={filters.end_date} onChange={set('end_date')} />
          <TextField label="Order number" value={filters.order_number} onChange={set('order_number')} />
        </div>
        <SearchFormActions
          pending={search.isPending}
          onClear={() => {
            setFilters(EMPTY);
            setProblem(null);
            search.reset();
          }}
          onExport={null}
        />
        <SearchFormStatus
          pending={search.isPending}
          message={problem ?? (search.isError ? `${M.failed} ${errorMessage(search.error)}` : null)}
        />
      </form>
      {found && (
        <p className="search-form__summary" role="status">
          {found.more
            ? `Showing the newest ${BUILD_SEARCH_LIMIT} builds; narrow the search to see the rest.`
            : `${found.builds.length} ${found.builds.length === 1 ? 'build' : 'builds'} found.`}
        </p>
      )}
      <DataTable
        label="Builds"
        data={found?.builds ?? []}
        columns={COLUMNS}
        getRowId={(b) => String(b.id)}
        loading={search.isPending}
        emptyText={found ? 'No builds match.' : 'Search to list builds.'}
      />
    </PageLayout>
  );
}
