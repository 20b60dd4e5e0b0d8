import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import type { TruckPackage } from '@shared/api/labour/build-search';
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
import { useTruckSearch } from '../api/trucks';

const COLUMNS: ColumnDef<TruckPackage, unknown>[] = [
  { accessorKey: 'id', header: 'Id' },
  { accessorKey: 'truck_number', header: 'Truck Number' },
  { accessorKey: 'tracking_number', header: 'Tracking Number' },
  {
    accessorKey: 'date',
    header: 'Date',
    cell: (info) => new Date(info.getValue() as string).toLocaleString(),
  },
];

const EMPTY = { start_date: '', end_date: '', truck_number: '', tracking_number: '' };

/** On Truck Search (D3 2.11): start date, end date, truck and tracking number; the packages on trucks. */
export function OnTruckSearchPage() {
  const [filters, setFilters] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const search = useTruckSearch();

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
    <PageLayout title="On Truck Search">
      <form
        aria-label="On truck search"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="search-form__filters">
          <TextField label="Start date" type="date" value={filters.start_date} onChange={set('start_date')} />
          <TextField label="End date" type="date" value={filters.end_date} onChange={set('end_date')} />
          <TextField label="Truck number" value={filters.truck_number} onChange={set('truck_number')} />
          <TextField
            label="Tracking number"
            value={filters.tracking_number}
            onChange={set('tracking_number')}
          />
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
            ? `Showing the newest ${BUILD_SEARCH_LIMIT} packages; narrow the search to see the rest.`
            : `${found.trucks.length} ${found.trucks.length === 1 ? 'package' : 'packages'} found.`}
        </p>
      )}
      <DataTable
        label="Packages on trucks"
        data={found?.trucks ?? []}
        columns={COLUMNS}
        getRowId={(p) => String(p.id)}
        loading={search.isPending}
        emptyText={found ? 'No packages match.' : 'Search to list packages on trucks.'}
      />
    </PageLayout>
  );
}
