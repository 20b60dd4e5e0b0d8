import { cloudUploadOutline, downloadOutline } from 'ionicons/icons';
import type { RefObject } from 'react';
import { saveBlob } from '@client/lib/download';
import { CsvFileField } from './csv-file-field';
import { IonButton } from './ionic/button';
import { IonIcon } from './ionic/icon';
import { IonSpinner } from './ionic/spinner';

type Props = {
  /** The file field's visible label, e.g. 'Order file (CSV)'. */
  label: string;
  inputRef: RefObject<HTMLInputElement | null>;
  reading: boolean;
  uploading: boolean;
  /** A chosen file passed the browser's check. */
  canUpload: boolean;
  onChoose: (file: File | undefined) => void;
  onUpload: () => void;
  /** Download Template saves this CSV under this name. */
  template: { name: string; csv: () => string };
};

/**
 * The row of an upload screen (File Uploads, Bulk Uploads): the CSV file field, Upload (enabled once
 * the chosen file passed the check), Download Template and what is going on (reading, uploading).
 */
export function UploadFileBar({
  label,
  inputRef,
  reading,
  uploading,
  canUpload,
  onChoose,
  onUpload,
  template,
}: Props) {
  return (
    <div className="toolbar-row">
      <CsvFileField label={label} inputRef={inputRef} disabled={reading || uploading} onChoose={onChoose} />
      <IonButton disabled={!canUpload || uploading} onClick={onUpload}>
        <IonIcon slot="start" icon={cloudUploadOutline} aria-hidden="true" />
        Upload
      </IonButton>
      <IonButton
        fill="outline"
        onClick={() =>
          saveBlob(new Blob([template.csv()], { type: 'text/csv;charset=utf-8' }), template.name)
        }
      >
        <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
        Download Template
      </IonButton>
      {(reading || uploading) && (
        <span className="upload-form__busy" role="status">
          <IonSpinner name="dots" aria-hidden="true" /> {reading ? 'Reading the file…' : 'Uploading…'}
        </span>
      )}
    </div>
  );
}
