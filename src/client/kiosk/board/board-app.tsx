import { useState } from 'react';
import { exchangePairingCode } from '@shared/api/admin/devices';
import { screenNumber } from '@shared/domain/bulk/shipping-dash-rules';
import { ShippingBoard } from '@client/features/boards/shipping-dash/components/shipping-board';
import { KioskField } from '@client/features/carrier-sign-in/sign-in/components/kiosk-field';
import '@client/features/carrier-sign-in/sign-in/kiosk.css';
import { api } from '@client/lib/api';
import { sessionStore } from '@client/lib/session-store';
import { useActor } from '@client/lib/use-session';
import { useDeviceRevoked } from '../device-entry';
import { KioskActionForm } from '../kiosk-action-form';
import '../kiosk-shell.css';

const HOME = '/kiosk/board/';

/** Trades the one-time code for the display's token; a dock kiosk's code is refused here. */
async function pairDisplay(code: string): Promise<string | null> {
  const paired = await api(exchangePairingCode, { body: { code } });
  if (paired.device.purpose !== 'display') {
    return 'This code enrols a dock sign-in tablet. Open /kiosk/ on that tablet, or ask for a display code.';
  }
  window.history.replaceState(null, '', HOME);
  sessionStore.setDevice({ token: paired.device_token, device: paired.device, paired_at: Date.now() });
  return null;
}

/** Not enrolled: the pairing code an admin got when enrolling this TV as a display. */
function PairView() {
  const wasRevoked = useDeviceRevoked();
  const [code, setCode] = useState(new URLSearchParams(window.location.search).get('code') ?? '');
  return (
    <main className="kiosk-setup">
      <h1>Set up the shipping board</h1>
      {wasRevoked && (
        <p className="kiosk-error" role="alert">
          This display was removed by an admin. Ask for a new pairing code.
        </p>
      )}
      <section className="kiosk-main" aria-labelledby="board-pair-title">
        <h2 id="board-pair-title">Pair this display</h2>
        <p className="kiosk-hint">
          An admin enrols the TV as a display for its warehouse on the Kiosk Devices screen and gives you a
          code.
        </p>
        <KioskActionForm
          submitLabel="Pair display"
          busyLabel="Pairing…"
          action={() => (code.trim() ? pairDisplay(code.trim()) : Promise.resolve('Enter the pairing code.'))}
        >
          <KioskField
            label="Pairing code"
            autoCapitalize="characters"
            placeholder="XXXX-XXXX"
            value={code}
            onValue={setCode}
          />
        </KioskActionForm>
      </section>
    </main>
  );
}

/**
 * The display shows its own warehouse's board; `?screen=2` shows rows 30 to 58 (a second TV), and
 * so on. A device of another purpose (a dock kiosk's token on this browser) is asked to pair.
 */
export function BoardApp() {
  const actor = useActor();
  const device = sessionStore.getDevice();
  const pairing = window.location.pathname.startsWith(`${HOME}pair`);
  if (pairing || actor?.kind !== 'device' || device?.device.purpose !== 'display') return <PairView />;
  const screen = screenNumber(new URLSearchParams(window.location.search).get('screen'));
  return <ShippingBoard company={actor.company} warehouse={actor.warehouse} screen={screen} />;
}
