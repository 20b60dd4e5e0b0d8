import type { SignIn } from '@shared/api/carrier-sign-in/sign-in';
import { displayName } from '@shared/domain/identity/companies';
import { IonSpinner } from '@client/components/ionic/spinner';
import { DetailList, type Detail } from '@client/components/detail-list';
import { FormError } from '@client/components/form-error';
import { SideSheet } from '@client/components/side-sheet';
import { useSignatureImage } from '../api/signature-image';
import { dockDateTime } from '@client/lib/dock-time';

export const SIGNATURE_FAILED = 'Failed to retrieve signature. Please contact a developer';

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
  const fields: Detail[] = [
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
  return <DetailList items={fields} className="sign-in-details" />;
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
    <SideSheet
      isOpen={isOpen && signIn !== null}
      label="Sign-in details"
      onClose={onClose}
      onDismissed={onDismissed}
    >
      {signIn && (
        <>
          <Details signIn={signIn} />
          <h2 className="sign-in-details__heading">Signature</h2>
          <Signature signIn={signIn} />
        </>
      )}
    </SideSheet>
  );
}
