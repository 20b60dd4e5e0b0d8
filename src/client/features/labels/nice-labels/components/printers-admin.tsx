import type { ColumnDef } from '@tanstack/react-table';
import { saveOutline, trashOutline } from 'ionicons/icons';
import { useState } from 'react';
import type { Printer } from '@shared/api/labels/nice-labels';
import { displayName, type Warehouse } from '@shared/domain/identity/companies';
import {
  PRINTER_ROLES,
  PRINTER_TRANSPORTS,
  type PrinterRole,
  type PrinterTransport,
} from '@shared/domain/labels/label-printing';
import { DataTable } from '@client/components/data-table';
import { FormError } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { IonSelect, IonSelectOption } from '@client/components/ionic/select';
import { useNotifier } from '@client/components/notifier-provider';
import { TextField } from '@client/components/text-field';
import { errorMessage } from '@client/lib/api-error';
import { useDeletePrinter, usePrinters, useSavePrinter } from '../api/labels';

const ROLE_NAMES: Record<PrinterRole, string> = { hang_tag: 'Hang tag', asin: 'ASIN' };
const TRANSPORT_NAMES: Record<PrinterTransport, string> = {
  loftware: 'Loftware',
  'zpl-tcp': 'Zebra over the network (raw ZPL)',
};

type Draft = {
  warehouse: string;
  role: PrinterRole;
  name: string;
  transport: PrinterTransport;
  host: string;
  port: string;
};

/** Admins set the hang tag and ASIN printer of each warehouse (one of each). */
export function PrintersAdmin({ warehouses }: { warehouses: readonly Warehouse[] }) {
  const printers = usePrinters();
  const save = useSavePrinter();
  const remove = useDeletePrinter();
  const notify = useNotifier();
  const [problem, setProblem] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft>({
    warehouse: warehouses[0] ?? '',
    role: 'hang_tag',
    name: '',
    transport: 'loftware',
    host: '',
    port: '9100',
  });
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) => {
      setDraft((d) => ({ ...d, [key]: value }));
      setProblem(null);
    };

  const submit = () => {
    const zpl = draft.transport === 'zpl-tcp';
    save.mutate(
      {
        warehouse: draft.warehouse,
        role: draft.role,
        name: draft.name,
        transport: draft.transport,
        host: zpl ? draft.host : null,
        port: zpl ? Number(draft.port) : null,
      },
      {
        onSuccess: (saved) => {
          notify.success(`Saved ${saved.name} for ${displayName(saved.warehouse)}.`);
          setDraft((d) => ({ ...d, name: '', host: '' }));
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  const columns: ColumnDef<Printer, unknown>[] = [
    { id: 'warehouse', header: 'Warehouse', accessorFn: (p) => displayName(p.warehouse) },
    { id: 'role', header: 'Role', accessorFn: (p) => ROLE_NAMES[p.role] },
    { accessorKey: 'name', header: 'Printer' },
    {
      id: 'transport',
      header: 'Sent through',
      accessorFn: (p) => (p.transport === 'zpl-tcp' ? `${p.host ?? ''}:${p.port ?? ''}` : 'Loftware'),
    },
    {
      id: 'remove',
      header: 'Remove',
      enableSorting: false,
      cell: ({ row }) => (
        <IonButton
          size="small"
          fill="clear"
          color="danger"
          aria-label={`Remove printer ${row.original.name}`}
          onClick={() =>
            void notify
              .confirm({
                header: 'Remove printer?',
                message: `${row.original.name} will no longer print for ${displayName(row.original.warehouse)}.`,
                confirmText: 'Remove',
                destructive: true,
              })
              .then((yes) => {
                if (yes) remove.mutate(row.original.id, { onError: (e) => notify.error(errorMessage(e)) });
              })
          }
        >
          <IonIcon slot="icon-only" icon={trashOutline} aria-hidden="true" />
        </IonButton>
      ),
    },
  ];

  return (
    <section className="nice-labels__printers-admin" aria-labelledby="printers-title">
      <h2 id="printers-title">Printers (admin)</h2>
      <DataTable
        label="Printers"
        data={printers.data ?? []}
        columns={columns}
        getRowId={(p) => String(p.id)}
        loading={printers.isPending}
        emptyText="No printers are set up for this company."
      />
      <form
        className="toolbar-row"
        aria-label="Set a printer"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <IonSelect
          label="Printer warehouse"
          labelPlacement="stacked"
          fill="outline"
          interface="popover"
          value={draft.warehouse}
          onIonChange={(e) => set('warehouse')(String(e.detail.value ?? ''))}
        >
          {warehouses.map((w) => (
            <IonSelectOption key={w} value={w}>
              {displayName(w)}
            </IonSelectOption>
          ))}
        </IonSelect>
        <IonSelect
          label="Role"
          labelPlacement="stacked"
          fill="outline"
          interface="popover"
          value={draft.role}
          onIonChange={(e) => set('role')(e.detail.value as PrinterRole)}
        >
          {PRINTER_ROLES.map((r) => (
            <IonSelectOption key={r} value={r}>
              {ROLE_NAMES[r]}
            </IonSelectOption>
          ))}
        </IonSelect>
        <TextField label="Printer name" value={draft.name} onChange={set('name')} />
        <IonSelect
          label="Sent through"
          labelPlacement="stacked"
          fill="outline"
          interface="popover"
          value={draft.transport}
          onIonChange={(e) => set('transport')(e.detail.value as PrinterTransport)}
        >
          {PRINTER_TRANSPORTS.map((t) => (
            <IonSelectOption key={t} value={t}>
              {TRANSPORT_NAMES[t]}
            </IonSelectOption>
          ))}
        </IonSelect>
        {draft.transport === 'zpl-tcp' && (
          <>
            <TextField label="Host" value={draft.host} onChange={set('host')} />
            <TextField label="Port" inputmode="numeric" value={draft.port} onChange={set('port')} />
          </>
        )}
        <IonButton type="submit" disabled={save.isPending}>
          <IonIcon slot="start" icon={saveOutline} aria-hidden="true" />
          Save Printer
        </IonButton>
      </form>
      <FormError message={problem} />
    </section>
  );
}
