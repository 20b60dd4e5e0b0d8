import { documentOutline, refreshOutline, layersOutline } from 'ionicons/icons';
import { useEffect, useRef, useState } from 'react';
import type { BulkOrderRow } from '@shared/api/bulk/bulk-orders';
import {
  downloadBoxLabelFile,
  listBoxLabelFiles,
  regenerateBoxLabels,
  type LabelFile,
} from '@shared/api/bulk/labels';
import { createPalletLabelsFromOrderNbr, downloadPalletLabelFile } from '@shared/api/bulk/pallet-labels';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { IonSpinner } from '@client/components/ionic/spinner';
import { useNotifier } from '@client/components/notifier-provider';
import { api, download } from '@client/lib/api';
import { errorMessage } from '@client/lib/api-error';

/** D2 section 9: label regeneration waits 20 seconds with a loading state. */
export const REGENERATE_WAIT_MS = 20_000;

const boxFileOf = (o: BulkOrderRow) => `Box Labels ${o.internal_po_number} ${o.vendor_name} `;
const save = (file: LabelFile, pallet = false) =>
  download(
    pallet ? downloadPalletLabelFile : downloadBoxLabelFile,
    { query: { key: file.key, format: 'pdf' } },
    file.name,
  );

/**
 * The label buttons of the Not Built tab (D2 sections 2, 5 and 9), for one selected order: Get
 * Labels downloads its newest box label file; Regenerate Labels, after a confirmation that warns it
 * cannot be undone and that labels printed before must be destroyed, makes new ones (new SSCCs),
 * holds a loading state for 20 seconds, then downloads them; Generate Pallet Labels, after
 * confirmation, makes and downloads the order's pallet labels.
 */
export function NotBuiltLabelActions({ order }: { order: BulkOrderRow | null }) {
  const notify = useNotifier();
  const [busy, setBusy] = useState<null | 'get' | 'regenerate' | 'pallet'>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = async (kind: 'get' | 'regenerate' | 'pallet', work: (o: BulkOrderRow) => Promise<void>) => {
    if (!order) return;
    setBusy(kind);
    try {
      await work(order);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const getLabels = () =>
    run('get', async (o) => {
      const { files } = await api(listBoxLabelFiles, {});
      const file = files.find((f) => f.name.startsWith(boxFileOf(o)));
      if (!file) {
        notify.warning(`No box labels for ${o.internal_po_number} yet: Regenerate Labels makes them.`);
        return;
      }
      await save(file);
    });

  const regenerate = async () => {
    if (!order) return;
    const yes = await notify.confirm({
      header: 'Regenerate Labels',
      message: `Regenerate the box labels of ${order.internal_po_number}? This cannot be undone: labels printed before must be destroyed.`,
      confirmText: 'Regenerate',
      destructive: true,
    });
    if (!yes) return;
    await run('regenerate', async (o) => {
      const started = Date.now();
      const { file } = await api(regenerateBoxLabels, {
        body: {
          internal_po_number: o.internal_po_number,
          external_po_number: o.external_po_number,
          vendor_name: o.vendor_name,
          warehouse: o.warehouse,
        },
      });
      await new Promise<void>((resolve) => {
        timer.current = setTimeout(resolve, Math.max(0, REGENERATE_WAIT_MS - (Date.now() - started)));
      });
      notify.success(`Labels regenerated: ${file.name} (${file.labels} labels).`);
      await save(file);
    });
  };

  const pallets = async () => {
    if (!order?.acu_order_num) return;
    const yes = await notify.confirm({
      header: 'Generate Pallet Labels',
      message: `Generate the pallet labels of ${order.internal_po_number} (Acumatica order ${order.acu_order_num})?`,
      confirmText: 'Generate',
    });
    if (!yes) return;
    await run('pallet', async (o) => {
      const { file } = await api(createPalletLabelsFromOrderNbr, {
        body: { acu_order_num: o.acu_order_num! },
      });
      notify.success(`Pallet labels generated: ${file.name} (${file.labels} labels).`);
      await save(file, true);
    });
  };

  return (
    <>
      <IonButton fill="outline" disabled={!order || busy !== null} onClick={() => void getLabels()}>
        <IonIcon slot="start" icon={documentOutline} aria-hidden="true" />
        Get Labels
      </IonButton>
      <IonButton fill="outline" disabled={!order || busy !== null} onClick={() => void regenerate()}>
        <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
        Regenerate Labels
      </IonButton>
      <IonButton
        fill="outline"
        disabled={!order?.acu_order_num || busy !== null}
        onClick={() => void pallets()}
      >
        <IonIcon slot="start" icon={layersOutline} aria-hidden="true" />
        Generate Pallet Labels
      </IonButton>
      {busy === 'regenerate' && (
        <span className="upload-form__busy" role="status">
          <IonSpinner name="dots" aria-hidden="true" /> Regenerating labels…
        </span>
      )}
    </>
  );
}
