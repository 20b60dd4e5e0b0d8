import { arrowBackOutline, cameraOutline, handLeftOutline, removeCircleOutline } from 'ionicons/icons';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { PickLine } from '@shared/api/dropship/picking';
import {
  expectedScan,
  matchScan,
  nextUndone,
  scanPrompt,
  stopLabel,
  type PickInput,
} from '@shared/domain/dropship/picking';
import { pullsheetStatusLabel } from '@shared/domain/dropship/pullsheet-rules';
import { PULLSHEET_STATUS } from '@shared/domain/dropship/status';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { IonProgressBar } from '@client/components/ionic/progress-bar';
import { FailedLine } from '@client/components/form-error';
import { PageLayout } from '@client/components/page-layout';
import { ApiRequestError, errorMessage } from '@client/lib/api-error';
import { useDialogs } from '@client/lib/use-dialogs';
import { useSelection } from '@client/lib/use-session';
import { useWakeLock } from '@client/lib/use-wake-lock';
import { useOutbox } from '@client/offline/use-outbox';
import { useConfirmPick, usePickList, useRefreshPickList } from '../api/picking';
import { DoneCard, StopList } from '../components/stop-list';
import { CameraDialog } from '../components/camera-dialog';
import { ShortPickDialog, TapConfirmDialog } from '../components/confirm-dialogs';
import { useScanFocus, useSheetView } from '../lib/use-sheet-view';
import { scanSound } from '../lib/scan-sound';
import './picking.css';

type Feedback = { kind: 'ok' | 'refused'; message: string; at: number } | null;
type DialogKind = 'tap' | 'short' | 'camera';

/**
 * Picking a pull sheet on a handheld tablet (issue 12 item 3): one large card per stop in the
 * printed sheet's order; the location, then the item, is scanned (a hardware scanner types into
 * the scan field and presses Enter, or the camera reads it), or the line is confirmed by tap with
 * a reason, or shorted with a quantity and a reason. A wrong scan is refused in red with a buzz and
 * a spoken message. Works offline: the list is the cached copy, confirmations go to the outbox.
 */
