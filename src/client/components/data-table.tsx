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
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ColumnScroller } from './column-scroller';
import { ALL_ROWS, DataTablePager, type PageSize } from './data-table-pager';
import './data-table.css';

export { ALL_ROWS } from './data-table-pager';

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
  /**
   * Virtual rows: only the rows in view (and a few around them) are in the DOM, so a page of
   * thousands scrolls smoothly. The page sizes gain "All" (ALL_ROWS). rowHeight is the estimate.
   */
  virtual?: { rowHeight?: number };
  /** The first page size; 25 unless given (ALL_ROWS needs `virtual`). */
  initialPageSize?: PageSize;
  /** Opens a row (click, or Enter on a focused row) when the table has no selection. */
  onRowClick?: (row: T) => void;
};

const DEFAULT_ROW_HEIGHT = 41;
/** A row on a coarse pointer (a finger): the 48 px touch target of data-table.css. */
const TOUCH_ROW_HEIGHT = 48;
const coarsePointer = () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
/** An "All" page is one page however many rows there are. */
const pageSizeOf = (size: PageSize) => (size === ALL_ROWS ? Number.MAX_SAFE_INTEGER : size);

/**
 * The one data table (ARCHITECTURE section 9): sortable headers, row selection by checkbox, and
 * page sizes 25/50/100 that really change the page. Touch first on a coarse pointer (48 px rows,
 * checkbox, header and link targets: data-table.css); columns wider than the pane are reached with
 * the column bar, which stays in view at the bottom of the screen (ColumnScroller).
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
  const virtual = props.virtual !== undefined;
  const [pageSize, setPageSize] = useState<PageSize>(
    props.initialPageSize === ALL_ROWS && !virtual ? 25 : (props.initialPageSize ?? 25),
  );
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: pageSizeOf(pageSize) });
  const scrollRef = useRef<HTMLDivElement>(null);
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
  const columnCount = columns.length + (selection === 'none' ? 0 : 1);

  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () =>
      coarsePointer()
        ? Math.max(TOUCH_ROW_HEIGHT, props.virtual?.rowHeight ?? 0)
        : (props.virtual?.rowHeight ?? DEFAULT_ROW_HEIGHT),
    overscan: 12,
  });
  const windowed = virtual ? virtualizer.getVirtualItems() : [];
  const shown = virtual ? windowed.flatMap((item) => rows[item.index] ?? []) : rows;
  const padTop = windowed[0]?.start ?? 0;
  const padBottom = virtual ? virtualizer.getTotalSize() - (windowed.at(-1)?.end ?? 0) : 0;

  // A new page or page size starts at its top.
  useEffect(() => {
    if (virtual) scrollRef.current?.scrollTo({ top: 0 });
  }, [virtual, pagination.pageIndex, pagination.pageSize, data]);

  const openRow =
    selection === 'none' && props.onRowClick
      ? (row: T) => (e: KeyboardEvent<HTMLTableRowElement>) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            props.onRowClick?.(row);
          }
        }
      : undefined;

  return (
    <div className={virtual ? 'data-table data-table--virtual' : 'data-table'}>
      <div
        className="data-table__scroll"
        ref={scrollRef}
        // The virtual table is its own scrolling region: focusable so the keyboard scrolls it.
        tabIndex={virtual ? 0 : undefined}
        role={virtual ? 'region' : undefined}
        aria-label={virtual ? `${label}, scrollable` : undefined}
      >
        <table
          aria-label={label}
          aria-busy={props.loading ? true : undefined}
          aria-rowcount={virtual ? data.length + 1 : undefined}
        >
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={virtual ? 1 : undefined}>
                {selection !== 'none' && (
                  <th className="data-table__select">
                    {selection === 'multi' ? (
                      <label className="data-table__check">
                        <input
                          type="checkbox"
                          aria-label="Select all rows on this page"
                          checked={table.getIsAllPageRowsSelected()}
                          onChange={table.getToggleAllPageRowsSelectedHandler()}
                        />
                      </label>
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
                <td colSpan={columnCount} className="data-table__empty">
                  {props.loading ? 'Loading…' : (props.emptyText ?? 'Nothing to show.')}
                </td>
              </tr>
            )}
            {padTop > 0 && (
              <tr className="data-table__spacer" aria-hidden="true">
                <td colSpan={columnCount} style={{ height: padTop }} />
              </tr>
            )}
            {shown.map((row, i) => (
              <tr
                key={row.id}
                data-index={virtual ? windowed[i]?.index : undefined}
                aria-rowindex={virtual ? first + (windowed[i]?.index ?? 0) + 1 : undefined}
                tabIndex={openRow ? 0 : undefined}
                className={
                  [
                    row.getIsSelected() ? 'is-selected' : '',
                    openRow ? 'is-clickable' : '',
                    rowClassName?.(row.original) ?? '',
                  ]
                    .join(' ')
                    .trim() || undefined
                }
                onClick={
                  selection === 'none'
                    ? props.onRowClick && (() => props.onRowClick?.(row.original))
                    : () => row.toggleSelected(selection === 'multi' ? undefined : !row.getIsSelected())
                }
                onKeyDown={openRow?.(row.original)}
              >
                {selection !== 'none' && (
                  <td className="data-table__select" onClick={(e) => e.stopPropagation()}>
                    {/* The label is the checkbox's hit area: the whole cell on a touch screen. */}
                    <label className="data-table__check">
                      <input
                        type="checkbox"
                        aria-label={rowLabel ? `Select ${rowLabel(row.original)}` : `Select row ${row.id}`}
                        checked={row.getIsSelected()}
                        onChange={row.getToggleSelectedHandler()}
                      />
                    </label>
                  </td>
                )}
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))}
            {padBottom > 0 && (
              <tr className="data-table__spacer" aria-hidden="true">
                <td colSpan={columnCount} style={{ height: padBottom }} />
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <ColumnScroller scrollRef={scrollRef} label={label} />
      <DataTablePager
        pageSize={pageSize}
        offerAll={!!virtual}
        onPageSize={(size) => {
          setPageSize(size);
          setPagination({ pageIndex: 0, pageSize: pageSizeOf(size) });
        }}
        first={first}
        last={last}
        total={data.length}
        onPrevious={table.getCanPreviousPage() ? () => table.previousPage() : undefined}
        onNext={table.getCanNextPage() ? () => table.nextPage() : undefined}
      />
    </div>
  );
}
