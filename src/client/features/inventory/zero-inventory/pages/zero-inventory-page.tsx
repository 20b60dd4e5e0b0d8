import type { ColumnDef } from '@tanstack/react-table';
import { addOutline, trashOutline } from 'ionicons/icons';
import { useMemo, useState } from 'react';
import type { ZeroOutItem } from '@shared/api/inventory/zero-inventory';
import {
  isListed,
  normalizeZeroOutSku,
  ZERO_OUT_MESSAGES,
  ZERO_OUT_TZ,
  zeroOutDateText,
  zeroOutSkuProblem,
} from '@shared/domain/inventory/zero-out';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { IonNote } from '@client/components/ionic/list';
import { DataTable } from '@client/components/data-table';
import { FailedLine, FormError } from '@client/components/form-error';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { RefreshButton } from '@client/components/refresh-button';
import { TextField } from '@client/components/text-field';
import { errorMessage } from '@client/lib/api-error';
import { useAddZeroOutSku, useRemoveZeroOutSku, useZeroOutSkus } from '../api/zero-out-skus';
import './zero-inventory.css';

function columns(onRemove: (row: ZeroOutItem) => void, busy: boolean): ColumnDef<ZeroOutItem, unknown>[] {
  return [
    { accessorKey: 'sku', header: 'SKU' },
    { id: 'description', header: 'Description', accessorFn: (r) => r.description ?? '' },
    {
      accessorKey: 'date_added',
      header: 'Date Added',
      cell: (info) => (
        <span className="zero-inventory__date">{zeroOutDateText(String(info.getValue()))}</span>
      ),
    },
    { id: 'added_by', header: 'Added By', accessorFn: (r) => r.added_by ?? '' },
    {
      id: 'remove',
      header: 'Remove',
      enableSorting: false,
      cell: ({ row }) => (
        <IonButton
          size="small"
          fill="clear"
          color="danger"
          disabled={busy}
          aria-label={`Remove ${row.original.sku}`}
          onClick={() => onRemove(row.original)}
        >
          <IonIcon slot="icon-only" icon={trashOutline} aria-hidden="true" />
        </IonButton>
      ),
    },
  ];
}

/**
 * Zeroed-Out Inventory (D3 2.20): SKUs whose stock is reported to vendors as zero. Type a SKU and
 * press Add or Enter; remove one after a confirmation. Dates are New York time.
 */
export function ZeroInventoryPage() {
  const list = useZeroOutSkus();
  const add = useAddZeroOutSku();
  const remove = useRemoveZeroOutSku();
  const [sku, setSku] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const notify = useNotifier();
  const rows = useMemo(() => list.data ?? [], [list.data]);

  const submit = () => {
    const typed = normalizeZeroOutSku(sku);
    const invalid =
      zeroOutSkuProblem(typed) ?? (isListed(rows, typed) ? ZERO_OUT_MESSAGES.duplicate(typed) : null);
    setProblem(invalid);
    if (invalid) return;
    add.mutate(typed, {
      onSuccess: (added) => {
        setSku('');
        notify.success(ZERO_OUT_MESSAGES.added(added.sku));
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  const confirmRemove = async (row: ZeroOutItem) => {
    const yes = await notify.confirm({
      header: 'Remove SKU?',
      message: ZERO_OUT_MESSAGES.removeConfirm(row.sku),
      confirmText: 'Remove',
      destructive: true,
    });
    if (!yes) return;
    remove.mutate(row.sku, {
      onSuccess: () => notify.success(ZERO_OUT_MESSAGES.removed(row.sku)),
      onError: (error) => notify.error(errorMessage(error)),
    });
  };

  const tableColumns = columns((row) => void confirmRemove(row), remove.isPending);

  return (
    <PageLayout title="Zeroed-Out Inventory">
      <form
        className="toolbar-row zero-inventory__add"
        aria-label="Add a zeroed-out SKU"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField
          label="SKU"
          value={sku}
          onChange={(value) => {
            setSku(value);
            setProblem(null);
          }}
          autocapitalize="characters"
          enterkeyhint="done"
          onKeyDown={(e) => {
            // Enter adds (D3 5); the form submits too, but ion-input's inner input is in its shadow.
            if (e.key === 'Enter') {
              e.preventDefault();
              submit();
            }
          }}
        />
        <IonButton type="submit" disabled={add.isPending}>
          <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
          Add
        </IonButton>
        <RefreshButton onRefresh={list.refetch} fetching={list.isFetching} />
      </form>
      <FormError message={problem} />
      <FailedLine prefix="Failed to get zeroed-out SKUs" query={list} />
      <IonNote className="zero-inventory__note">
        {rows.length} {rows.length === 1 ? 'SKU' : 'SKUs'} zeroed out. Dates added are {ZERO_OUT_TZ} time.
      </IonNote>
      <div className="zero-inventory__table">
        <DataTable
          label="Zeroed-out SKUs"
          data={rows}
          columns={tableColumns}
          getRowId={(r) => r.sku}
          initialSort={[{ id: 'date_added', desc: true }]}
          loading={list.isPending}
          emptyText="No SKUs are zeroed out."
        />
      </div>
    </PageLayout>
  );
}
