import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import type { ChangeRequest } from '@shared/api/bulk/change-requests';
import { changeRequestStatusLabel } from '@shared/domain/bulk/change-requests';
import { CHANGE_REQUEST_STATUS } from '@shared/domain/bulk/status';
import { DataTable } from '@client/components/data-table';
import { FailedLine } from '@client/components/form-error';
import { PageLayout } from '@client/components/page-layout';
import { RefreshButton } from '@client/components/refresh-button';
import { useDialogs } from '@client/lib/use-dialogs';
import { useSelection } from '@client/lib/use-session';
import { useChangeRequests } from '../api/change-requests';
import { ChangeRequestDrawer } from '../components/change-request-drawer';
import './change-requests.css';

const COLUMNS: ColumnDef<ChangeRequest, unknown>[] = [
  { accessorKey: 'request_id', header: 'Request' },
  {
    id: 'change_date',
    header: 'Change Date',
    accessorFn: (r) => r.change_date,
    cell: ({ row }) => new Date(row.original.change_date).toLocaleString(),
  },
  { accessorKey: 'internal_po_number', header: 'PO Number' },
  { accessorKey: 'vendor_name', header: 'Vendor' },
  { accessorKey: 'type', header: 'Type' },
  { id: 'request_status', header: 'Status', accessorFn: (r) => changeRequestStatusLabel(r.request_status) },
];

const ROW_CLASS: Record<number, string> = {
  [CHANGE_REQUEST_STATUS.new]: 'change-row is-new',
  [CHANGE_REQUEST_STATUS.error]: 'change-row is-error',
};

/**
 * Incoming Order Change Requests (/bulk_change, D2 section 2): the vendors' change requests (800
 * New, 801 Accepted, 899 Rejected, -801 Error) with Refresh and an error banner; one row opens the
 * drawer comparing the order with the request, where a New request is approved.
 */
export function ChangeRequestsPage() {
  const company = useSelection()?.company ?? 'furhaven';
  const requests = useChangeRequests(company);
  const dialogs = useDialogs<'request'>();
  const [open, setOpen] = useState<ChangeRequest | null>(null);

  return (
    <PageLayout title="Incoming Order Change Requests">
      <div className="toolbar-row">
        <RefreshButton onRefresh={requests.refetch} fetching={requests.isFetching} />
      </div>
      <FailedLine prefix="Failed to get change requests" query={requests} />
      <DataTable
        label="Change requests"
        data={requests.data ?? []}
        columns={COLUMNS}
        getRowId={(r) => String(r.request_id)}
        rowLabel={(r) => `request ${r.request_id} of ${r.internal_po_number}`}
        initialSort={[{ id: 'change_date', desc: true }]}
        loading={requests.isPending}
        emptyText="No change requests."
        rowClassName={(r) => ROW_CLASS[r.request_status]}
        onRowClick={(r) => {
          setOpen(r);
          dialogs.show('request');
        }}
      />
      <ChangeRequestDrawer
        key={dialogs.key('request')}
        request={open}
        isOpen={dialogs.isOpen('request')}
        onClose={dialogs.close}
      />
    </PageLayout>
  );
}
