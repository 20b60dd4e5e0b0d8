import { printOutline, searchOutline } from 'ionicons/icons';
import { useMemo, useState } from 'react';
import type { LabelSalesOrder } from '@shared/api/labels/nice-labels';
import { displayName, warehousesFor } from '@shared/domain/identity/companies';
import {
  availableLabelTypes,
  hasUpc,
  LABEL_PRINTING_MESSAGES,
  LABEL_TYPE_NAMES,
  LABEL_TYPES,
  quantitiesProblem,
  SEARCH_TYPE_LABELS,
  SEARCH_TYPES,
  searchProblem,
  type LabelType,
  type SearchType,
} from '@shared/domain/labels/label-printing';
import { DataTable } from '@client/components/data-table';
import { FailedLine, FormError } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonCheckbox } from '@client/components/ionic/checkbox';
import { IonIcon } from '@client/components/ionic/icon';
import { IonNote } from '@client/components/ionic/list';
import { IonSelect, IonSelectOption } from '@client/components/ionic/select';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { TextField } from '@client/components/text-field';
import { ApiRequestError, errorMessage } from '@client/lib/api-error';
import { useSelection, useSession } from '@client/lib/use-session';
import { usePrinters, usePrintLabels, useSearchLabels } from '../api/labels';
import { labelItemColumns } from '../components/label-item-columns';
import { PrintJobs } from '../components/print-jobs';
import { PrintersAdmin } from '../components/printers-admin';
import './nice-labels.css';

const NO_LABELS: Record<LabelType, boolean> = { hangTag: false, asin: false, chewy: false };

/**
 * Label Printing (D3 2.18): find the items of a SKU or a sales order, choose the label types the
 * warehouse's printers allow, adjust quantities and print. Rows without a UPC are red and never
 * printed. The jobs below show what was sent, with Reprint; admins also set the printers.
 */
