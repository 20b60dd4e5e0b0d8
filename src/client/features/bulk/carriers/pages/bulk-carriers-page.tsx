import type { ColumnDef } from '@tanstack/react-table';
import { addOutline } from 'ionicons/icons';
import type { Carrier } from '@shared/api/catalog/reference-lists';
import { DataTable } from '@client/components/data-table';
import { FormError } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { PageLayout } from '@client/components/page-layout';
import { RefreshButton } from '@client/components/refresh-button';
import { errorMessage } from '@client/lib/api-error';
import { useDialogs } from '@client/lib/use-dialogs';
import { useReferenceData } from '@client/offline/reference-data';
import { useReloadCarriers } from '../api/carriers';
import { AddCarrierDialog } from '../components/add-carrier-dialog';
import './bulk-carriers.css';

const COLUMNS: ColumnDef<Carrier, unknown>[] = [
  { accessorKey: 'carrier', header: 'Carrier' },
  { accessorKey: 'scac', header: 'SCAC' },
  { accessorKey: 'shorthand', header: 'Shorthand' },
];

/**
 * Bulk Carriers (/bulk_carriers, D2 sections 2 and 7): the freight carriers (GET /bulk/carriers,
 * the reference list the device keeps) and Add Carrier (POST /bulk/carriers).
 */
export function BulkCarriersPage() {
  const carriers = useReferenceData('carriers');
  const reload = useReloadCarriers();
  const dialogs = useDialogs<'add'>();

  return (
    <PageLayout title="Bulk Carriers">
      <div className="toolbar-row">
        <RefreshButton onRefresh={() => void reload()} fetching={carriers.isRefreshing} />
        <IonButton onClick={() => dialogs.show('add')}>
          <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
          Add Carrier
        </IonButton>
      </div>
      <FormError
        message={carriers.error ? `Failed to get the carriers: ${errorMessage(carriers.error)}` : null}
      />
      <DataTable
        label="Carriers"
        data={carriers.data}
        columns={COLUMNS}
        getRowId={(c) => c.scac}
        loading={carriers.isLoading}
        emptyText="No carriers yet."
        initialSort={[{ id: 'carrier', desc: false }]}
      />
      <AddCarrierDialog key={dialogs.key('add')} isOpen={dialogs.isOpen('add')} onClose={dialogs.close} />
    </PageLayout>
  );
}
