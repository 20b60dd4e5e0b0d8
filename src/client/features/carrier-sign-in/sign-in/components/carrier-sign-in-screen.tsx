import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  KIOSK_IDLE_RESET_MS,
  SIGN_IN_MESSAGES,
  THANK_YOU_MS,
  type SignInMode,
} from '@shared/domain/carrier-sign-in/sign-in-rules';
import type { Company } from '@shared/domain/identity/companies';
import { useRefreshSignal } from '@client/lib/realtime';
import { useOutbox } from '@client/offline/use-outbox';
import { useOpenSignIns } from '../api/open-sign-ins';
import { useIdle } from '../hooks/use-idle';
import { useWakeLock } from '@client/lib/use-wake-lock';
import { openRows } from '../lib/open-list';
import { OpenSignIns } from './open-sign-ins';
import { ModeChooser, SignInForm } from './sign-in-form';
import '../kiosk.css';

type Step =
  | { kind: 'choose' }
  | { kind: 'form'; mode: SignInMode }
  | { kind: 'thanks'; driver: string; queued: boolean };

type Props = { company: Company | null; warehouse: string | null };

/**
 * Carrier Sign-In (D2 5): choose LTL, FTL or Receiving, fill in the form and sign, and the Open
 * Sign-ins table. Used by the office route /carrier_sign_in and by the kiosk entry. Touch first, kept
 * awake, back to the first step after a minute untouched or a few seconds after the thank-you.
 */
export function CarrierSignInScreen({ company, warehouse }: Props) {
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [formKey, setFormKey] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const open = useOpenSignIns(company, warehouse);
  const outbox = useOutbox();
  const queryClient = useQueryClient();
  useWakeLock();
  // Another tablet at the same dock (or the office) signs someone in or out: reload the list.
  useRefreshSignal(
    (topic) => {
      if (topic !== 'boards') void queryClient.invalidateQueries({ queryKey: ['carrier-sign-ins', 'open'] });
    },
    { channel: 'events', side: 'bulk', enabled: warehouse !== null },
  );

  const reset = () => {
    setStep({ kind: 'choose' });
    setFormKey((k) => k + 1);
  };
  useIdle(step.kind === 'form', KIOSK_IDLE_RESET_MS, reset);
  useEffect(() => {
    if (step.kind !== 'thanks') return;
    const timer = window.setTimeout(reset, THANK_YOU_MS);
    return () => window.clearTimeout(timer);
  }, [step]);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), THANK_YOU_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  // When waiting writes reach the server, the list is fetched again so their rows come from it.
  const pendingCount = outbox.pendingCount;
  const before = useRef(pendingCount);
  useEffect(() => {
    if (pendingCount < before.current) void queryClient.invalidateQueries({ queryKey: ['carrier-sign-ins'] });
    before.current = pendingCount;
  }, [pendingCount, queryClient]);

  const rows = openRows(open.data ?? [], [...outbox.pending, ...outbox.done], warehouse, open.dataUpdatedAt);

  return (
    <div className="kiosk-screen">
      {!warehouse && (
        <p className="kiosk-error kiosk-banner" role="alert">
          {SIGN_IN_MESSAGES.notConfigured}
        </p>
      )}
      <div className="kiosk-columns">
        <div className="kiosk-main">
          {step.kind === 'choose' && <ModeChooser onChoose={(mode) => setStep({ kind: 'form', mode })} />}
          {step.kind === 'form' && (
            <SignInForm
              key={formKey}
              mode={step.mode}
              warehouse={warehouse}
              onChangeMode={() => setStep({ kind: 'choose' })}
              onSignedIn={(driver, outcome) =>
                setStep({ kind: 'thanks', driver, queued: outcome.status === 'queued' })
              }
            />
          )}
          {step.kind === 'thanks' && (
            <section className="kiosk-thanks" role="status" aria-live="polite">
              <h2>Thank you, {step.driver}!</h2>
              <p>You are signed in. Please wait for the dock team to call you.</p>
              {step.queued && (
                <p className="kiosk-hint">
                  The network is down: your sign-in is saved on this tablet and will be sent as soon as it is
                  back.
                </p>
              )}
              <button type="button" className="kiosk-button kiosk-button-primary" onClick={reset}>
                Done
              </button>
            </section>
          )}
        </div>
        <aside className="kiosk-side">
          {notice && (
            <p className="kiosk-notice" role="status">
              {notice}
            </p>
          )}
          <OpenSignIns
            rows={rows}
            loading={open.isPending}
            failed={open.isError}
            onSignedOut={(driver, queued) =>
              setNotice(
                queued
                  ? `${driver} is signed out on this tablet; it will sync when the network is back.`
                  : `${driver} is signed out. Drive safely!`,
              )
            }
          />
        </aside>
      </div>
    </div>
  );
}
