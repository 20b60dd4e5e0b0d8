import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SearchOrder } from '@shared/api/dropship/order-search';
import {
  EMPTY_FILTERS,
  ORDER_SEARCH_LIMIT,
  filterProblem,
  noFilters,
  normaliseFilters,
} from '@shared/domain/dropship/order-search';
import { PageLayout } from '@client/components/page-layout';
import { SearchFormActions, SearchFormStatus } from '@client/components/search-form-actions';
import { errorMessage } from '@client/lib/api-error';
import { useSearchForm } from '@client/lib/use-search-form';
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
  const form = useSearchForm({
    empty: EMPTY_FILTERS,
    values: normaliseFilters,
    problem: filterProblem,
    search: (values) => search.mutate(values),
  });
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

  const closeDrawer = () => {
    setClicked(null);
    forgetLink();
  };

  const orders: SearchOrder[] = search.data ?? [];
  const failure = search.isError ? `Failed to search orders: ${errorMessage(search.error)}` : null;

  return (
    <PageLayout title="Order Search">
      <form className="order-search" onSubmit={form.onSubmit} aria-label="Order search filters" noValidate>
        <OrderSearchFilters
          filters={form.filters}
          onChange={form.onChange}
          vendors={vendors.data}
          vendorsLoading={vendors.isLoading}
        />
        <SearchFormActions
          pending={search.isPending}
          onClear={form.clear}
          clearDisabled={noFilters(form.filters)}
          onExport={orders.length > 0 ? () => downloadOrdersCsv(orders) : null}
        />
      </form>
      <SearchFormStatus pending={search.isPending} message={form.problem ?? failure} />
      {search.isSuccess && (
        <p className="search-form__summary order-search__summary" role="status">
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
      <OrderDrawer order={open} onClose={closeDrawer} onChanged={form.rerun} />
    </PageLayout>
  );
}
