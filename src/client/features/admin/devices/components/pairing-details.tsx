import { IonButton, IonIcon, IonText, useIonToast } from '@ionic/react';
import { copyOutline } from 'ionicons/icons';
import type { CreatedDevice } from '@shared/api/admin/devices';
import { displayName } from '@shared/domain/identity/companies';

type Props = { created: CreatedDevice };

/**
 * The one-time pairing code, large enough to read across a dock, and the full pairing link. The
 * code is shown once: the server keeps only its hash. No QR library is installed, so none is drawn.
 */
export function PairingDetails({ created }: Props) {
  const [toast] = useIonToast();
  const link = `${window.location.origin}${created.pairing_url}`;
  const expires = new Date(created.pairing_expires_at).toLocaleTimeString();

  const copy = () => {
    navigator.clipboard.writeText(link).then(
      () => void toast({ message: 'Pairing link copied.', duration: 2000, color: 'success' }),
      () => void toast({ message: 'Could not copy; select the link instead.', duration: 3000 }),
    );
  };

  return (
    <section aria-label="Pairing details">
      <p>
        <strong>{created.device.name}</strong> is enrolled for {displayName(created.device.warehouse)}. On the
        tablet, open the pairing link or enter the code. It works once, until {expires}.
      </p>
      <dl>
        <dt>Pairing code</dt>
        <dd
          style={{
            fontFamily: 'ui-monospace, monospace',
            fontSize: '2.5rem',
            fontWeight: 700,
            letterSpacing: '0.15em',
            margin: '0 0 1rem',
          }}
        >
          {created.pairing_code}
        </dd>
        <dt>Pairing link</dt>
        <dd style={{ margin: 0, wordBreak: 'break-all' }}>
          <a href={link} target="_blank" rel="noreferrer">
            {link}
          </a>
        </dd>
      </dl>
      <IonButton fill="outline" onClick={copy}>
        <IonIcon slot="start" icon={copyOutline} aria-hidden="true" />
        Copy link
      </IonButton>
      <IonText color="medium">
        <p>Close this dialog when the tablet is paired; the code cannot be shown again.</p>
      </IonText>
    </section>
  );
}
