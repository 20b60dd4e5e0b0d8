import { sendOutline } from 'ionicons/icons';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TplTransferOrderView } from '@shared/api/tpl/transfer-orders';
import { ASN_MESSAGES, TRANSFER_ROUTES, canSendAsn } from '@shared/domain/tpl/transfer-orders';
import { FormError } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { IonSpinner } from '@client/components/ionic/spinner';
import { IonNote } from '@client/components/ionic/list';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { ApiRequestError, errorMessage } from '@client/lib/api-error';
import { fetchTransferOrder } from '../api/transfer-order';
import { TransferOrderHeader } from '@client/components/tpl/transfer-order-header';
import { TransferOrderLines } from '@client/components/tpl/transfer-order-lines';
import { TransferOrderSearch } from '@client/components/tpl/transfer-order-search';
import { sendAsn } from '../api/asn';

/** ASNs go with transfers into the 3PL: the order must enter Geodis. */
const TO_WAREHOUSE = TRANSFER_ROUTES['Texas to Geodis'].to;

/**
 * 3PL Advanced Ship Notice (/3pl_asn; D3 2.3, 5, 8): a transfer order number (Enter looks it up),
 * its lines (ShipmentNbr, Sku, Description, OrderedQty, Qty shipped), and Send ASN to Geodis.
 * `?order=` looks an order up on arrival (from Create Transfer Orders and Create Shipment).
 */
export function AsnPage() {
  const notify = useNotifier();
  const [params] = useSearchParams();
  const initial = params.get('order') ?? '';
  const [order, setOrder] = useState<TplTransferOrderView | null>(null);
  const [busy, setBusy] = useState<'lookup' | 'send' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const lookup = useCallback(
    async (nbr: string) => {
      setBusy('lookup');
      setRefusal(null);
      setSent(null);
      try {
        setOrder(await fetchTransferOrder(nbr, TO_WAREHOUSE));
      } catch (error) {
        setOrder(null);
        if (error instanceof ApiRequestError && error.status === 404) notify.error(ASN_MESSAGES.notFound);
        else notify.error(`Failed to get transfer order: ${errorMessage(error)}`);
      } finally {
        setBusy(null);
      }
    },
    [notify],
  );

  // An order named in the address (?order=) is looked up on arrival, once the page has rendered.
  useEffect(() => {
    if (!/^\d{1,7}$/.test(initial)) return;
    let stale = false;
    void (async () => {
      await Promise.resolve();
      if (!stale) await lookup(initial.padStart(7, '0'));
    })();
    return () => {
      stale = true;
    };
  }, [initial, lookup]);

  const send = async () => {
    if (!order) return;
    setRefusal(null);
    if (!canSendAsn(order.lines)) {
      setRefusal(`Nothing has shipped on transfer order ${order.OrderNbr} yet.`);
      notify.error(ASN_MESSAGES.cannot);
      return;
    }
    setBusy('send');
    try {
      const answer = await sendAsn(order.OrderNbr);
      setSent(
        `${answer.asn_number}: ${answer.lines} lines, ${answer.units} units` +
          (answer.discrepancies > 0
            ? `, ${answer.discrepancies} received differently (see 3PL Discrepancies)`
            : ''),
      );
      notify.success(ASN_MESSAGES.sent);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        setRefusal(error.message);
        notify.error(ASN_MESSAGES.cannot);
      } else {
        setRefusal(errorMessage(error));
        notify.error(ASN_MESSAGES.failed);
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <PageLayout title="3PL Advanced Ship Notice">
      <TransferOrderSearch
        key={initial}
        initial={initial}
        busy={busy === 'lookup'}
        onLookup={(n) => void lookup(n)}
      />
      {order && (
        <>
          <TransferOrderHeader order={order} />
          <div className="toolbar-row">
            <IonButton disabled={busy !== null} onClick={() => void send()}>
              <IonIcon slot="start" icon={sendOutline} aria-hidden="true" />
              Send ASN
            </IonButton>
            {busy === 'send' && <IonSpinner name="dots" aria-label="Sending the ASN" />}
            {!canSendAsn(order.lines) && <IonNote>Nothing has shipped on this transfer order yet.</IonNote>}
          </div>
          <FormError message={refusal} />
          {sent && (
            <p className="transfer-order__result" role="status">
              ASN sent to Geodis: <strong>{sent}</strong>
            </p>
          )}
          <TransferOrderLines lines={order.lines} label={`Lines of transfer order ${order.OrderNbr}`} />
        </>
      )}
    </PageLayout>
  );
}
