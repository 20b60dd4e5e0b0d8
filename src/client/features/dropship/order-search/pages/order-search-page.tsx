import { downloadOutline, refreshOutline, searchOutline } from 'ionicons/icons';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SearchOrder } from '@shared/api/dropship/order-search';
import {
  EMPTY_FILTERS,
  ORDER_SEARCH_LIMIT,
  filterProblem,
  noFilters,
  normaliseFilters,
  type OrderSearchFilterKey,
  type OrderSearchFilterText,
  type OrderSearchFilterValues,
} from '@shared/domain/dropship/order-search';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { IonProgressBar } from '@client/components/ionic/progress-bar';
import { FormError } from '@client/components/form-error';
import { PageLayout } from '@client/components/page-layout';
import { errorMessage } from '@client/lib/api-error';
import { useReferenceData } from '@client/offline/reference-data';
import { useOrderSearch } from '../api/order-search';
import { OrderDrawer } from '../components/order-drawer';
import { OrderSearchFilters } from '../components/order-search-filters';
import { OrderSearchResults } from '../components/order-search-results';
import { downloadOrdersCsv } from '../lib/export-orders';
import './order-search-page.css';

type OpenOrder = { internal_po_number: string; vendor_name: string };

/**
 * Order Search (D1 section 2): filters, Search, Clear All Filters and Export; the newest 8,000
 * orders in a virtual table; a row (or a link `?po=&vendor=`) opens the order drawer.
 */
export function OrderSearchPage() {
  const vendors = useReferenceData('dropship-vendors');
  const search = useOrderSearch();
  const [filters, setFilters] = useState<OrderSearchFilterText>(EMPTY_FILTERS);
  const [problem, setProblem] = useState<string | null>(null);
  const [lastSearch, setLastSearch] = useState<OrderSearchFilterValues | null>(null);
  const [clicked, setClicked] = useState<OpenOrder | null>(null);
  const [params, setParams] = useSearchParams();

  // A link to one order (`?po=&vendor=`) opens its drawer at once; a clicked row takes over.
  const linkedPo = params.get('po');
  const linkedVendor = params.get('vendor');
  const linked =
    linkedPo && linkedVendor ? { internal_po_number: linkedPo, vendor_name: linkedVendor } : null;
  const open = clicked ?? linked;
  const forgetLink = () => {
    if (params.has('po') || params.has('vendor')) setParams({}, { replace: true });
  };

  const run = (values: OrderSearchFilterValues) => {
    setLastSearch(values);
    search.mutate(values);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const values = normaliseFilters(filters);
    const why = filterProblem(values);
    setProblem(why);
    if (why) return;
    // Show the ERP number as it is searched.
    setFilters((f) => ({ ...f, acu_order_num: values.acu_order_num ?? '' }));
    run(values);
  };

  const onChange = (key: OrderSearchFilterKey, value: string) => {
    setFilters((f) => (f[key] === value ? f : { ...f, [key]: value }));
    setProblem(null);
  };

  const closeDrawer = () => {
    setClicked(null);
    forgetLink();
  };

  const orders: SearchOrder[] = search.data ?? [];
  const failure = search.isError ? `Failed to search orders: ${errorMessage(search.error)}` : null;

  return (
    <PageLayout title="Order Search">
      <form className="order-search" onSubmit={onSubmit} aria-label="Order search filters" noValidate>
        <OrderSearchFilters
          filters={filters}
          onChange={onChange}
          vendors={vendors.data}
          vendorsLoading={vendors.isLoading}
        />
        <div className="toolbar-row order-search__actions">
          <IonButton type="submit" disabled={search.isPending}>
            <IonIcon slot="start" icon={searchOutline} aria-hidden="true" />
            Search
          </IonButton>
          <IonButton
            fill="outline"
            disabled={noFilters(filters)}
            onClick={() => {
              setFilters(EMPTY_FILTERS);
              setProblem(null);
            }}
          >
            <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
            Clear All Filters
          </IonButton>
          {orders.length > 0 && (
            <IonButton fill="outline" onClick={() => downloadOrdersCsv(orders)}>
              <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
              Export
            </IonButton>
          )}
        </div>
      </form>
      <div className="order-search__progress">
        {search.isPending && <IonProgressBar type="indeterminate" aria-label="Searching orders" />}
      </div>
      <FormError message={problem ?? failure} />
      {search.isSuccess && (
        <p className="order-search__summary" role="status">
          {orders.length.toLocaleString('en-US')} {orders.length === 1 ? 'order' : 'orders'}
          {orders.length >= ORDER_SEARCH_LIMIT &&
            ` (the newest ${ORDER_SEARCH_LIMIT.toLocaleString('en-US')}; narrow the filters to see older orders)`}
        </p>
      )}
      <OrderSearchResults
        orders={orders}
        loading={search.isPending}
        searched={search.isSuccess}
        failed={search.isError}
        openPo={open?.internal_po_number ?? null}
        onOpen={(o) => {
          setClicked({ internal_po_number: o.internal_po_number, vendor_name: o.vendor_name });
          forgetLink();
        }}
      />
      <OrderDrawer
        order={open}
        onClose={closeDrawer}
        onChanged={() => {
          if (lastSearch) run(lastSearch);
        }}
      />
    </PageLayout>
  );
}
