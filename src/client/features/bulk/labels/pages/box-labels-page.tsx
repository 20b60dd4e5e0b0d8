import { cloudUploadOutline, downloadOutline } from 'ionicons/icons';
import { useRef, useState } from 'react';
import { getBoxLabelTemplate } from '@shared/api/bulk/labels';
import {
  BOX_LABEL_EXTENSIONS,
  BOX_LABEL_TEMPLATE_NAME,
  boxLabelSourceProblem,
  padOrderNumber,
  type BoxLabelRow,
} from '@shared/domain/labels/label-files';
import { FormError } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { download } from '@client/lib/api';
import { errorMessage } from '@client/lib/api-error';
import { useSelection } from '@client/lib/use-session';
import { useCreateBoxLabels } from '../api/labels';
import { LabelFiles } from '../components/label-files';
import { OrderNumberField } from '../components/order-number-field';
import { readBoxLabelFile } from '../lib/box-label-file';
import '@client/components/uploads.css';
import './labels.css';

/**
 * Box Labels (/box_labels, D2 sections 2, 5 and 7): Download Template (BoxLabelTemplate.csv), a box
 * label file (.csv, .xlsx or .xlx: the orders, and optionally the SKUs, to label) or an Acumatica
 * order number, not both; Create Labels makes a 4x6 PDF (and ZPL) of GS1-128 carton labels; the
 * generated files below with Download and Data.
 */
export function BoxLabelsPage() {
  const company = useSelection()?.company ?? 'furhaven';
  const notify = useNotifier();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ name: string; rows: BoxLabelRow[] } | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [orderNumber, setOrderNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateBoxLabels();

  const clearFile = () => {
    setFile(null);
    setFileName(null);
    if (input.current) input.current.value = '';
  };

  const choose = async (chosen: File | undefined) => {
    setProblem(null);
    setFile(null);
    setFileName(chosen?.name ?? null);
    if (!chosen) return;
    const read = await readBoxLabelFile(chosen);
    if (!read.ok) setProblem(read.message);
    else setFile({ name: chosen.name, rows: read.rows });
  };

  const submit = async () => {
    const wrong = boxLabelSourceProblem(fileName, orderNumber);
    if (wrong) {
      setProblem(wrong);
      return;
    }
    if (fileName && !file) return;
    setProblem(null);
    try {
      const { file: made } = await create.mutateAsync(
        file ? { rows: file.rows, file_name: file.name } : { acu_order_num: padOrderNumber(orderNumber) },
      );
      notify.success(`Labels created: ${made.name} (${made.labels} labels).`);
      clearFile();
      setOrderNumber('');
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <PageLayout title="Box Labels">
      <section className="label-form" aria-label="Create box labels">
        <div className="toolbar-row">
          <IonButton
            fill="outline"
            onClick={() =>
              void download(getBoxLabelTemplate, {}, BOX_LABEL_TEMPLATE_NAME).catch((error: unknown) =>
                notify.error(errorMessage(error)),
              )
            }
          >
            <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
            Download Template
          </IonButton>
        </div>
        <div className="toolbar-row">
          <label className="upload-form__file">
            <span>Box label file (.csv, .xlsx, .xlx)</span>
            <input
              ref={input}
              type="file"
              accept={BOX_LABEL_EXTENSIONS.join(',')}
              disabled={create.isPending}
              onChange={(e) => void choose(e.target.files?.[0])}
            />
          </label>
          {fileName && (
            <IonButton fill="clear" onClick={clearFile}>
              Remove
            </IonButton>
          )}
          <span className="label-form__or">or</span>
          <OrderNumberField
            value={orderNumber}
            onChange={(v) => {
              setOrderNumber(v);
              setProblem(null);
            }}
          />
          <IonButton disabled={create.isPending} onClick={() => void submit()}>
            <IonIcon slot="start" icon={cloudUploadOutline} aria-hidden="true" />
            Create Labels
          </IonButton>
        </div>
        {file && (
          <p role="status">
            <strong>{file.name}</strong>: {file.rows.length} {file.rows.length === 1 ? 'row' : 'rows'}. Press
            Create Labels to make them.
          </p>
        )}
        <FormError message={problem} />
      </section>
      <LabelFiles company={company} kind="box" />
    </PageLayout>
  );
}
