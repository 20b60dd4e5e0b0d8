import { cloudUploadOutline, downloadOutline } from 'ionicons/icons';
import { useRef, useState } from 'react';
import {
  STICKER_COLUMNS,
  STICKER_PDF_NAMES,
  STICKER_TEMPLATE_NAMES,
  STICKER_TITLES,
  stickerTemplateCsv,
  type StickerKind,
} from '@shared/domain/labels/vendor-stickers';
import { CsvFileField } from '@client/components/csv-file-field';
import { FormError } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonCard, IonCardContent, IonCardHeader, IonCardTitle } from '@client/components/ionic/card';
import { IonIcon } from '@client/components/ionic/icon';
import { IonSpinner } from '@client/components/ionic/spinner';
import { saveBlob, saveText } from '@client/lib/download';
import { fetchItemAsins } from '../api/item-asins';
import { makeStickers } from '../lib/make-stickers';

const NOTES: Record<StickerKind, string> = {
  generic: 'QTY stickers of each SKU, with a Code 128 barcode of the SKU.',
  asin: 'QTY stickers of each SKU with its ASIN barcode, UPC, item and Amazon description.',
  lowes:
    'LABEL_QTY stickers of each row with an ITF-14 barcode of BARCODE (13 digits get their check digit).',
};

/** One card of Vendor Stickers: Download Template, the CSV file, Upload (which saves the PDF). */
export function StickerCard({ kind }: { kind: StickerKind }) {
  const title = STICKER_TITLES[kind];
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    setDone(null);
    try {
      const made = await makeStickers(kind, file, fetchItemAsins);
      if (!made.ok) {
        setProblem(made.message);
        return;
      }
      const name = STICKER_PDF_NAMES[kind];
      saveBlob(new Blob([made.pdf as BlobPart], { type: 'application/pdf' }), name);
      setDone(`${made.stickers} ${made.stickers === 1 ? 'sticker' : 'stickers'} saved as ${name}.`);
      setFile(null);
      if (input.current) input.current.value = '';
    } finally {
      setBusy(false);
    }
  };

  return (
    <IonCard className="sticker-card">
      <IonCardHeader>
        <IonCardTitle role="heading" aria-level={2}>
          {title}
        </IonCardTitle>
      </IonCardHeader>
      <IonCardContent>
        <p className="sticker-card__note">
          Columns: <strong>{STICKER_COLUMNS[kind].join(', ')}</strong>. {NOTES[kind]}
        </p>
        <div className="toolbar-row">
          <IonButton
            fill="outline"
            onClick={() => saveText(STICKER_TEMPLATE_NAMES[kind], stickerTemplateCsv(kind))}
          >
            <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
            Template
          </IonButton>
        </div>
        <div className="toolbar-row">
          <CsvFileField
            label={`${title} sticker file (CSV)`}
            inputRef={input}
            disabled={busy}
            onChoose={(chosen) => {
              setFile(chosen ?? null);
              setProblem(null);
              setDone(null);
            }}
          />
        </div>
        <div className="toolbar-row">
          <IonButton disabled={!file || busy} onClick={() => void upload()}>
            <IonIcon slot="start" icon={cloudUploadOutline} aria-hidden="true" />
            Upload
          </IonButton>
          {busy && (
            <span className="upload-form__busy" role="status">
              <IonSpinner name="dots" aria-hidden="true" /> Making stickers…
            </span>
          )}
        </div>
        <FormError message={problem} />
        {done && (
          <p role="status" className="sticker-card__done">
            {done}
          </p>
        )}
      </IonCardContent>
    </IonCard>
  );
}
