import type { ColumnDef } from '@tanstack/react-table';
import { alertCircleOutline, cloudDownloadOutline } from 'ionicons/icons';
import { useMemo, useState } from 'react';
import {
  casePackWarning,
  DECISION_MESSAGES,
  DEFAULT_OVERRIDE,
  OVERRIDE_DECISIONS,
} from '@shared/domain/bulk/decisions';
import { ordersOf } from '@shared/domain/bulk/decision-panel';
import { LINE_DECISIONS, type LineDecision } from '@shared/domain/bulk/status';
import { DataTable } from '@client/components/data-table';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { useNotifier } from '@client/components/notifier-provider';
import { fetchAcumaticaQuantities } from './api';
import { Field } from './field';
import type { PanelLine } from './panel-state';

type Props = {
  lines: readonly PanelLine[];
  decide: (ids: readonly number[], decision: LineDecision) => void;
  pull: (orderId: number, rows: readonly { sku: string; quantity: number }[]) => void;
};

const money = (v: string | null) => (v === null ? '' : `$${Number(v).toFixed(2)}`);

/**
 * Decisions (D2 section 2): Pull Decisions From Acumatica, the bulk override of the ticked rows
 * (every decision but Kentucky, Cancel and Make a Decision; Pennsylvania first) and a Decision per
 * line. A quantity that is not a multiple of the case pack shows a warning and a red row.
 */
export function DecisionsTab({ lines, decide, pull }: Props) {
  const notify = useNotifier();
  const [selected, setSelected] = useState<string[]>([]);
  const [override, setOverride] = useState<LineDecision>(DEFAULT_OVERRIDE);
  const orders = useMemo(() => ordersOf(lines), [lines]);
  const [acuNumbers, setAcuNumbers] = useState<Record<number, string>>(() =>
    Object.fromEntries(orders.map((o) => [o[0]!.order_id, o[0]!.acu_order_num ?? ''])),
  );
  const [pulling, setPulling] = useState(false);

  const pullAll = async () => {
    setPulling(true);
    try {
      for (const order of orders) {
        const number = (acuNumbers[order[0]!.order_id] ?? '').trim();
        if (!number) throw new Error('no Acumatica order number');
        pull(order[0]!.order_id, await fetchAcumaticaQuantities(number));
      }
      notify.success(DECISION_MESSAGES.pulled);
    } catch {
      notify.error(DECISION_MESSAGES.pullFailed);
    } finally {
      setPulling(false);
    }
  };

  const columns = useMemo<ColumnDef<PanelLine, unknown>[]>(
    () => [
      { header: 'PO', accessorKey: 'internal_po_number' },
      { header: 'Our SKU', accessorKey: 'internal_sku' },
      { header: 'Our Price', accessorFn: (l) => money(l.internal_price) },
      { header: 'Their Price', accessorFn: (l) => money(l.external_price) },
      {
        header: 'Ordered Qty',
        accessorKey: 'quantity',
        cell: ({ row }) => {
          const l = row.original;
          const warn = casePackWarning(l.quantity, l.case_packs);
          const tip = `Case pack: ${l.case_packs ?? 0}`;
          return (
            <span className="decision-qty" title={tip}>
              {l.quantity}
              {warn && (
                <IonIcon
                  icon={alertCircleOutline}
                  color="danger"
                  role="img"
                  aria-label={`Not a multiple of the case pack (${l.case_packs ?? 0})`}
                />
              )}
            </span>
          );
        },
      },
      { header: 'PA Stock', accessorFn: (l) => (l.stock ? l.stock.pennsylvania : 'None') },
      {
        header: 'Decision',
        enableSorting: false,
        cell: ({ row }) => {
          const l = row.original;
          return (
            <select
              className="decision-select"
              aria-label={`Decision for ${l.internal_sku} on ${l.internal_po_number}`}
              value={l.decision ?? 'Make a Decision'}
              onChange={(e) => decide([l.id], e.target.value as LineDecision)}
            >
              {LINE_DECISIONS.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          );
        },
      },
    ],
    [decide],
  );

  return (
    <section aria-label="Decisions" className="decisions-tab">
      <div className="toolbar-row">
        {orders.map((o) => (
          <Field key={o[0]!.order_id} label={`Acumatica Order # for ${o[0]!.internal_po_number}`}>
            {(id) => (
              <input
                id={id}
                inputMode="numeric"
                value={acuNumbers[o[0]!.order_id] ?? ''}
                onChange={(e) => setAcuNumbers((n) => ({ ...n, [o[0]!.order_id]: e.target.value }))}
              />
            )}
          </Field>
        ))}
        <IonButton fill="outline" disabled={pulling} onClick={() => void pullAll()}>
          <IonIcon slot="start" icon={cloudDownloadOutline} aria-hidden="true" />
          Pull Decisions From Acumatica
        </IonButton>
      </div>
      <div className="toolbar-row">
        <Field label="Decision">
          {(id) => (
            <select
              id={id}
              className="decision-select"
              value={override}
              onChange={(e) => setOverride(e.target.value as LineDecision)}
            >
              {OVERRIDE_DECISIONS.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          )}
        </Field>
        <IonButton
          disabled={selected.length === 0}
          onClick={() => {
            decide(selected.map(Number), override);
            setSelected([]);
          }}
        >
          Save
        </IonButton>
      </div>
      <DataTable
        data={lines}
        columns={columns}
        getRowId={(l) => String(l.id)}
        label="Order lines"
        selection="multi"
        selected={selected}
        onSelectionChange={setSelected}
        rowLabel={(l) => `${l.internal_sku} on ${l.internal_po_number}`}
        rowClassName={(l) =>
          casePackWarning(l.quantity, l.case_packs) ? 'decision-row--case-pack' : undefined
        }
        initialPageSize={100}
      />
    </section>
  );
}
