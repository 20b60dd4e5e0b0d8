import type { ColumnDef } from '@tanstack/react-table';
import { cubeOutline, sendOutline } from 'ionicons/icons';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { TplTransferOrderView } from '@shared/api/tpl/transfer-orders';
import type { ReadyLineView } from '@shared/api/tpl/transfer-shipments';
import {
  TRANSFER_ROUTES,
  isShippable,
  shipmentLines,
  transferOrderNotFound,
  transferOrderNotShippable,
} from '@shared/domain/tpl/transfer-orders';
import { DataTable } from '@client/components/data-table';
import { FormError } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { IonNote } from '@client/components/ionic/list';
import { IonSpinner } from '@client/components/ionic/spinner';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { ApiRequestError, errorMessage } from '@client/lib/api-error';
import { fetchTransferOrder } from '../api/transfer-order';
import { TransferOrderHeader } from '@client/components/tpl/transfer-order-header';
import { TransferOrderLines } from '@client/components/tpl/transfer-order-lines';
import { TransferOrderSearch } from '@client/components/tpl/transfer-order-search';
import { fetchReadyBuilds, shipTransferOrder } from '../api/create-shipments';

/** Shipments leave the source of the only transfer option (Texas), where the builds are made. */
const FROM_WAREHOUSE = TRANSFER_ROUTES['Texas to Geodis'].from;

const COLUMNS: ColumnDef<ReadyLineView, unknown>[] = [
  { accessorKey: 'sku', header: 'Sku' },
  { accessorKey: 'ordered', header: 'OrderedQty' },
  { accessorKey: 'shipped', header: 'Qty shipped' },
  { accessorKey: 'open', header: 'Open' },
  { accessorKey: 'built', header: 'Built' },
  { accessorKey: 'ready', header: 'Ready to ship' },
];

type Loaded = { order: TplTransferOrderView; lines: ReadyLineView[]; builds: number };

/**
 * Create Shipment (/3pl_create_shipments; D3 2.3, 4, 8): a transfer order number, then the order's
 * lines beside its ready-to-ship builds at Texas; Create Shipment (asks first) ships them in the
 * ERP. Only Open or Shipping orders ship ('The status of {n} is {status}' otherwise).
 */
export function CreateShipmentsPage() {
  const notify = useNotifier();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const initial = params.get('order') ?? '';
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [shipment, setShipment] = useState<string | null>(null);
  const [busy, setBusy] = useState<'lookup' | 'ship' | null>(null);

  const load = useCallback(async (nbr: string) => {
    const order = await fetchTransferOrder(nbr, FROM_WAREHOUSE);
    if (!isShippable(order.Status)) return { order, lines: [], builds: 0, refused: true };
    const ready = await fetchReadyBuilds(order.OrderNbr, FROM_WAREHOUSE);
    return { order, lines: ready.lines, builds: ready.builds, refused: false };
  }, []);

  const lookup = useCallback(
    async (nbr: string) => {
      setBusy('lookup');
      setRefusal(null);
      setShipment(null);
      try {
        const result = await load(nbr);
        setLoaded(result);
        if (result.refused) {
          const message = transferOrderNotShippable(result.order.OrderNbr, result.order.Status);
          setRefusal(message);
          notify.error(message);
        }
      } catch (error) {
        setLoaded(null);
        if (error instanceof ApiRequestError && error.status === 404)
          notify.error(transferOrderNotFound(nbr));
        else notify.error(`Failed to get transfer order: ${errorMessage(error)}`);
      } finally {
        setBusy(null);
      }
    },
    [load, notify],
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

  const lines = loaded ? shipmentLines(loaded.lines) : [];
  const units = lines.reduce((sum, l) => sum + l.qty, 0);

  const ship = async () => {
    if (!loaded || lines.length === 0) return;
    const nbr = loaded.order.OrderNbr;
    const yes = await notify.confirm({
      header: 'Create Shipment?',
      message: `Ship ${units} units (${lines.length} SKUs) of transfer order ${nbr} from ${FROM_WAREHOUSE} to ${loaded.order.ToWarehouse}?`,
      confirmText: 'Create Shipment',
    });
    if (!yes) return;
    setBusy('ship');
    setRefusal(null);
    try {
      const answer = await shipTransferOrder(nbr, FROM_WAREHOUSE, lines);
      setShipment(answer.shipment_nbr);
      notify.success(`Shipment ${answer.shipment_nbr} created`);
      setLoaded(await load(nbr));
    } catch (error) {
      const message = errorMessage(error);
      setRefusal(message);
      notify.error(
        error instanceof ApiRequestError && error.status === 409
          ? message
          : `Failed to create shipment: ${message}`,
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <PageLayout title="Create Shipment">
      <TransferOrderSearch
        key={initial}
        initial={initial}
        busy={busy === 'lookup'}
        onLookup={(n) => void lookup(n)}
      />
      {loaded && (
        <>
          <TransferOrderHeader order={loaded.order} />
          <FormError message={refusal} />
          {shipment && (
            <div className="transfer-order__result" role="status">
              <span>
                Shipment <strong>{shipment}</strong> created for transfer order {loaded.order.OrderNbr}.
              </span>
              <IonButton fill="outline" onClick={() => navigate(`/3pl_asn?order=${loaded.order.OrderNbr}`)}>
                <IonIcon slot="start" icon={sendOutline} aria-hidden="true" />
                Send its ASN
              </IonButton>
            </div>
          )}
          {!isShippable(loaded.order.Status) && (
            <TransferOrderLines
              lines={loaded.order.lines}
              label={`Lines of transfer order ${loaded.order.OrderNbr}`}
            />
          )}
          {isShippable(loaded.order.Status) && (
            <>
              <div className="toolbar-row">
                <IonButton disabled={busy !== null || units === 0} onClick={() => void ship()}>
                  <IonIcon slot="start" icon={cubeOutline} aria-hidden="true" />
                  Create Shipment
                </IonButton>
                {busy === 'ship' && <IonSpinner name="dots" aria-label="Creating the shipment" />}
                <IonNote>
                  {units === 0
                    ? 'Nothing is ready to ship.'
                    : loaded.builds === 0
                      ? `${units} units ready to ship from the shelf (no builds recorded for this order).`
                      : `${units} built units ready to ship.`}
                </IonNote>
              </div>
              <DataTable
                label={`Ready to ship on transfer order ${loaded.order.OrderNbr}`}
                data={loaded.lines}
                columns={COLUMNS}
                getRowId={(l) => l.sku}
                emptyText="The transfer order has no lines."
              />
            </>
          )}
        </>
      )}
    </PageLayout>
  );
}
