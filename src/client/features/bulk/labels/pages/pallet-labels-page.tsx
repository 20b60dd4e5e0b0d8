import type { ColumnDef } from '@tanstack/react-table';
import { cloudUploadOutline, downloadOutline } from 'ionicons/icons';
import { useRef, useState } from 'react';
import {
  LABEL_MESSAGES,
  PALLET_LABEL_COLUMNS,
  padOrderNumber,
  readPalletFile,
  type PalletRow,
} from '@shared/domain/labels/label-files';
import { ChoiceSelect } from '@client/components/choice-select';
import { DataTable } from '@client/components/data-table';
import { FailedLine, FormError } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { errorMessage } from '@client/lib/api-error';
import { saveText } from '@client/lib/download';
import { useSelection } from '@client/lib/use-session';
import { useCreatePalletLabels, usePalletCalculator, usePalletFile, usePalletItems } from '../api/labels';
import { LabelFiles } from '../components/label-files';
import { OrderNumberField } from '../components/order-number-field';
import '@client/components/uploads.css';
import './labels.css';

type PalletItem = { internal_sku: string; description: string; box: string | null; case_packs: number };
const ITEM_COLUMNS: ColumnDef<PalletItem, unknown>[] = [
  { accessorKey: 'internal_sku', header: 'SKU' },
  { accessorKey: 'description', header: 'Description' },
  { accessorKey: 'case_packs', header: 'Case Pack' },
];

/**
 * Pallet Labels (/pallet_labels, D2 sections 2, 3, 5, 7 and 8): the pallet label file (template,
 * Browse, Upload: one pallet request per order, 'Successfully Sent Pallet Request For n Orders. n
 * Requests Failed.'), pallet labels for an Acumatica order, the pallet calculator (box, quantity per
 * pallet) and the generated files with Download and Data.
 */
export function PalletLabelsPage() {
  const company = useSelection()?.company ?? 'furhaven';
  const notify = useNotifier();
  const input = useRef<HTMLInputElement>(null);
  const [ready, setReady] = useState<{ name: string; rows: PalletRow[] } | null>(null);
  const [orderNumber, setOrderNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [box, setBox] = useState<string | null>(null);
  const sendFile = usePalletFile();
  const byOrder = useCreatePalletLabels();
  const calculator = usePalletCalculator(company);
  const items = usePalletItems(company, box);
  const chosenBox = calculator.data?.find((e) => e.box === box);

  const clear = () => {
    setReady(null);
    if (input.current) input.current.value = '';
  };

  const choose = async (file: File | undefined) => {
    setReady(null);
    if (!file) return;
    const read = readPalletFile(file.name, await file.text());
    if (!read.ok) {
      clear();
      notify.error(read.message);
      return;
    }
    setReady({ name: file.name, rows: read.rows });
  };

  const upload = async () => {
    if (!ready) return;
    try {
      const result = await sendFile.mutateAsync({ rows: ready.rows, file_name: ready.name });
      const message = LABEL_MESSAGES.sent(result.success.length, result.fail.length);
      if (result.fail.length === 0) notify.success(message);
      else
        void notify.alert({
          header: 'Pallet labels',
          message: [message, ...result.fail.map((f) => `${f.internal_po_number}: ${f.reason}`)].join('\n'),
        });
      clear();
    } catch (error) {
      notify.error(LABEL_MESSAGES.handling(errorMessage(error)));
    }
  };

  const fromOrder = async () => {
    if (orderNumber.trim() === '') {
      setProblem('Enter an order number!');
      return;
    }
    setProblem(null);
    try {
      const { file } = await byOrder.mutateAsync({ acu_order_num: padOrderNumber(orderNumber) });
      notify.success(`Labels created: ${file.name} (${file.labels} labels).`);
      setOrderNumber('');
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <PageLayout title="Pallet Labels">
      <section className="label-form" aria-label="Pallet label file">
        <div className="toolbar-row">
          <label className="upload-form__file">
            <span>Pallet label file (CSV)</span>
            <input
              ref={input}
              type="file"
              accept=".csv,text/csv"
              disabled={sendFile.isPending}
              onChange={(e) => void choose(e.target.files?.[0])}
            />
          </label>
          <IonButton disabled={!ready || sendFile.isPending} onClick={() => void upload()}>
            <IonIcon slot="start" icon={cloudUploadOutline} aria-hidden="true" />
            Upload
          </IonButton>
          {ready && (
            <IonButton fill="clear" onClick={clear}>
              Remove
            </IonButton>
          )}
          <IonButton
            fill="outline"
            onClick={() => saveText('PalletLabelTemplate.csv', `${PALLET_LABEL_COLUMNS.join(',')}\n`)}
          >
            <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
            Download Template
          </IonButton>
        </div>
        {ready && (
          <p role="status">
            <strong>{ready.name}</strong>: {ready.rows.length} {ready.rows.length === 1 ? 'row' : 'rows'}.
            Press Upload to send it.
          </p>
        )}
      </section>
      <section className="label-form" aria-label="Pallet labels for an order">
        <div className="toolbar-row">
          <OrderNumberField
            value={orderNumber}
            onChange={(v) => {
              setOrderNumber(v);
              setProblem(null);
            }}
          />
          <IonButton disabled={byOrder.isPending} onClick={() => void fromOrder()}>
            Generate Pallet Labels
          </IonButton>
        </div>
        <FormError message={problem} />
      </section>
      <section className="label-form" aria-label="Pallet calculator">
        <h2 className="label-files__heading">Pallet Calculator</h2>
        <FailedLine prefix="Failed to get the pallet calculator" query={calculator} />
        <div className="toolbar-row">
          <ChoiceSelect
            label="Box"
            value={box ?? ''}
            choices={(calculator.data ?? []).map((e) => ({ value: e.box, label: e.box }))}
            onChange={(v) => setBox(v || null)}
          />
          {chosenBox && (
            <p role="status" className="label-form__calc">
              {chosenBox.box}: <strong>{chosenBox.qty_per_pallet ?? 'unknown'}</strong> boxes per pallet (
              {chosenBox.items} items)
            </p>
          )}
        </div>
        {box && (
          <DataTable
            label={`Items in box ${box}`}
            data={items.data ?? []}
            columns={ITEM_COLUMNS}
            getRowId={(i) => i.internal_sku}
            loading={items.isPending}
            emptyText="No items."
          />
        )}
      </section>
      <LabelFiles company={company} kind="pallet" />
    </PageLayout>
  );
}