export function PickingPage() {
  const params = useParams();
  const sheetId = Number(params.id);
  const navigate = useNavigate();
  const company = useSelection()?.company ?? null;
  const list = usePickList(company, sheetId);
  const refresh = useRefreshPickList(company, sheetId);
  const confirm = useConfirmPick(company, sheetId);
  const outbox = useOutbox();
  const dialogs = useDialogs<DialogKind>();
  const scanField = useRef<HTMLInputElement>(null);
  const [current, setCurrent] = useState<number | null>(null);
  const [locationScanned, setLocationScanned] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [justDone, setJustDone] = useState<ReadonlySet<string>>(new Set());
  useWakeLock(true);

  const lines = useMemo(() => list.data?.lines ?? [], [list.data]);
  const { done, refused, doneSet, index, stop, progress, waitingCount } = useSheetView(
    lines,
    outbox,
    sheetId,
    justDone,
    current,
  );
  const scanned = stop !== undefined && locationScanned === stop.sku;

  // The server's copy once the outbox has sent what this device queued (the sheet's status, others' lines).
  const pendingBefore = useRef(outbox.pendingCount);
  useEffect(() => {
    if (pendingBefore.current > 0 && outbox.pendingCount === 0) void refresh();
    pendingBefore.current = outbox.pendingCount;
  }, [outbox.pendingCount, refresh]);

  // A hardware scanner types wherever the focus is: keep it in the scan field unless a dialog is open.
  const keepFocus = useScanFocus(scanField, dialogs.open !== null, stop?.sku, list.isSuccess);

  const say = (kind: 'ok' | 'refused', message: string) => {
    if (kind === 'ok') scanSound.ok();
    else scanSound.refused();
    setFeedback({ kind, message, at: Date.now() });
  };

  const submit = (line: PickLine, input: PickInput) => {
    dialogs.close();
    const position = lines.indexOf(line);
    confirm.mutate(
      {
        pullsheet_id: sheetId,
        sku: line.sku,
        ...input,
      },
      {
        onSuccess: (outcome) => {
          setJustDone((s) => new Set(s).add(line.sku));
          setLocationScanned(null);
          setCurrent(nextUndone(lines, new Set(doneSet).add(line.sku), position));
          const what =
            input.quantity < line.quantity
              ? `Short ${input.quantity} of ${line.quantity}`
              : `Picked ${input.quantity}`;
          say(
            'ok',
            `${what} × ${line.sku}.${outcome.status === 'queued' ? ' Saved on this tablet; it syncs when the connection returns.' : ''}`,
          );
        },
        onError: (error) => {
          say('refused', errorMessage(error));
          if (error instanceof ApiRequestError && error.status === 409) void refresh();
        },
      },
    );
  };

  const onScan = (raw: string) => {
    if (!stop) return;
    if (confirm.isPending) return;
    const result = matchScan(stop, scanned, raw, lines);
    if (!result.ok) return say('refused', result.message);
    if (result.step === 'location') {
      setLocationScanned(stop.sku);
      return say('ok', `Location ${stop.location} is right. ${scanPrompt(stop, true)}`);
    }
    submit(stop, { quantity: stop.quantity, method: 'scan' });
  };
  const onScanRef = useRef(onScan);
  useLayoutEffect(() => {
    onScanRef.current = onScan;
  });
  const cameraScan = useCallback((value: string) => onScanRef.current(value), []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const value = event.currentTarget.value;
    event.currentTarget.value = '';
    onScan(value);
  };

  const dialogProps = (line: PickLine) => ({
    stop: line,
    onClose: dialogs.close,
    onConfirm: (input: PickInput) => submit(line, input),
  });

  const sheet = list.data?.pullsheet;
  const title = list.data ? `Pick ${list.data.title} · #${sheetId}` : `Pick pull sheet ${sheetId}`;
  const pulled = sheet !== undefined && sheet.status_code >= PULLSHEET_STATUS.pulled;
  const refusedHere = stop ? refused.get(stop.sku) : undefined;

  return (
    <PageLayout title={title}>
      <div className="picking">
        <div className="picking__head">
          <IonButton fill="outline" onClick={() => navigate('/pullsheets')}>
            <IonIcon slot="start" icon={arrowBackOutline} aria-hidden="true" />
            Pull Sheets
          </IonButton>
          {sheet && (
            <p className="picking__status">
              Status: <strong>{pullsheetStatusLabel(sheet.status_code, sheet.max_status_code)}</strong>
            </p>
          )}
        </div>
        <FailedLine prefix="Failed to get the pull sheet" query={list} />
        {list.isPending && <p>Loading the pull sheet…</p>}
        {list.data && (
          <>
            <div className="picking__progress">
              <p id="pick-progress">
                {progress.done} of {progress.total} lines done · {progress.picked} of {progress.pieces} pieces
                {progress.shorted > 0 ? ` · ${progress.shorted} short` : ''}
              </p>
              <IonProgressBar
                value={progress.total === 0 ? 0 : progress.done / progress.total}
                aria-labelledby="pick-progress"
              />
            </div>
            <label className="picking__scan">
              <span>Scan</span>
              <input
                ref={scanField}
                type="text"
                inputMode="none"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                enterKeyHint="go"
                disabled={!stop}
                onKeyDown={onKeyDown}
                onBlur={keepFocus}
                aria-describedby="pick-prompt"
              />
            </label>
            <p
              className={`picking__feedback picking__feedback--${feedback?.kind ?? 'none'}`}
              role="status"
              aria-live="assertive"
              key={feedback?.at}
            >
              {feedback?.message ?? ''}
            </p>
            {stop ? (
              <section
                className={`pick-card${feedback?.kind === 'refused' ? ' pick-card--refused' : ''}`}
                aria-label={`Stop ${stopLabel(index, lines.length)}`}
              >
                <p className="pick-card__stop">Stop {stopLabel(index, lines.length)}</p>
                <dl className="pick-card__facts">
                  <div className={`pick-card__location${scanned ? ' pick-card__location--ok' : ''}`}>
                    <dt>Location</dt>
                    <dd>{stop.location ?? 'No location'}</dd>
                  </div>
                  <div className="pick-card__sku">
                    <dt>SKU</dt>
                    <dd>{stop.sku}</dd>
                  </div>
                  <div className="pick-card__quantity">
                    <dt>Quantity</dt>
                    <dd>{stop.quantity}</dd>
                  </div>
                  <div className="pick-card__description">
                    <dt>Description</dt>
                    <dd>{stop.description}</dd>
                  </div>
                </dl>
                <p id="pick-prompt" className="pick-card__prompt">
                  {expectedScan(stop, scanned) === 'location' ? '1. ' : '2. '}
                  {scanPrompt(stop, scanned)}
                </p>
                {refusedHere && <p className="pick-card__refused">Not saved: {refusedHere}</p>}
                <div className="pick-card__actions">
                  <IonButton fill="outline" onClick={() => dialogs.show('camera')}>
                    <IonIcon slot="start" icon={cameraOutline} aria-hidden="true" />
                    Scan with camera
                  </IonButton>
                  <IonButton fill="outline" disabled={confirm.isPending} onClick={() => dialogs.show('tap')}>
                    <IonIcon slot="start" icon={handLeftOutline} aria-hidden="true" />
                    Confirm without scanning
                  </IonButton>
                  <IonButton
                    fill="outline"
                    color="danger"
                    disabled={confirm.isPending}
                    onClick={() => dialogs.show('short')}
                  >
                    <IonIcon slot="start" icon={removeCircleOutline} aria-hidden="true" />
                    Short pick
                  </IonButton>
                </div>
              </section>
            ) : (
              <DoneCard lines={lines.length} pulled={pulled} waiting={waitingCount} />
            )}
            <StopList
              lines={lines}
              current={index}
              done={done}
              doneSkus={doneSet}
              refused={refused}
              onChoose={(i) => {
                setCurrent(i);
                setLocationScanned(null);
                scanField.current?.focus({ preventScroll: true });
              }}
            />
          </>
        )}
      </div>
      {stop && (
        <>
          <TapConfirmDialog key={dialogs.key('tap')} isOpen={dialogs.isOpen('tap')} {...dialogProps(stop)} />
          <ShortPickDialog
            key={dialogs.key('short')}
            isOpen={dialogs.isOpen('short')}
            scanned={scanned}
            {...dialogProps(stop)}
          />
          <CameraDialog
            key={dialogs.key('camera')}
            isOpen={dialogs.isOpen('camera')}
            onClose={dialogs.close}
            onScan={cameraScan}
          />
        </>
      )}
    </PageLayout>
  );
}
