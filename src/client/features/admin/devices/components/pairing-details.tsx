import { copyOutline } from 'ionicons/icons';
import type { CreatedDevice } from '@shared/api/admin/devices';
import { displayName } from '@shared/domain/identity/companies';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { IonText } from '@client/components/ionic/text';
import { DetailList } from '@client/components/detail-list';
import { useNotifier } from '@client/components/notifier-provider';
import './pairing-details.css';

type Props = { created: CreatedDevice };

/**
 * The one-time pairing code, large enough to read across a dock, and the full pairing link. The
 * code is shown once: the server keeps only its hash. No QR library is installed, so none is drawn.
 */
export function PairingDetails({ created }: Props) {
  const notify = useNotifier();
  const link = `${window.location.origin}${created.pairing_url}`;
  const expires = new Date(created.pairing_expires_at).toLocaleTimeString();

  const copy = () => {
    navigator.clipboard.writeText(link).then(
      () => notify.success('Pairing link copied.'),
      () => notify.info('Could not copy; select the link instead.'),
    );
  };

  return (
    <section aria-label="Pairing details">
      <p>
        <strong>{created.device.name}</strong> is enrolled for {displayName(created.device.warehouse)}. On the
        tablet, open the pairing link or enter the code. It works once, until {expires}.
      </p>
      <DetailList
        className="pairing-details"
        items={[
          ['Pairing code', <span className="pairing-details__code">{created.pairing_code}</span>],
          [
            'Pairing link',
            <a href={link} target="_blank" rel="noreferrer">
              {link}
            </a>,
          ],
        ]}
      />
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
