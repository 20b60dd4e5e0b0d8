import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import type { EmployeeTime } from '@shared/api/labour/employee-times';
import { COMPANY_WAREHOUSES, displayName, WAREHOUSE_CODES } from '@shared/domain/identity/companies';
import {
  EMPLOYEE_TIMES_MESSAGES as M,
  employeeTimesRangeProblem,
  employeeTimesSearchReady,
  hoursText,
} from '@shared/domain/labour/employee-times';
import { DataTable } from '@client/components/data-table';
import { IonSelect, IonSelectOption } from '@client/components/ionic/select';
import { IonNote } from '@client/components/ionic/list';
import { PageLayout } from '@client/components/page-layout';
import { SearchFormActions, SearchFormStatus } from '@client/components/search-form-actions';
import { TextField } from '@client/components/text-field';
import { errorMessage } from '@client/lib/api-error';
import { useSelection } from '@client/lib/use-session';
import { useEmployeeTimes } from '../api/employee-times';

const COLUMNS: ColumnDef<EmployeeTime, unknown>[] = [
  { accessorKey: 'worker_name', header: 'Worker' },
  { accessorKey: 'warehouse', header: 'Warehouse' },
  { id: 'group', header: 'Group', accessorFn: (t) => t.group ?? '' },
  { accessorKey: 'worked_time', header: 'Worked (h)', cell: (info) => hoursText(info.getValue() as number) },
  { accessorKey: 'break_time', header: 'Break (h)', cell: (info) => hoursText(info.getValue() as number) },
];

/**
 * Employee Times (D3 2.12, 5): start date, end date and warehouse; Search stays disabled until all
 * three are set. One row per worker: worked and break hours over the days.
 */
export function EmployeeTimesPage() {
  const selection = useSelection();
  const choices = selection
    ? COMPANY_WAREHOUSES[selection.company].map((w) => ({ code: WAREHOUSE_CODES[w], name: displayName(w) }))
    : [];
  const preset = selection && selection.warehouse !== 'all' ? WAREHOUSE_CODES[selection.warehouse] : '';
  const [filters, setFilters] = useState({ start_date: '', end_date: '', warehouse: preset });
  const [problem, setProblem] = useState<string | null>(null);
  const search = useEmployeeTimes();
  const ready = employeeTimesSearchReady(filters);

  const set = (key: keyof typeof filters) => (value: string) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setProblem(null);
  };

  const submit = () => {
    if (!ready) return;
    const why = employeeTimesRangeProblem(filters.start_date, filters.end_date);
    setProblem(why);
    if (!why) search.mutate(filters);
  };

  return (
    <PageLayout title="Employee Times">
      <form
        aria-label="Employee times search"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="search-form__filters">
          <TextField
            label="Start date"
            type="date"
            value={filters.start_date}
            onChange={set('start_date')}
            required
          />
          <TextField
            label="End date"
            type="date"
            value={filters.end_date}
            onChange={set('end_date')}
            required
          />
          <IonSelect
            label="Warehouse"
            labelPlacement="stacked"
            fill="outline"
            interface="popover"
            value={filters.warehouse}
            onIonChange={(e) => set('warehouse')(String(e.detail.value ?? ''))}
          >
            {choices.map(({ code, name }) => (
              <IonSelectOption key={code} value={code}>
                {`${code} (${name})`}
              </IonSelectOption>
            ))}
          </IonSelect>
        </div>
        <SearchFormActions
          pending={search.isPending || !ready}
          onClear={() => {
            setFilters({ start_date: '', end_date: '', warehouse: '' });
            setProblem(null);
            search.reset();
          }}
          onExport={null}
        />
        {!ready && <IonNote>{M.needFilters}</IonNote>}
        <SearchFormStatus
          pending={search.isPending}
          message={problem ?? (search.isError ? `${M.failed} ${errorMessage(search.error)}` : null)}
        />
      </form>
      <DataTable
        label="Employee times"
        data={search.data ?? []}
        columns={COLUMNS}
        getRowId={(t) => String(t.worker_id)}
        initialSort={[{ id: 'worker_name', desc: false }]}
        loading={search.isPending}
        emptyText={search.data ? 'No times in these days.' : 'Search to list employee times.'}
      />
    </PageLayout>
  );
}
