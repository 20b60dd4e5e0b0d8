import type { ColumnDef } from '@tanstack/react-table';
import { addOutline, banOutline } from 'ionicons/icons';
import { useState } from 'react';
import type { Device } from '@shared/api/admin/devices';
import { displayName } from '@shared/domain/identity/companies';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { DataTable } from '@client/components/data-table';
import { FailedLine } from '@client/components/form-error';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { RefreshButton } from '@client/components/refresh-button';
import { errorMessage } from '@client/lib/api-error';
import { useDialogs } from '@client/lib/use-dialogs';
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
  const dialogs = useDialogs<'enrol'>();
  const notify = useNotifier();
  const device = devices.data?.find((d) => String(d.id) === selected[0]) ?? null;

  const confirmRevoke = async (target: Device) => {
    const yes = await notify.confirm({
      header: 'Revoke device?',
      message: `${target.name} stops working at once and must be enrolled again to be used.`,
      confirmText: 'Revoke',
      destructive: true,
    });
    if (!yes) return;
    revoke.mutate(target.id, {
      onSuccess: () => notify.success(`Revoked ${target.name}`),
      onError: (error) => notify.error(errorMessage(error)),
    });
  };

  return (
    <PageLayout title="Kiosk Devices">
      <div className="toolbar-row" role="toolbar" aria-label="Device actions">
        <IonButton onClick={() => dialogs.show('enrol')}>
          <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
          Enrol Device
        </IonButton>
        <IonButton
          color="danger"
          disabled={!device || device.status === 'revoked' || revoke.isPending}
          onClick={() => device && void confirmRevoke(device)}
        >
          <IonIcon slot="start" icon={banOutline} aria-hidden="true" />
          Revoke
        </IonButton>
        <RefreshButton onRefresh={devices.refetch} fetching={devices.isFetching} />
      </div>
      <FailedLine prefix="Failed to get devices" query={devices} />
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
      <EnrolDeviceDialog
        key={dialogs.key('enrol')}
        isOpen={dialogs.isOpen('enrol')}
        onClose={dialogs.close}
      />
    </PageLayout>
  );
}
