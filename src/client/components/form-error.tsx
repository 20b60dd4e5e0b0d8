import { errorMessage } from '@client/lib/api-error';
import { IonText } from './ionic/text';

/** The one error line of the app: danger text announced to screen readers (role alert). */
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

type Failable = { isError: boolean; error: unknown };

/**
 * The error line of a query or mutation: '{prefix}: {server message}' once it has failed, nothing
 * before. Every list screen words its failure this way ('Failed to get users: ...').
 */
export function FailedLine({ prefix, query }: { prefix: string; query: Failable }) {
  return <FormError message={query.isError ? `${prefix}: ${errorMessage(query.error)}` : null} />;
}
