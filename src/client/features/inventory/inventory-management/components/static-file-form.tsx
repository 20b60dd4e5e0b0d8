import { cloudUploadOutline, downloadOutline } from 'ionicons/icons';
import { useRef, useState } from 'react';
import type { StaticAction } from '@shared/api/inventory/inventory-management';
import { displayName, type Company } from '@shared/domain/identity/companies';
import {
  STATIC_FILE_HELP,
  STATIC_FILE_LABEL,
  STATIC_FILE_MESSAGES,
  STATIC_FILE_TYPES,
  staticColumnNames,
  staticFileTemplate,
  requiredColumnNames,
  templateFileName,
  type StaticFileType,
} from '@shared/domain/inventory/static-files';
import { CsvFileField } from '@client/components/csv-file-field';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { IonSpinner } from '@client/components/ionic/spinner';
import { useNotifier } from '@client/components/notifier-provider';
import { errorMessage } from '@client/lib/api-error';
import { saveBlob } from '@client/lib/download';
import { useUpdateStaticFile } from '../api/inventory-management';
import '@client/components/vendor-select.css';

type Props = {
  company: Company;
  username: string;
  onQueued: (action: StaticAction) => void;
};

const isType = (value: string): value is StaticFileType =>
  (STATIC_FILE_TYPES as readonly string[]).includes(value);

/**
 * Update (D1 sections 2 and 5): the file type (required), its template, a CSV file and Update. The
 * server checks every row in a job; a refusal shows 'Error updating static file: {reason}'.
 */
export function StaticFileForm({ company, username, onQueued }: Props) {
  const [type, setType] = useState<StaticFileType | ''>('');
  const [touched, setTouched] = useState(false);
  const [file, setFile] = useState<File | undefined>();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const inputRef = useRef<HTMLInputElement>(null);
  const update = useUpdateStaticFile();
  const notify = useNotifier();
  const typeMissing = touched && type === '';

  const submit = async () => {
    setTouched(true);
    if (type === '' || !file) return;
    try {
      const action = await update.mutateAsync({
        type,
        key,
        body: {
          company: displayName(company),
          type,
          user: username,
          file_name: file.name,
          csv: await file.text(),
        },
      });
      notify.info(`Update ${action.action_id} (${type}) is processing.`);
      onQueued(action);
      setFile(undefined);
      setKey(crypto.randomUUID());
      if (inputRef.current) inputRef.current.value = '';
    } catch (error) {
      notify.error(STATIC_FILE_MESSAGES.updateFailed(errorMessage(error)), { duration: 10_000 });
    }
  };

  return (
    <section className="static-form" aria-labelledby="static-form-heading">
      <h2 id="static-form-heading" className="inventory__heading">
        Update a static file
      </h2>
      <div className="toolbar-row">
        <label className="native-select static-form__type">
          <span className="native-select__label">File type (Required)</span>
          <select
            value={type}
            required
            aria-required="true"
            aria-invalid={typeMissing ? 'true' : 'false'}
            aria-describedby={typeMissing ? 'static-type-error' : 'static-type-help'}
            onChange={(e) => {
              setTouched(true);
              setType(isType(e.target.value) ? e.target.value : '');
            }}
          >
            <option value="">Choose a file type</option>
            {STATIC_FILE_TYPES.map((t) => (
              <option key={t} value={t}>
                {STATIC_FILE_LABEL[t]}
              </option>
            ))}
          </select>
        </label>
        <CsvFileField
          label="Static file (CSV)"
          inputRef={inputRef}
          disabled={update.isPending}
          onChoose={setFile}
        />
        <IonButton disabled={update.isPending || !file} onClick={() => void submit()}>
          <IonIcon slot="start" icon={cloudUploadOutline} aria-hidden="true" />
          Update
        </IonButton>
        <IonButton
          fill="outline"
          disabled={type === ''}
          onClick={() => {
            if (type === '') return;
            saveBlob(
              new Blob([staticFileTemplate(type)], { type: 'text/csv;charset=utf-8' }),
              templateFileName(type),
            );
          }}
        >
          <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
          Download Template
        </IonButton>
        {update.isPending && (
          <span className="upload-form__busy" role="status">
            <IonSpinner name="dots" aria-hidden="true" /> Uploading…
          </span>
        )}
      </div>
      {typeMissing ? (
        <p id="static-type-error" className="static-form__error" role="alert">
          {STATIC_FILE_MESSAGES.typeRequired}
        </p>
      ) : (
        <p id="static-type-help" className="static-form__help">
          {type === ''
            ? 'Choose the file type first: each type has its own columns and template.'
            : `${STATIC_FILE_HELP[type]} Columns: ${staticColumnNames(type).join(', ')} (required: ${requiredColumnNames(type).join(', ')}).`}
        </p>
      )}
    </section>
  );
}
