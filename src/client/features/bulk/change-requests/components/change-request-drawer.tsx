import type { ColumnDef } from '@tanstack/react-table';
import { checkmarkDoneOutline } from 'ionicons/icons';
import { useState } from 'react';
import type { ChangeOrder, ChangeRequest } from '@shared/api/bulk/change-requests';
import {
  approveRefusal,
  CHANGE_REQUEST_MESSAGES,
  changeRequestStatusLabel,
  compareChanges,
  type ChangeComparison,
  type CustomerField,
} from '@shared/domain/bulk/change-requests';
import { BULK_ITEM_STATUS, BULK_STAGE_LABEL, type BulkStage } from '@shared/domain/bulk/status';
import { DataTable } from '@client/components/data-table';
import { DetailList } from '@client/components/detail-list';
import { FailedLine } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { useNotifier } from '@client/components/notifier-provider';
import { SideSheet } from '@client/components/side-sheet';
import { errorMessage } from '@client/lib/api-error';
import { useSelection } from '@client/lib/use-session';
import { useAcceptChanges, useChangeOrder } from '../api/change-requests';

type Props = { request: ChangeRequest | null; isOpen: boolean; onClose: () => void };

/** The old value struck through and the new one in red italics (D2 section 2). */
function Change({ original, requested, changed }: Omit<ChangeComparison, 'field'>) {
  if (!changed) return <span>{requested}</span>;
  return (
    <span className="change-value">
      {original !== '' && (
        <del aria-label={`was ${original}`} className="change-value__old">
          {original}
        </del>
      )}{' '}
      <em className="change-value__new">{requested}</em>
    </span>
  );
}

type ItemRow = ChangeOrder['items'][number] & { change: ChangeComparison | undefined };

const ITEM_COLUMNS: ColumnDef<ItemRow, unknown>[] = [
  { accessorKey: 'internal_sku', header: 'SKU' },
  { id: 'description', header: 'Description', accessorFn: (i) => i.description ?? '' },
  {
    id: 'quantity',
    header: 'Quantity',
    accessorFn: (i) => i.quantity,
    cell: ({ row }) => {
      const change = row.original.change;
      return change ? <Change {...change} /> : row.original.quantity;
    },
  },
  { id: 'external_price', header: 'Their Price', accessorFn: (i) => i.external_price ?? '' },
  {
    id: 'status',
    header: 'Status',
    accessorFn: (i) => (i.order_status === BULK_ITEM_STATUS.cancelled ? 'Cancelled' : String(i.order_status)),
  },
];

/**
 * The drawer of one change request (D2 section 2): what the vendor asks against what the order
 * holds, the customer info and the items, and Approve for a New request. Approving says 'Sent
 * Request {id} For Processing' with the bold warning that Acumatica must be updated by hand.
 */
export function ChangeRequestDrawer({ request, isOpen, onClose }: Props) {
  const company = useSelection()?.company ?? 'furhaven';
  const order = useChangeOrder(company, request);
  const approve = useAcceptChanges();
  const notify = useNotifier();
  const [sent, setSent] = useState<number | null>(null);
  if (!request) return null;

  const current = order.data?.order;
  const comparisons = compareChanges(
    request.details,
    (sku) => current?.items.find((i) => i.internal_sku === sku)?.external_price ?? null,
  );
  const customerChange = (field: string) => {
    const d = request.details.find((x) => x.sub_type === 'customer' && x.detail === field);
    return d ? compareChanges([d])[0] : undefined;
  };
  const customer = (field: CustomerField, label: string) => {
    const change = customerChange(field);
    return [label, change ? <Change {...change} /> : (current?.[field] ?? '')] as const;
  };
  const items: ItemRow[] = (current?.items ?? []).map((i) => ({
    ...i,
    change: comparisons.find((c) => c.field === `${i.internal_sku} Quantity`),
  }));
  const refusal = approveRefusal(request);

  const submit = async () => {
    try {
      await approve.mutateAsync({ request_id: request.request_id });
      setSent(request.request_id);
      notify.success(CHANGE_REQUEST_MESSAGES.approved(request.request_id));
    } catch (error) {
      notify.error(CHANGE_REQUEST_MESSAGES.error(errorMessage(error)));
    }
  };

  return (
    <SideSheet isOpen={isOpen} label={`Change Request ${request.request_id}`} onClose={onClose} edge="bottom">
      <div className="change-drawer">
        <DetailList
          items={[
            ['Request', String(request.request_id)],
            ['Status', changeRequestStatusLabel(sent === null ? request.request_status : 801)],
            ['Type', request.type],
            ['Vendor', request.vendor_name],
            ['PO Number', request.internal_po_number],
            ['Order Stage', current ? (BULK_STAGE_LABEL[current.stage as BulkStage] ?? current.stage) : ''],
            ['Change Date', new Date(request.change_date).toLocaleString()],
          ]}
        />
        <FailedLine prefix="Failed to get the order" query={order} />
        <section aria-labelledby="change-requested">
          <h2 id="change-requested">Requested Changes</h2>
          <table className="change-table">
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {comparisons.map((c) => (
                <tr key={c.field}>
                  <th scope="row">{c.field}</th>
                  <td>
                    <Change {...c} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section aria-labelledby="change-customer">
          <h2 id="change-customer">Customer Info</h2>
          <DetailList
            items={[
              customer('name', 'Name'),
              customer('address1', 'Street Address 1'),
              customer('address2', 'Street Address 2'),
              customer('city', 'City'),
              customer('state', 'State'),
              customer('zip_code', 'Zip'),
            ]}
          />
        </section>
        <section aria-labelledby="change-items">
          <h2 id="change-items">Items</h2>
          <DataTable
            label="Order items"
            data={items}
            columns={ITEM_COLUMNS}
            getRowId={(i) => `${i.internal_sku}-${i.order_status}`}
            rowLabel={(i) => i.internal_sku}
            loading={order.isPending}
            emptyText="No items."
          />
        </section>
        {sent !== null ? (
          <p role="status" className="change-drawer__sent">
            {CHANGE_REQUEST_MESSAGES.approved(sent)}. <strong>{CHANGE_REQUEST_MESSAGES.erpWarning}</strong>
          </p>
        ) : (
          <>
            {refusal && <p className="change-drawer__note">{refusal}</p>}
            <IonButton
              expand="block"
              disabled={refusal !== null || approve.isPending || order.isPending}
              onClick={() => void submit()}
            >
              <IonIcon slot="start" icon={checkmarkDoneOutline} aria-hidden="true" />
              Approve
            </IonButton>
          </>
        )}
      </div>
    </SideSheet>
  );
}
