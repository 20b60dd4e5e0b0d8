import { documentTextOutline } from 'ionicons/icons';
import { useRef, useState } from 'react';
import type { ExtractJob } from '@shared/api/extract/extract-text';
import { EXTRACT_MESSAGES, MAX_PDF_BYTES } from '@shared/domain/extract/item-lines';
import { FormError } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { IonSpinner } from '@client/components/ionic/spinner';
import { useNotifier } from '@client/components/notifier-provider';
import { errorMessage } from '@client/lib/api-error';
import { useExtractPdf } from '../api/extracts';
import { fileBase64 } from '../lib/file-base64';

type Props = { onQueued: (job: ExtractJob) => void };

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** What is wrong with a chosen file before it is sent: not a PDF, or over 10 MB. */
function fileProblem(file: File): string | null {
  if (!isPdf(file)) return EXTRACT_MESSAGES.notPdf;
  if (file.size > MAX_PDF_BYTES) return EXTRACT_MESSAGES.tooLarge(file.size);
  if (file.size === 0) return EXTRACT_MESSAGES.fileRequired;
  return null;
}

/** The file picker (PDF only) and Extract (D3 2.19): the server reads the PDF in a job. */
export function ExtractForm({ onQueued }: Props) {
  const [file, setFile] = useState<File | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const inputRef = useRef<HTMLInputElement>(null);
  const extract = useExtractPdf();
  const notify = useNotifier();

  const choose = (chosen: File | undefined) => {
    setFile(chosen);
    setProblem(chosen ? fileProblem(chosen) : null);
    setKey(crypto.randomUUID());
  };

  const submit = async () => {
    if (!file || fileProblem(file)) return;
    setProblem(null);
    try {
      const job = await extract.mutateAsync({
        key,
        body: { file: await fileBase64(file), file_name: file.name },
      });
      notify.info(`Extracting ${job.file_name}: it shows in the table when done.`);
      onQueued(job);
      setFile(undefined);
      setKey(crypto.randomUUID());
      if (inputRef.current) inputRef.current.value = '';
    } catch (error) {
      setProblem(`Failed to extract ${file.name}: ${errorMessage(error)}`);
    }
  };

  return (
    <section className="extract-form" aria-label="Extract a PDF">
      <div className="toolbar-row">
        <label className="upload-form__file extract-form__file">
          <span>PDF file</span>
          <input
            ref={inputRef}
            type="file"
            accept=".pdf,application/pdf"
            disabled={extract.isPending}
            aria-describedby="extract-file-help"
            onChange={(e) => choose(e.target.files?.[0])}
          />
        </label>
        <IonButton disabled={extract.isPending || !file || problem !== null} onClick={() => void submit()}>
          <IonIcon slot="start" icon={documentTextOutline} aria-hidden="true" />
          Extract
        </IonButton>
        {extract.isPending && (
          <span className="upload-form__busy" role="status">
            <IonSpinner name="dots" aria-hidden="true" /> Uploading…
          </span>
        )}
      </div>
      <p id="extract-file-help" className="extract-form__help">
        A PDF of at most 10 MB. The result is a CSV of its text lines, with the SKU, UPC, ASIN and quantity of
        each line that names a catalog item.
      </p>
      <FormError message={problem} />
    </section>
  );
}
