import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import type { FoamAndBolster, FoamLine } from '@shared/api/dropship/pullsheets';
import { foamStartProblem, PULLSHEET_MESSAGES as M } from '@shared/domain/dropship/pullsheet-rules';
import { IonButton } from '@client/components/ionic/button';
import { IonToggle } from '@client/components/ionic/toggle';
import { DataTable } from '@client/components/data-table';
import { Dialog } from '@client/components/dialog';
import { FormError } from '@client/components/form-error';
import { TextField } from '@client/components/text-field';
import { useNotifier } from '@client/components/notifier-provider';
import { ApiRequestError } from '@client/lib/api-error';
import { printFoamLists, useFoamAndBolster } from '../api/pullsheets';

const COLUMNS: ColumnDef<FoamLine, unknown>[] = [
  { accessorKey: 'sku', header: 'SKU' },
  { accessorKey: 'description', header: 'Description' },
  { accessorKey: 'quantity', header: 'Quantity' },
];

/** Today's date at this device, YYYY-MM-DD. */
function localToday(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const LISTS = [
  ['foam', 'Foam'],
  ['fiber', 'Fiber'],
  ['liner', 'Liner'],
] as const;

/**
 * Foam and Bolster (D1 sections 5, 7, 8): what the sheets cut today (or since a custom start) need
 * in foam, fiber and liners. A custom start must be given and valid before it is sent.
 */
export function FoamDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const [custom, setCustom] = useState(false);
  const [start, setStart] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [lists, setLists] = useState<FoamAndBolster | null>(null);
  /** The start the lists count from (the custom one, or today), printed on the PDF. */
  const [since, setSince] = useState('');
  const run = useFoamAndBolster();
  const notify = useNotifier();

  const submit = () => {
    let sent: string | undefined;
    if (custom) {
      const wrong = foamStartProblem(start);
      if (wrong) return setProblem(wrong);
      sent = new Date(start).toISOString();
    }
    setProblem(null);
    run.mutate(sent, {
      onSuccess: (answer) => {
        if (answer.pullsheets.length === 0) {
          setLists(null);
          notify.warning(M.noneRecently);
          return;
        }
        setLists(answer);
        setSince(sent ?? localToday());
      },
      onError: (error) => {
        const dateRefused = custom && error instanceof ApiRequestError && error.status === 400;
        notify.error(dateRefused ? M.dateFailed : M.dataFailed);
      },
    });
  };

  const print = () => {
    if (!lists) return;
    printFoamLists(lists, since).then(
      (name) => notify.success(`Downloaded ${name}`),
      () => notify.error(M.documentFailed),
    );
  };

  return (
    <Dialog
      title="Foam and Bolster"
      isOpen={isOpen}
      onClose={onClose}
      closeLabel="Close"
      footer={
        <>
          {lists && (
            <IonButton fill="outline" onClick={print}>
              Print Foam and Bolster
            </IonButton>
          )}
          <IonButton strong disabled={run.isPending} onClick={submit}>
            Get Foam and Bolster
          </IonButton>
        </>
      }
    >
      <IonToggle checked={custom} onIonChange={(e) => setCustom(e.detail.checked)}>
        Custom start
      </IonToggle>
      {custom && (
        <TextField
          label="Start date/time"
          type="datetime-local"
          className="ion-margin-top"
          value={start}
          onChange={setStart}
        />
      )}
      <FormError message={problem} />
      {lists &&
        LISTS.map(([key, title]) => (
          <section key={key} className="pullsheets__foam-list">
            <h2>{title}</h2>
            <DataTable
              label={title}
              data={lists[key]}
              columns={COLUMNS}
              getRowId={(r) => `${key}-${r.sku}-${r.description}`}
              emptyText={`No ${title.toLowerCase()} needed.`}
            />
          </section>
        ))}
    </Dialog>
  );
}
