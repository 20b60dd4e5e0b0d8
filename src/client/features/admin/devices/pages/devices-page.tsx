import { IonButton, IonIcon, useIonAlert, useIonToast } from '@ionic/react';
import type { ColumnDef } from '@tanstack/react-table';
import { addOutline, banOutline, refreshOutline } from 'ionicons/icons';
import { useState } from 'react';
import type { Device } from '@shared/api/admin/devices';
import { displayName } from '@shared/domain/identity/companies';
import { DataTable } from '@client/components/data-table';
import { FormError } from '@client/components/form-error';
import { PageLayout } from '@client/components/page-layout';
import { errorMessage } from '@client/lib/api-error';
import { purposeLabel, useDevices, useRevokeDevice } from '../api/devices';
import { EnrolDeviceDialog } from '../components/enrol-device-dialog';

const STATUS: Record<Device['status'], string> = {
  paired: 'Active',
  pending: 'Awaiting pairing',
  expired: 'Pairing expired',
  revoked: 'Revoked',
};

const when = (value: string | null, never = 'Never') => (value ? new Date(value).toLocaleString() : never);

const COLUMNS: ColumnDef<Device, unknown>[] = [
  { accessorKey: 'name', header: 'Name' },
  { id: 'warehouse', header: 'Warehouse', accessorFn: (d) => displayName(d.warehouse) },
  { id: 'purpose', header: 'Purpose', accessorFn: (d) => purposeLabel(d.purpose) },
  { accessorKey: 'created_at', header: 'Created', cell: (info) => when(info.getValue() as string) },
  {
    accessorKey: 'last_seen_at',
    header: 'Last seen',
    cell: (info) => when(info.getValue() as string | null),
  },
  { id: 'status', header: 'Status', accessorFn: (d) => STATUS[d.status] },
];

/** Kiosk Devices (ARCHITECTURE section 6): enrol a dock tablet for one warehouse, or revoke it. */
export function DevicesPage() {
  const devices = useDevices();
  const revoke = useRevokeDevice();
  const [selected, setSelected] = useState<string[]>([]);
  const [enrolling, setEnrolling] = useState(false);
  const [alert] = useIonAlert();
  const [toast] = useIonToast();
  const device = devices.data?.find((d) => String(d.id) === selected[0]) ?? null;

  const confirmRevoke = (target: Device) => {
    void alert({
      header: 'Revoke device?',
      message: `${target.name} stops working at once and must be enrolled again to be used.`,
      buttons: [
        { text: 'Cancel', role: 'cancel' },
        {
          text: 'Revoke',
          role: 'destructive',
          handler: () =>
            revoke.mutate(target.id, {
              onSuccess: () =>
                void toast({ message: `Revoked ${target.name}`, duration: 2000, color: 'success' }),
              onError: (error) =>
                void toast({ message: errorMessage(error), duration: 4000, color: 'danger' }),
            }),
        },
      ],
    });
  };

  return (
    <PageLayout title="Kiosk Devices">
      <div className="toolbar-row" role="toolbar" aria-label="Device actions">
        <IonButton onClick={() => setEnrolling(true)}>
          <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
          Enrol Device
        </IonButton>
        <IonButton
          color="danger"
          disabled={!device || device.status === 'revoked' || revoke.isPending}
          onClick={() => device && confirmRevoke(device)}
        >
          <IonIcon slot="start" icon={banOutline} aria-hidden="true" />
          Revoke
        </IonButton>
        <IonButton fill="outline" onClick={() => void devices.refetch()} disabled={devices.isFetching}>
          <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
          Refresh
        </IonButton>
      </div>
      <FormError message={devices.isError ? `Failed to get devices: ${errorMessage(devices.error)}` : null} />
      <DataTable
        label="Devices"
        data={devices.data ?? []}
        columns={COLUMNS}
        getRowId={(d) => String(d.id)}
        rowLabel={(d) => d.name}
        selection="single"
        selected={selected}
        onSelectionChange={setSelected}
        initialSort={[{ id: 'created_at', desc: true }]}
        rowClassName={(d) => (d.status === 'revoked' ? 'is-inactive' : undefined)}
        loading={devices.isPending}
        emptyText="No devices enrolled."
      />
      <EnrolDeviceDialog key={`enrol-${enrolling}`} isOpen={enrolling} onClose={() => setEnrolling(false)} />
    </PageLayout>
  );
}
