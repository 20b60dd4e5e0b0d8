import { downloadOutline, refreshOutline, searchOutline } from 'ionicons/icons';
import { IonButton } from './ionic/button';
import { IonIcon } from './ionic/icon';
import { IonProgressBar } from './ionic/progress-bar';
import { FormError } from './form-error';
import './search-form.css';

type Props = {
  pending: boolean;
  onClear: () => void;
  clearDisabled?: boolean;
  /** Export, offered only while there are results (null hides it). */
  onExport: (() => void) | null;
};

/** The buttons of a search form: Search (submits), Clear All Filters and Export. */
export function SearchFormActions({ pending, onClear, clearDisabled = false, onExport }: Props) {
  return (
    <div className="toolbar-row search-form__actions">
      <IonButton type="submit" disabled={pending}>
        <IonIcon slot="start" icon={searchOutline} aria-hidden="true" />
        Search
      </IonButton>
      <IonButton fill="outline" disabled={clearDisabled} onClick={onClear}>
        <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
        Clear All Filters
      </IonButton>
      {onExport && (
        <IonButton fill="outline" onClick={onExport}>
          <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
          Export
        </IonButton>
      )}
    </div>
  );
}

/** Under the form: the search's progress bar and why the filters or the search failed. */
export function SearchFormStatus({ pending, message }: { pending: boolean; message: string | null }) {
  return (
    <>
      <div className="search-form__progress">
        {pending && <IonProgressBar type="indeterminate" aria-label="Searching orders" />}
      </div>
      <FormError message={message} />
    </>
  );
}
