import { useState } from 'react';
import {
  EXPORT_BY,
  EXPORT_BY_LABEL,
  EXPORT_WAREHOUSES,
  exportRangeProblem,
  EXPORTS,
  type ExportBy,
  type ExportKind,
  type ExportWarehouse,
} from '@shared/domain/dropship/dashboard';
import { displayName } from '@shared/domain/identity/companies';
import { Dialog } from '@client/components/dialog';
import { FormError } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonSelect, IonSelectOption } from '@client/components/ionic/select';
import { TextField } from '@client/components/text-field';

export type ExportValues = {
  startdate: string;
  enddate: string;
  export_by: ExportBy;
  warehouse: ExportWarehouse;
};

type Props = {
  kind: ExportKind | null;
  isOpen: boolean;
  initial: ExportValues;
  busy: boolean;
  /** A note from the last try (nothing to export, a failure), shown in the dialog. */
  note: string | null;
  error: string | null;
  onClose: () => void;
  onExport: (values: ExportValues) => void;
  onEdit: () => void;
};

/**
 * The Export dialog (D1 section 2): start date, end date, Export By (Upload Date or Pull Sheet
 * Date) and warehouse (Kentucky or Pennsylvania), each shown when the chosen export reads it.
 */
export function ExportDialog({ kind, isOpen, initial, busy, note, error, onClose, onExport, onEdit }: Props) {
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const spec = EXPORTS.find((e) => e.kind === kind);
  const needs = spec?.needs ?? { range: false, exportBy: false, warehouse: false };
  const set =
    <K extends keyof ExportValues>(key: K) =>
    (value: ExportValues[K]) => {
      setValues((v) => ({ ...v, [key]: value }));
      setProblem(null);
      onEdit();
    };
  const submit = () => {
    const invalid = needs.range ? exportRangeProblem(values.startdate, values.enddate) : null;
    setProblem(invalid);
    if (!invalid) onExport(values);
  };
  return (
    <Dialog
      title={`Export ${spec?.label ?? ''}`}
      isOpen={isOpen}
      onClose={onClose}
      footer={
        <IonButton type="submit" form="dashboard-export-form" strong disabled={busy}>
          Export
        </IonButton>
      }
    >
      <form
        id="dashboard-export-form"
        className="dashboard-export-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {needs.range && (
          <>
            <TextField label="Start date" type="date" value={values.startdate} onChange={set('startdate')} />
            <TextField label="End date" type="date" value={values.enddate} onChange={set('enddate')} />
          </>
        )}
        {needs.exportBy && (
          <IonSelect
            label="Export By"
            labelPlacement="stacked"
            fill="outline"
            interface="popover"
            value={values.export_by}
            onIonChange={(e) => set('export_by')(e.detail.value as ExportBy)}
          >
            {EXPORT_BY.map((by) => (
              <IonSelectOption key={by} value={by}>
                {EXPORT_BY_LABEL[by]}
              </IonSelectOption>
            ))}
          </IonSelect>
        )}
        {needs.warehouse && (
          <IonSelect
            label="Warehouse"
            labelPlacement="stacked"
            fill="outline"
            interface="popover"
            value={values.warehouse}
            onIonChange={(e) => set('warehouse')(e.detail.value as ExportWarehouse)}
          >
            {EXPORT_WAREHOUSES.map((w) => (
              <IonSelectOption key={w} value={w}>
                {displayName(w)}
              </IonSelectOption>
            ))}
          </IonSelect>
        )}
        <FormError message={problem ?? error} />
        {note && (
          <p role="status" className="dashboard-export__note">
            {note}
          </p>
        )}
      </form>
    </Dialog>
  );
}
