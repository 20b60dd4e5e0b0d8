import {
  createAnimation,
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonIcon,
  IonModal,
  IonSpinner,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import { closeOutline } from 'ionicons/icons';
import type { SignIn } from '@shared/api/carrier-sign-in';
import { displayName } from '@shared/domain/identity/companies';
import { FormError } from '@client/components/form-error';
import { useSignatureImage } from '../api/signature-image';
import { dockDateTime } from '../lib/dock-time';

export const SIGNATURE_FAILED = 'Failed to retrieve signature. Please contact a developer';

/** Slides the sheet in from the right edge (and back out), as a drawer does. */
function slide(base: HTMLElement) {
  const root = base.shadowRoot;
  const backdrop = createAnimation()
    .addElement(root?.querySelector('ion-backdrop') ?? base)
    .fromTo('opacity', '0.01', 'var(--backdrop-opacity)');
  const sheet = createAnimation()
    .addElement(root?.querySelector('.modal-wrapper') ?? base)
    // Ionic's md wrapper starts nearly transparent (0.01); the slide keeps it fully opaque.
    .keyframes([
      { offset: 0, opacity: '1', transform: 'translateX(100%)' },
      { offset: 1, opacity: '1', transform: 'translateX(0)' },
    ]);
  return createAnimation()
    .addElement(base)
    .easing('cubic-bezier(0.32, 0.72, 0, 1)')
    .duration(260)
    .addAnimation([backdrop, sheet]);
}
const slideOut = (base: HTMLElement) => slide(base).direction('reverse');

function Signature({ signIn }: { signIn: SignIn }) {
  const image = useSignatureImage(signIn.sign_in_id, signIn.has_signature);
  switch (image.status) {
    case 'idle':
    case 'loading':
      return (
        <div className="signature-box" role="status" aria-label="Loading signature">
          <IonSpinner />
        </div>
      );
    case 'none':
      return <p className="signature-box signature-box--empty">No signature on file</p>;
    case 'error':
      return <FormError message={SIGNATURE_FAILED} />;
    case 'ready':
      return (
        <div className="signature-box">
          <img src={image.url} alt={`Signature of ${signIn.driver_name}`} />
        </div>
      );
  }
}

function Details({ signIn }: { signIn: SignIn }) {
  const fields: [string, string][] = [
    ['Driver', signIn.driver_name],
    ['Carrier', signIn.scac],
    ['Type', signIn.mode],
    ['Truck #', signIn.truck_number],
    ['PRO #', signIn.pro_number ?? '—'],
    ['Delivered Goods', signIn.delivered_goods ?? '—'],
    ['Warehouse', displayName(signIn.warehouse)],
    ['Signed In', dockDateTime(signIn.sign_in_time)],
    ['Signed Out', signIn.sign_out_time ? dockDateTime(signIn.sign_out_time) : 'On site'],
    ['Sign-in #', String(signIn.sign_in_id)],
  ];
  return (
    <dl className="sign-in-details">
      {fields.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type Props = {
  /** Kept while the drawer slides out, so it does not empty on the way. */
  signIn: SignIn | null;
  isOpen: boolean;
  onClose: () => void;
  onDismissed: () => void;
};

/** The dashboard's detail drawer (D2): every field of a sign-in and the driver's signature. */
export function SignInDrawer({ signIn, isOpen, onClose, onDismissed }: Props) {
  return (
    <IonModal
      isOpen={isOpen && signIn !== null}
      onDidDismiss={onDismissed}
      aria-label="Sign-in details"
      className="side-sheet"
      enterAnimation={slide}
      leaveAnimation={slideOut}
    >
      <IonHeader>
        <IonToolbar>
          <IonTitle>Sign-in details</IonTitle>
          <IonButtons slot="end">
            <IonButton aria-label="Close" onClick={onClose}>
              <IonIcon slot="icon-only" icon={closeOutline} aria-hidden="true" />
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        {signIn && (
          <>
            <Details signIn={signIn} />
            <h2 className="sign-in-details__heading">Signature</h2>
            <Signature signIn={signIn} />
          </>
        )}
      </IonContent>
    </IonModal>
  );
}
