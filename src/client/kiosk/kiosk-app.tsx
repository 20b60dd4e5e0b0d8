import { useState } from 'react';
import { displayName, warehousesFor } from '@shared/domain/identity/companies';
import { isStaff, KIOSK_MESSAGES } from '@shared/domain/carrier-sign-in/kiosk-access';
import { canAccess, findScreen } from '@shared/routes';
import { CarrierSignInScreen } from '@client/features/carrier-sign-in/sign-in/components/carrier-sign-in-screen';
import { ConfirmDialog } from '@client/features/carrier-sign-in/sign-in/components/confirm-dialog';
import { sessionStore } from '@client/lib/session-store';
import { useActor, useSession } from '@client/lib/use-session';
import { useDeviceRevoked } from './device-entry';
import { discardTokens } from './kiosk-credentials';
import { KioskSignInForm } from './kiosk-sign-in-form';
import { PairForm } from './pair-form';
import { KioskSync } from './kiosk-sync';
import './kiosk-shell.css';

const SIGN_IN_ROUTE = findScreen('/carrier_sign_in');
const mayRunKiosk = (scopes: readonly string[]) => !!SIGN_IN_ROUTE && canAccess(SIGN_IN_ROUTE, scopes);

/** Not enrolled and nobody signed in: pair with a code from an admin, or use the dock account. */
function SetupView() {
  const wasRevoked = useDeviceRevoked();
  const session = useSession();
  const code = new URLSearchParams(window.location.search).get('code') ?? '';
  return (
    <main className="kiosk-setup">
      <h1>Set up dock sign-in</h1>
      {wasRevoked && (
        <p className="kiosk-error" role="alert">
          {KIOSK_MESSAGES.revoked}
        </p>
      )}
      {session && !mayRunKiosk(session.user.scopes) && (
        <p className="kiosk-error" role="alert">
          {KIOSK_MESSAGES.noAccess}
        </p>
      )}
      <div className="kiosk-setup-grid">
        <section className="kiosk-main" aria-labelledby="kiosk-pair-title">
          <h2 id="kiosk-pair-title">Pair this tablet</h2>
          <p className="kiosk-hint">
            An admin enrols the tablet on the Kiosk Devices screen and gives you a code.
          </p>
          <PairForm initialCode={code} submitLabel="Pair tablet" home="/kiosk/" />
        </section>
        <section className="kiosk-main" aria-labelledby="kiosk-dock-title">
          <h2 id="kiosk-dock-title">Or sign in with the dock account</h2>
          <KioskSignInForm
            submitLabel="Sign in"
            onTokens={async (tokens) => {
              if (!mayRunKiosk(tokens.user.scopes)) {
                await discardTokens(tokens);
                return KIOSK_MESSAGES.noAccess;
              }
              window.history.replaceState(null, '', '/kiosk/');
              sessionStore.setFromTokens(tokens);
              return null;
            }}
          />
        </section>
      </div>
    </main>
  );
}

/** Staff only: sign in with an account that is more than the dock's, then leave or unpair. */
function StaffExit({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [verified, setVerified] = useState(false);
  const actor = useActor();
  const close = () => {
    setVerified(false);
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title="Staff only"
      confirmLabel={verified ? 'Open the office app' : 'Back to sign-in'}
      onConfirm={verified ? () => window.location.assign('/') : close}
      onCancel={close}
    >
      {verified ? (
        <div className="kiosk-form">
          <p>You are signed in as staff.</p>
          {actor?.kind === 'device' && (
            <button
              type="button"
              className="kiosk-button"
              onClick={() => {
                sessionStore.clearDevice();
                close();
              }}
            >
              Unpair this tablet
            </button>
          )}
        </div>
      ) : (
        open && (
          <KioskSignInForm
            submitLabel="Sign in as staff"
            onTokens={async (tokens) => {
              if (!isStaff(tokens.user.scopes)) {
                await discardTokens(tokens);
                return KIOSK_MESSAGES.notStaff;
              }
              sessionStore.setFromTokens(tokens);
              setVerified(true);
              return null;
            }}
          />
        )
      )}
    </ConfirmDialog>
  );
}

export function KioskApp() {
  const actor = useActor();
  const session = useSession();
  const [staffOpen, setStaffOpen] = useState(false);
  const pairing = window.location.pathname.startsWith('/kiosk/pair');

  const userMayRun = actor?.kind === 'user' && !!session && mayRunKiosk(session.user.scopes);
  if (!actor || pairing || (actor.kind === 'user' && !userMayRun)) return <SetupView />;

  const warehouse =
    actor.kind === 'device' || actor.warehouse !== 'all'
      ? actor.warehouse
      : (warehousesFor(actor.company, session?.user.warehouses ?? [])[0] ?? null);

  return (
    <div className="kiosk-app">
      <header className="kiosk-header">
        <h1>Dock sign-in{warehouse ? ` · ${displayName(warehouse)}` : ''}</h1>
        <KioskSync />
        <button
          type="button"
          className="kiosk-button kiosk-button-quiet kiosk-staff"
          onClick={() => setStaffOpen(true)}
        >
          Staff
        </button>
      </header>
      <main className="kiosk-body">
        <CarrierSignInScreen company={actor.company} warehouse={warehouse} />
      </main>
      <StaffExit open={staffOpen} onClose={() => setStaffOpen(false)} />
    </div>
  );
}
