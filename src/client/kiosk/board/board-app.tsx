import { screenNumber } from '@shared/domain/bulk/shipping-dash-rules';
import { ShippingBoard } from '@client/features/boards/shipping-dash/components/shipping-board';
import '@client/features/carrier-sign-in/sign-in/kiosk.css';
import { sessionStore } from '@client/lib/session-store';
import { useActor } from '@client/lib/use-session';
import { useDeviceRevoked } from '../device-entry';
import { PairForm } from '../pair-form';
import '../kiosk-shell.css';

const HOME = '/kiosk/board/';

/** A dock kiosk's code is refused here, before its token is kept. */
const refuseOtherPurpose = (device: { purpose: string }) =>
  device.purpose === 'display'
    ? null
    : 'This code enrols a dock sign-in tablet. Open /kiosk/ on that tablet, or ask for a display code.';

/** Not enrolled: the pairing code an admin got when enrolling this TV as a display. */
function PairView() {
  const wasRevoked = useDeviceRevoked();
  const code = new URLSearchParams(window.location.search).get('code') ?? '';
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
        <PairForm initialCode={code} submitLabel="Pair display" home={HOME} refuse={refuseOtherPurpose} />
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
