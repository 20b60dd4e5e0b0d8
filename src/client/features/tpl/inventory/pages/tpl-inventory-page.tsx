import type { ColumnDef } from '@tanstack/react-table';
import { downloadOutline } from 'ionicons/icons';
import { useEffect, useMemo, useState } from 'react';
import {
  differs,
  INVENTORY_FAILED,
  noInventoryFeedMessage,
  providerName,
  TPL_PROVIDER_CHOICES,
  type TplInventoryLine,
  type TplProvider,
} from '@shared/domain/tpl/inventory';
import { TPL_PROVIDERS } from '@shared/domain/tpl/status';
import { DataTable } from '@client/components/data-table';
import { FormError } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { IonSelect, IonSelectOption } from '@client/components/ionic/select';
import { IonToggle } from '@client/components/ionic/toggle';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { RefreshButton } from '@client/components/refresh-button';
import { errorMessage } from '@client/lib/api-error';
import { useTplInventory } from '../api/tpl-inventory';
import { exportInventory } from '../lib/export-inventory';
import './tpl-inventory.css';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function columnsFor(provider: TplProvider): ColumnDef<TplInventoryLine, unknown>[] {
  return [
    { accessorKey: 'sku', header: 'SKU' },
    { id: 'acumatica', header: 'Acumatica Available', accessorFn: (r) => r.acumatica.available },
    {
      id: 'provider',
      header: `${providerName(provider)} Available`,
      accessorFn: (r) => r.provider.available,
    },
    {
      id: 'difference',
      header: 'Difference',
      accessorFn: (r) => r.difference,
      cell: (info) => {
        const n = Number(info.getValue());
        return <span className={n ? 'tpl-inventory__difference--differs' : undefined}>{signed(n)}</span>;
      },
    },
  ];
}

/**
 * 3PL Inventory (D3 2.3): per SKU the ERP's available quantity at the Geodis site, the provider's,
 * and the difference; rows that differ are highlighted and "Only differences" hides the rest. Export
 * saves the rows shown as CSV with the date in the name. Standvast (11) sends no feed (D3 5, 8).
 */
export function TplInventoryPage() {
  const [provider, setProvider] = useState<TplProvider>(TPL_PROVIDERS.geodis);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const inventory = useTplInventory(provider);
  const notify = useNotifier();

  useEffect(() => {
    if (inventory.isSuccess && !inventory.data.feed) notify.warning(noInventoryFeedMessage(provider));
  }, [inventory.isSuccess, inventory.data, inventory.dataUpdatedAt, provider, notify]);
  useEffect(() => {
    if (inventory.isError) notify.error(INVENTORY_FAILED);
  }, [inventory.isError, inventory.errorUpdatedAt, notify]);

  const all = useMemo(() => inventory.data?.rows ?? [], [inventory.data]);
  const rows = useMemo(() => (onlyDifferences ? all.filter(differs) : all), [all, onlyDifferences]);
  const differing = all.filter(differs).length;
  const columns = useMemo(() => columnsFor(provider), [provider]);

  return (
    <PageLayout
      title="3PL Inventory"
      actions={<RefreshButton onRefresh={() => inventory.refetch()} fetching={inventory.isFetching} />}
    >
      <div className="toolbar-row tpl-inventory__toolbar">
        <IonSelect
          label="Provider"
          labelPlacement="stacked"
          fill="outline"
          interface="popover"
          value={provider}
          onIonChange={(e) => setProvider(Number(e.detail.value) as TplProvider)}
        >
          {TPL_PROVIDER_CHOICES.map((c) => (
            <IonSelectOption key={c.value} value={c.value}>
              {`${c.value} ${c.label}`}
            </IonSelectOption>
          ))}
        </IonSelect>
        <IonToggle checked={onlyDifferences} onIonChange={(e) => setOnlyDifferences(e.detail.checked)}>
          Only differences
        </IonToggle>
        <IonButton
          fill="outline"
          disabled={rows.length === 0}
          onClick={() => {
            const name = exportInventory(provider, rows);
            notify.success(`Saved ${name}`);
          }}
        >
          <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
          Export CSV
        </IonButton>
      </div>
      <FormError
        message={inventory.isError ? `${INVENTORY_FAILED}: ${errorMessage(inventory.error)}` : null}
      />
      {inventory.isSuccess && inventory.data.feed && (
        <p className="search-form__summary" role="status">
          {all.length} SKUs, {differing} with a difference between Acumatica ({inventory.data.erp_warehouse})
          and {providerName(provider)}
        </p>
      )}
      <DataTable
        label="3PL inventory"
        data={rows}
        columns={columns}
        getRowId={(r) => r.sku}
        initialSort={[{ id: 'sku', desc: false }]}
        rowClassName={(r) => (differs(r) ? 'tpl-inventory-row--differs' : undefined)}
        loading={inventory.isFetching && rows.length === 0}
        emptyText={
          inventory.data && !inventory.data.feed
            ? noInventoryFeedMessage(provider)
            : onlyDifferences
              ? 'No differences: both sides agree.'
              : 'No inventory.'
        }
      />
    </PageLayout>
  );
}
