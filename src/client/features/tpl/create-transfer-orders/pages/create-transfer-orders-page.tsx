import { addOutline, cubeOutline, sendOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TplTransferOrderView } from '@shared/api/tpl/transfer-orders';
import { TRANSFER_OPTIONS } from '@shared/domain/tpl/status';
import {
  CREATE_TRANSFER_MESSAGES,
  CREATE_TRANSFER_SUCCESS,
  TRANSFER_ROUTES,
} from '@shared/domain/tpl/transfer-orders';
import { FormError } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { IonSelect, IonSelectOption } from '@client/components/ionic/select';
import { IonSpinner } from '@client/components/ionic/spinner';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { ApiRequestError } from '@client/lib/api-error';
import { TransferOrderHeader } from '@client/components/tpl/transfer-order-header';
import { TransferOrderLines } from '@client/components/tpl/transfer-order-lines';
import '@client/components/tpl/transfer-orders.css';
import { createTransferOrder } from '../api/create-transfer-orders';

type Option = (typeof TRANSFER_OPTIONS)[number];

/**
 * Create Transfer Orders (/create_transfer_orders; D3 2.3, 8, 9): the one option 'Texas to Geodis';
 * Create (asks first) has the ERP propose the Texas stock as a new transfer order, shown with
 * buttons to its shipment and its ASN.
 */
export function CreateTransferOrdersPage() {
  const notify = useNotifier();
  const navigate = useNavigate();
  const [option, setOption] = useState<Option>(TRANSFER_OPTIONS[0]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<TplTransferOrderView | null>(null);

  const create = async () => {
    const route = TRANSFER_ROUTES[option];
    const yes = await notify.confirm({
      header: 'Create transfer order?',
      message: `${option}: a transfer order of the available stock in ${route.from}, to ${route.to}.`,
      confirmText: 'Create',
    });
    if (!yes) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await createTransferOrder(option);
      if (answer.message !== CREATE_TRANSFER_SUCCESS) {
        setProblem(answer.message);
        notify.error(answer.message);
        return;
      }
      setCreated(answer.transfer_order);
      notify.success(CREATE_TRANSFER_MESSAGES.success);
    } catch (error) {
      // The ERP's own refusal is a server message shown as it is; a failed call is not.
      const message =
        error instanceof ApiRequestError
          ? error.status === 422
            ? error.message
            : CREATE_TRANSFER_MESSAGES.error
          : CREATE_TRANSFER_MESSAGES.failed;
      setProblem(error instanceof ApiRequestError ? error.message : message);
      notify.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageLayout title="Create Transfer Orders">
      <div className="toolbar-row">
        <IonSelect
          label="Transfer"
          labelPlacement="stacked"
          fill="outline"
          interface="popover"
          value={option}
          onIonChange={(e) => setOption(e.detail.value as Option)}
        >
          {TRANSFER_OPTIONS.map((o) => (
            <IonSelectOption key={o} value={o}>
              {o}
            </IonSelectOption>
          ))}
        </IonSelect>
        <IonButton disabled={busy} onClick={() => void create()}>
          <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
          Create
        </IonButton>
        {busy && <IonSpinner name="dots" aria-label="Creating the transfer order" />}
      </div>
      <FormError message={problem} />
      {created && (
        <>
          <div className="transfer-order__result" role="status">
            <span>
              Transfer order <strong>{created.OrderNbr}</strong> created.
            </span>
            <IonButton
              fill="outline"
              onClick={() => navigate(`/3pl_create_shipments?order=${created.OrderNbr}`)}
            >
              <IonIcon slot="start" icon={cubeOutline} aria-hidden="true" />
              Create its shipment
            </IonButton>
            <IonButton fill="outline" onClick={() => navigate(`/3pl_asn?order=${created.OrderNbr}`)}>
              <IonIcon slot="start" icon={sendOutline} aria-hidden="true" />
              Send its ASN
            </IonButton>
          </div>
          <TransferOrderHeader order={created} />
          <TransferOrderLines lines={created.lines} label={`Lines of transfer order ${created.OrderNbr}`} />
        </>
      )}
    </PageLayout>
  );
}
