import { IonModal } from '@ionic/react';
import { checkmarkCircleOutline, closeCircleOutline } from 'ionicons/icons';
import { useState } from 'react';
import type { Worker } from '@shared/api/labour/workers';
import {
  saveQuestion,
  toggledStatus,
  toggleFailed,
  toggleQuestion,
  toggleSucceeded,
  WORKER_MESSAGES as M,
  WORKER_WAREHOUSE_OPTIONS,
  workerFormProblems,
} from '@shared/domain/labour/workers';
import { IonButton, IonButtons } from '@client/components/ionic/button';
import { IonContent } from '@client/components/ionic/content';
import { IonIcon } from '@client/components/ionic/icon';
import { IonFooter, IonHeader, IonTitle, IonToolbar } from '@client/components/ionic/toolbar';
import { FormError } from '@client/components/form-error';
import { useNotifier } from '@client/components/notifier-provider';
import { ApiRequestError } from '@client/lib/api-error';
import { useAddWorker, useUpdateWorker } from '../api/workers';
import { StatusDot, WorkerField } from './worker-fields';

type Props = {
  /** The worker to edit; null inserts a new one. */
  worker: Worker | null;
  isOpen: boolean;
  onClose: () => void;
};

/** The server's sentence on a refusal; the spec's fallback when the call itself failed. */
const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError ? error.message : fallback;

/**
 * Insert Worker Information and Edit Worker Information (D3 2.10, 5, 8): Name, Warehouse (PA offered,
 * free text allowed), Timecard Number, Payroll Number (optional). Every save asks first. The edit
 * dialog's title holds the activate/deactivate icon, which asks too.
 */
export function WorkerDialog({ worker, isOpen, onClose }: Props) {
  const editing = worker !== null;
  const [name, setName] = useState(worker?.worker_name ?? '');
  const [warehouse, setWarehouse] = useState(worker?.warehouse ?? '');
  const [timecard, setTimecard] = useState(worker?.timecard_num ?? '');
  const [payroll, setPayroll] = useState(worker?.payroll_num ?? '');
  const [status, setStatus] = useState(worker?.status ?? 'Active');
  const [problems, setProblems] = useState<string[]>([]);
  const add = useAddWorker();
  const update = useUpdateWorker();
  const notify = useNotifier();
  const busy = add.isPending || update.isPending;

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setProblems([]);
  };

  const save = async () => {
    const form = { worker_name: name, warehouse, timecard_num: timecard, payroll_num: payroll };
    const found = workerFormProblems(form);
    setProblems(found);
    if (found.length > 0) return;
    const yes = await notify.confirm({
      header: editing ? 'Save Changes' : 'Save Worker',
      message: saveQuestion(editing, name),
      confirmText: 'Save',
    });
    if (!yes) return;
    if (worker) {
      update.mutate(
        { id: worker.id, ...form },
        {
          onSuccess: () => {
            notify.success(M.savedChanges);
            onClose();
          },
          onError: (error) => setProblems([messageOf(error, M.failedSaveChanges)]),
        },
      );
    } else {
      add.mutate(form, {
        onSuccess: () => {
          notify.success(M.savedWorker);
          onClose();
        },
        onError: (error) => setProblems([messageOf(error, M.failedSaveWorker)]),
      });
    }
  };

  const toggle = async () => {
    if (!worker) return;
    const to = toggledStatus(status);
    const yes = await notify.confirm({
      header: to === 'Active' ? 'Activate Worker' : 'Deactivate Worker',
      message: toggleQuestion(status, worker.worker_name),
      confirmText: to === 'Active' ? 'Activate' : 'Deactivate',
      destructive: to === 'Inactive',
    });
    if (!yes) return;
    update.mutate(
      { id: worker.id, status: to },
      {
        onSuccess: () => {
          setStatus(to);
          notify.success(toggleSucceeded(to, worker.worker_name));
        },
        onError: (error) => notify.error(toggleFailed(to, !(error instanceof ApiRequestError))),
      },
    );
  };

  const title = editing ? 'Edit Worker Information' : 'Insert Worker Information';
  const tooltip = status === 'Active' ? M.deactivateTooltip : M.activateTooltip;
  const missing = (message: string) => problems.includes(message);

  return (
    <IonModal isOpen={isOpen} onDidDismiss={onClose} aria-label={title} className="dialog">
      <IonHeader>
        <IonToolbar>
          <IonTitle>{title}</IonTitle>
          {editing && (
            <IonButtons slot="end">
              <IonButton
                onClick={() => void toggle()}
                disabled={busy}
                title={tooltip}
                aria-label={tooltip}
                color={status === 'Active' ? 'success' : 'danger'}
              >
                <IonIcon
                  slot="icon-only"
                  icon={status === 'Active' ? checkmarkCircleOutline : closeCircleOutline}
                  aria-hidden="true"
                />
              </IonButton>
            </IonButtons>
          )}
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <form
          className="worker-form"
          aria-label={title}
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          {editing && (
            <p className="worker-form__status">
              Status: <StatusDot status={status} />
            </p>
          )}
          <WorkerField
            label="Name"
            value={name}
            onChange={edit(setName)}
            required
            invalid={missing(M.nameRequired)}
          />
          <WorkerField
            label="Warehouse"
            value={warehouse}
            onChange={edit(setWarehouse)}
            required
            invalid={missing(M.warehouseRequired)}
            options={WORKER_WAREHOUSE_OPTIONS}
            hint="Pick PA or type another warehouse."
          />
          <WorkerField
            label="Timecard Number"
            value={timecard}
            onChange={edit(setTimecard)}
            required
            invalid={missing(M.timecardRequired)}
          />
          <WorkerField label="Payroll Number" value={payroll} onChange={edit(setPayroll)} />
          <FormError message={problems.length > 0 ? problems.join('\n') : null} />
          {/* Enter in a field saves. */}
          <button type="submit" hidden />
        </form>
      </IonContent>
      <IonFooter>
        <IonToolbar>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>Cancel</IonButton>
            <IonButton strong onClick={() => void save()} disabled={busy}>
              Save
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonFooter>
    </IonModal>
  );
}
