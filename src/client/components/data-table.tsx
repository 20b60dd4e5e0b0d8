import { IonButton, IonIcon, IonSelect, IonSelectOption } from '@ionic/react';
import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { chevronBack, chevronForward } from 'ionicons/icons';
import { useEffect, useState } from 'react';

export const PAGE_SIZES = [25, 50, 100] as const;

type Props<T> = {
  data: readonly T[];
  columns: ColumnDef<T, unknown>[];
  getRowId: (row: T) => string;
  /** Accessible name of the table. */
  label: string;
  selection?: 'none' | 'single' | 'multi';
  selected?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
  initialSort?: SortingState;
  rowClassName?: (row: T) => string | undefined;
  /** Names a row for its selection checkbox ("Select tpl"); the row id otherwise. */
  rowLabel?: (row: T) => string;
  emptyText?: string;
  loading?: boolean;
};

/**
 * The one data table (ARCHITECTURE section 9): sortable headers, row selection by checkbox, and
 * page sizes 25/50/100 that really change the page.
 */
export function DataTable<T>(props: Props<T>) {
  const {
    data,
    columns,
    getRowId,
    label,
    selection = 'none',
    onSelectionChange,
    rowClassName,
    rowLabel,
  } = props;
  const [sorting, setSorting] = useState<SortingState>(props.initialSort ?? []);
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: 25 });
  const rowSelection: RowSelectionState = Object.fromEntries((props.selected ?? []).map((id) => [id, true]));

  const table = useReactTable({
    data: data as T[],
    columns,
    getRowId,
    state: { sorting, pagination, rowSelection },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    enableRowSelection: selection !== 'none',
    enableMultiRowSelection: selection === 'multi',
    onRowSelectionChange: (updater) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      onSelectionChange?.(Object.keys(next).filter((id) => next[id]));
    },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    autoResetPageIndex: false,
  });

  // Keep the page in range when the data shrinks (after a delete or a refresh).
  const pageCount = table.getPageCount();
  useEffect(() => {
    if (pagination.pageIndex > 0 && pagination.pageIndex >= pageCount) {
      setPagination((p) => ({ ...p, pageIndex: Math.max(0, pageCount - 1) }));
    }
  }, [pageCount, pagination.pageIndex]);

  const rows = table.getRowModel().rows;
  const first = data.length === 0 ? 0 : pagination.pageIndex * pagination.pageSize + 1;
  const last = Math.min(data.length, (pagination.pageIndex + 1) * pagination.pageSize);

  return (
    <div className="data-table">
      <div className="data-table__scroll">
        <table aria-label={label} aria-busy={props.loading ? true : undefined}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selection !== 'none' && (
                  <th className="data-table__select">
                    {selection === 'multi' ? (
                      <input
                        type="checkbox"
                        aria-label="Select all rows on this page"
                        checked={table.getIsAllPageRowsSelected()}
                        onChange={table.getToggleAllPageRowsSelectedHandler()}
                      />
                    ) : (
                      <span className="visually-hidden">Select</span>
                    )}
                  </th>
                )}
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="data-table__sort"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          {/* A no-break space keeps the arrow beside its label ("Id ▼" wrapped). */}
                          <span aria-hidden="true">
                            {sorted === 'asc' ? '\u00a0▲' : sorted === 'desc' ? '\u00a0▼' : ''}
                          </span>
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={columns.length + (selection === 'none' ? 0 : 1)} className="data-table__empty">
                  {props.loading ? 'Loading…' : (props.emptyText ?? 'Nothing to show.')}
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr
                key={row.id}
                className={
                  [row.getIsSelected() ? 'is-selected' : '', rowClassName?.(row.original) ?? '']
                    .join(' ')
                    .trim() || undefined
                }
                onClick={
                  selection === 'none'
                    ? undefined
                    : () => row.toggleSelected(selection === 'multi' ? undefined : !row.getIsSelected())
                }
              >
                {selection !== 'none' && (
                  <td className="data-table__select" onClick={(e) => e.stopPropagation()}>
                    <input
                      type="checkbox"
                      aria-label={rowLabel ? `Select ${rowLabel(row.original)}` : `Select row ${row.id}`}
                      checked={row.getIsSelected()}
                      onChange={row.getToggleSelectedHandler()}
                    />
                  </td>
                )}
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="data-table__footer">
        <IonSelect
          label="Rows per page"
          interface="popover"
          value={pagination.pageSize}
          onIonChange={(e) => setPagination({ pageIndex: 0, pageSize: Number(e.detail.value) })}
        >
          {PAGE_SIZES.map((size) => (
            <IonSelectOption key={size} value={size}>
              {size}
            </IonSelectOption>
          ))}
        </IonSelect>
        <span className="data-table__range" aria-live="polite">
          {first}–{last} of {data.length}
        </span>
        <IonButton
          fill="clear"
          aria-label="Previous page"
          disabled={!table.getCanPreviousPage()}
          onClick={() => table.previousPage()}
        >
          <IonIcon slot="icon-only" icon={chevronBack} />
        </IonButton>
        <IonButton
          fill="clear"
          aria-label="Next page"
          disabled={!table.getCanNextPage()}
          onClick={() => table.nextPage()}
        >
          <IonIcon slot="icon-only" icon={chevronForward} />
        </IonButton>
      </div>
    </div>
  );
}