export function NiceLabelsPage() {
  const session = useSession();
  const selection = useSelection();
  const notify = useNotifier();
  const printers = usePrinters();
  const search = useSearchLabels();
  const print = usePrintLabels();
  const isAdmin = session?.user.scopes.includes('admin') ?? false;

  const warehouses = useMemo(
    () => (selection ? warehousesFor(selection.company, session?.user.warehouses ?? []) : []),
    [selection, session],
  );
  const [searchType, setSearchType] = useState<SearchType | ''>('');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [order, setOrder] = useState<LabelSalesOrder | null>(null);
  const [qty, setQtyState] = useState<Record<string, string>>({});
  const [chosen, setChosen] = useState<Record<LabelType, boolean>>(NO_LABELS);
  const [pickedWarehouse, setWarehouse] = useState<string>('');

  const printerList = useMemo(() => printers.data ?? [], [printers.data]);
  const warehouse =
    pickedWarehouse ||
    (selection && selection.warehouse !== 'all' ? selection.warehouse : '') ||
    warehouses.find((w) => printerList.some((p) => p.warehouse === w)) ||
    warehouses[0] ||
    '';
  const hangTagPrinter = printerList.find((p) => p.warehouse === warehouse && p.role === 'hang_tag') ?? null;
  const asinPrinter = printerList.find((p) => p.warehouse === warehouse && p.role === 'asin') ?? null;
  const rows = useMemo(() => order?.items ?? [], [order]);
  const available = availableLabelTypes({
    hangTagPrinter: hangTagPrinter?.name ?? null,
    asinPrinter: asinPrinter?.name ?? null,
    company: order?.company ?? null,
    items: rows,
  });
  const printable = rows.filter(hasUpc);

  const setQty = (sku: string, next: string) => setQtyState((current) => ({ ...current, [sku]: next }));
  const tableColumns = useMemo(() => labelItemColumns(qty, setQty), [qty]);

  const runSearch = () => {
    const invalid = searchProblem(searchType, value);
    setProblem(invalid);
    if (invalid || !searchType) return;
    search.mutate(
      { type: searchType, value: value.trim() },
      {
        onSuccess: (found) => {
          setOrder(found);
          setQtyState(Object.fromEntries(found.items.map((i) => [i.sku, String(Math.max(1, i.qty))])));
          setChosen(NO_LABELS);
        },
        onError: (error) => {
          setOrder(null);
          const notFound = error instanceof ApiRequestError && error.status === 404;
          if (notFound) setProblem(errorMessage(error));
          else
            notify.error(
              searchType === 'salesOrder'
                ? LABEL_PRINTING_MESSAGES.salesOrderFailed
                : LABEL_PRINTING_MESSAGES.hangTagFailed,
            );
        },
      },
    );
  };

  const runPrint = () => {
    if (!order) return;
    const types = LABEL_TYPES.filter((t) => chosen[t] && available[t]);
    const items = printable.map((i) => ({ sku: i.sku, qty: qty[i.sku] ?? '' }));
    const invalid =
      (types.length === 0 ? LABEL_PRINTING_MESSAGES.labelType : null) ??
      quantitiesProblem(items) ??
      (items.length === 0 ? LABEL_PRINTING_MESSAGES.noPrintableItems : null);
    setProblem(invalid);
    if (invalid) return;
    print.mutate(
      {
        printHangTags: types.includes('hangTag'),
        printAsinLabels: types.includes('asin'),
        printChewyLabels: types.includes('chewy'),
        hangTagPrinter: types.includes('hangTag') ? (hangTagPrinter?.name ?? null) : null,
        asinPrinter: types.includes('asin') || types.includes('chewy') ? (asinPrinter?.name ?? null) : null,
        salesOrderNumber: order.salesOrderNumber || null,
        company: order.company,
        warehouse,
        items: printable.map((i) => ({
          sku: i.sku,
          qty: qty[i.sku] ?? '',
          upc: i.upc,
          asin: i.asin,
          size: i.size,
          color: i.color,
          pretagged: i.pretagged,
        })),
      },
      {
        onSuccess: (result) => notify.success(result.message),
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 400) setProblem(errorMessage(error));
          // The server's sentence: the spec's for Loftware, the printer and its reason for a direct one.
          else if (error instanceof ApiRequestError && error.status === 502)
            notify.error(errorMessage(error));
          else notify.error(LABEL_PRINTING_MESSAGES.printFailed);
        },
      },
    );
  };

  return (
    <PageLayout title="Label Printing">
      <form
        className="toolbar-row nice-labels__search"
        aria-label="Search items to label"
        onSubmit={(e) => {
          e.preventDefault();
          runSearch();
        }}
      >
        <IonSelect
          label="Search Type"
          labelPlacement="stacked"
          fill="outline"
          interface="popover"
          placeholder="Select"
          value={searchType}
          onIonChange={(e) => {
            setSearchType(String(e.detail.value ?? '') as SearchType | '');
            setProblem(null);
          }}
        >
          {SEARCH_TYPES.map((type) => (
            <IonSelectOption key={type} value={type}>
              {SEARCH_TYPE_LABELS[type]}
            </IonSelectOption>
          ))}
        </IonSelect>
        <TextField
          label="SKU or Sales Order Number"
          value={value}
          onChange={(next) => {
            setValue(next);
            setProblem(null);
          }}
          autocapitalize="characters"
          enterkeyhint="search"
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              runSearch();
            }
          }}
        />
        <IonButton type="submit" disabled={search.isPending}>
          <IonIcon slot="start" icon={searchOutline} aria-hidden="true" />
          Search
        </IonButton>
      </form>
      <FormError message={problem} />
      <FailedLine prefix="Failed to get the printers" query={printers} />

      {order && (
        <section className="nice-labels__results" aria-label="Items to label">
          {order.salesOrderNumber && (
            <p className="nice-labels__order">
              Sales order <strong>{order.salesOrderNumber}</strong>
              {order.company && <> · {order.company}</>}
              {order.external_po_number && <> · PO {order.external_po_number}</>}
            </p>
          )}
          <DataTable
            label="Items"
            data={rows}
            columns={tableColumns}
            getRowId={(r) => r.sku}
            rowClassName={(r) => (hasUpc(r) ? undefined : 'nice-labels__row--no-upc')}
            emptyText="The order has no lines."
          />
          <div className="nice-labels__print">
            <IonSelect
              label="Print from warehouse"
              labelPlacement="stacked"
              fill="outline"
              interface="popover"
              value={warehouse}
              onIonChange={(e) => setWarehouse(String(e.detail.value ?? ''))}
            >
              {warehouses.map((w) => (
                <IonSelectOption key={w} value={w}>
                  {displayName(w)}
                </IonSelectOption>
              ))}
            </IonSelect>
            <fieldset className="nice-labels__types">
              <legend>Labels to print</legend>
              {LABEL_TYPES.map((type) => (
                <IonCheckbox
                  key={type}
                  labelPlacement="end"
                  justify="start"
                  disabled={!available[type]}
                  checked={chosen[type] && available[type]}
                  onIonChange={(e) => {
                    setChosen((current) => ({ ...current, [type]: e.detail.checked }));
                    setProblem(null);
                  }}
                >
                  {LABEL_TYPE_NAMES[type]}
                </IonCheckbox>
              ))}
            </fieldset>
            <IonNote className="nice-labels__printers">
              Hang tag printer: {hangTagPrinter?.name ?? 'none'} · ASIN printer: {asinPrinter?.name ?? 'none'}
              {!available.asin && asinPrinter && ' · ASIN labels need an Amazon order or description'}
              {!available.chewy && asinPrinter && ' · Chewy labels need a Chewy order or description'}
            </IonNote>
            <IonButton onClick={runPrint} disabled={print.isPending}>
              <IonIcon slot="start" icon={printOutline} aria-hidden="true" />
              Print
            </IonButton>
          </div>
          <IonNote>
            {printable.length} of {rows.length} {rows.length === 1 ? 'item has' : 'items have'} a UPC and will
            be printed.
          </IonNote>
        </section>
      )}

      <PrintJobs />
      {isAdmin && <PrintersAdmin warehouses={warehouses} />}
    </PageLayout>
  );
}
