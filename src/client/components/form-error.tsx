import { IonText } from '@ionic/react';

/** The one way a form shows what went wrong: danger text announced to screen readers. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <IonText color="danger">
      <p role="alert" className="form-error">
        {message}
      </p>
    </IonText>
  );
}
