import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import type { BulkInvoice } from '@shared/api/bulk/bulk-invoices';
import { INVOICE_STATUS } from '@shared/domain/bulk/status';
import { invoiceVendorStatusLabel } from '@shared/domain/bulk/invoices';
import { DataTable } from '@client/components/data-table';
import { FailedLine } from '@client/components/form-error';
import { PageLayout } from '@client/components/page-layout';
import { RefreshButton } from '@client/components/refresh-button';
import { useSelection } from '@client/lib/use-session';
import { useDialogs } from '@client/lib/use-dialogs';
import { useBulkInvoices } from '../api/bulk-invoices';
import { InvoiceDrawer } from '../components/invoice-drawer';
import './bulk-invoices.css';

const dollars = (value: string | null) => (value === null ? '' : `$${value}`);

const COLUMNS: ColumnDef<BulkInvoice, unknown>[] = [
  { accessorKey: 'internal_po_number', header: 'PO Number' },
  { accessorKey: 'vendor_name', header: 'Vendor' },
  { id: 'acu_order_num', header: 'Acumatica Order', accessorFn: (i) => i.acu_order_num ?? '' },
  { id: 'acu_invoice_num', header: 'Acumatica Invoice', accessorFn: (i) => i.acu_invoice_num ?? '' },
  { id: 'quantity', header: 'IMS Cost', accessorFn: (i) => dollars(i.quantity) },
  { id: 'invoice_cost', header: 'Acumatica Cost', accessorFn: (i) => dollars(i.invoice_cost) },
  {
    id: 'vendor_status',
    header: 'Vendor Status',
    accessorFn: (i) => invoiceVendorStatusLabel(i.vendor_status),
  },
];

/**
 * Bulk Invoices (/bulk_invoices, D2 section 2): the invoices of bulk orders (IMS cost against
 * Acumatica cost, vendor status 701 Sent, -701 Error, otherwise Not Sent) and an edit drawer
 * opened from a row.
 */
export function BulkInvoicesPage() {
  const company = useSelection()?.company ?? 'furhaven';
  const invoices = useBulkInvoices(company);
  const dialogs = useDialogs<'edit'>();
  const [editing, setEditing] = useState<BulkInvoice | null>(null);

  return (
    <PageLayout title="Bulk Invoices">
      <div className="toolbar-row">
        <RefreshButton onRefresh={invoices.refetch} fetching={invoices.isFetching} />
      </div>
      <FailedLine prefix="Failed to get invoices" query={invoices} />
      <DataTable
        label="Bulk Invoices"
        data={invoices.data ?? []}
        columns={COLUMNS}
        getRowId={(i) => String(i.id)}
        rowLabel={(i) => `invoice of ${i.internal_po_number}`}
        loading={invoices.isPending}
        emptyText="No invoices."
        rowClassName={(i) => (i.vendor_status === INVOICE_STATUS.error ? 'invoice-row is-error' : undefined)}
        onRowClick={(i) => {
          setEditing(i);
          dialogs.show('edit');
        }}
      />
      <InvoiceDrawer
        key={dialogs.key('edit')}
        invoice={editing}
        isOpen={dialogs.isOpen('edit')}
        onClose={dialogs.close}
      />
    </PageLayout>
  );
}
