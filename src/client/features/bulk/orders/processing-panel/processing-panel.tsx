import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { DECISION_MESSAGES } from '@shared/domain/bulk/decisions';
import { type PanelTab } from '@shared/domain/bulk/decision-panel';
import { Dialog } from '@client/components/dialog';
import { IonButton } from '@client/components/ionic/button';
import { IonLabel } from '@client/components/ionic/list';
import { IonSegment, IonSegmentButton } from '@client/components/ionic/segment';
import { IonSpinner } from '@client/components/ionic/spinner';
import { useNotifier } from '@client/components/notifier-provider';
import { errorMessage } from '@client/lib/api-error';
import { allSent, fetchDecisionLines, fetchInventory, sendDecisions } from './api';
import { DecisionsTab } from './decisions-tab';
import { decisionsPayload, initialMethods, lineProblems, panelLines, usePanelState } from './panel-state';
import { PanelSummary } from './panel-summary';
import { ReviewTab } from './review-tab';
import { ShipMethodTab } from './ship-method-tab';
import { SplitTab } from './split-tab';
import './processing-panel.css';

const TABS: { tab: PanelTab; label: string }[] = [
  { tab: 'decisions', label: 'Decisions' },
  { tab: 'split', label: 'Split' },
  { tab: 'ship_method', label: 'Ship Method' },
  { tab: 'review', label: 'Review' },
];

type Props = {
  /** bulk_orders ids of the orders to decide (New or Not In Acumatica). */
  orderIds: readonly number[];
  isOpen: boolean;
  onClose: () => void;
  /** After a Submit the server answered (the orders moved tab, or stayed with -401). */
  onSubmitted: () => void;
};

/**
 * The order processing panel (D2 sections 2 and 4): Decisions, Split, Ship Method and Review, each
 * open by the rules of enabledTabs; Submit sends every order's decisions once (PUT
 * /bulk-orders/decisions, compressed). Closing with unsaved changes asks first.
 */
export function ProcessingPanel({ orderIds, isOpen, onClose, onSubmitted }: Props) {
  const notify = useNotifier();
  const state = usePanelState();
  const [tab, setTab] = useState<PanelTab>('decisions');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const closing = useRef(false);
  const dirty = useRef(false);
  useEffect(() => {
    dirty.current = state.dirty;
  }, [state.dirty]);

  const data = useQuery({
    queryKey: ['bulk', 'decision-lines', ...orderIds],
    queryFn: async () => {
      const rows = await fetchDecisionLines(orderIds);
      const inventory = await fetchInventory(rows.map((r) => r.internal_sku));
      return { lines: panelLines(rows, inventory), methods: initialMethods(rows) };
    },
    enabled: isOpen && orderIds.length > 0,
    staleTime: 0,
    gcTime: 0,
  });
  const { load } = state;
  useEffect(() => {
    if (data.data) load(data.data.lines, data.data.methods);
  }, [data.data, load]);

  const askToClose = async () =>
    closing.current ||
    !dirty.current ||
    (closing.current = await notify.confirm({
      header: 'Unsaved progress',
      message: DECISION_MESSAGES.closeConfirm,
    }));

  const requestClose = async () => {
    if (await askToClose()) onClose();
  };

  // A tab that closes (its rule no longer holds) sends the panel back to Decisions.
  const current = state.tabs[tab] ? tab : 'decisions';
  const problems = current === 'review' ? lineProblems(state.lines, state.methods) : [];

  const submit = async () => {
    setProblem(null);
    setSending(true);
    try {
      const results = await sendDecisions(decisionsPayload(state.lines, state.methods));
      closing.current = true;
      state.setDirty(false);
      if (allSent(results)) notify.success(DECISION_MESSAGES.sent);
      else notify.error(DECISION_MESSAGES.sendFailed);
      onSubmitted();
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
      notify.error(DECISION_MESSAGES.sendFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      title="Order Processing"
      isOpen={isOpen}
      onClose={() => void requestClose()}
      canDismiss={askToClose}
      footer={
        current === 'review' && (
          <IonButton
            disabled={!state.tabs.review || problems.length > 0 || sending}
            onClick={() => void submit()}
          >
            Submit
          </IonButton>
        )
      }
    >
      {data.isPending && isOpen && (
        <p role="status">
          <IonSpinner name="dots" aria-hidden="true" /> Loading the order lines…
        </p>
      )}
      {data.isError && <p role="alert">Could not load the order lines: {errorMessage(data.error)}</p>}
      {data.data && (
        <>
          <IonSegment
            value={current}
            onIonChange={(e) => setTab((e.detail.value as PanelTab | undefined) ?? 'decisions')}
            aria-label="Processing steps"
          >
            {TABS.map((t) => (
              <IonSegmentButton key={t.tab} value={t.tab} disabled={!state.tabs[t.tab]}>
                <IonLabel>{t.label}</IonLabel>
              </IonSegmentButton>
            ))}
          </IonSegment>
          <PanelSummary lines={state.lines} />
          {problem && (
            <p role="alert" className="panel-problem">
              {problem}
            </p>
          )}
          {current === 'decisions' && (
            <DecisionsTab lines={state.lines} decide={state.decide} pull={state.pull} />
          )}
          {current === 'split' && <SplitTab lines={state.lines} allocate={state.allocate} />}
          {current === 'ship_method' && (
            <ShipMethodTab lines={state.lines} methods={state.methods} setMethod={state.setMethod} />
          )}
          {current === 'review' && (
            <ReviewTab lines={state.lines} methods={state.methods} problems={problems} />
          )}
        </>
      )}
    </Dialog>
  );
}
