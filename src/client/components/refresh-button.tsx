import { refreshOutline } from 'ionicons/icons';
import { IonButton } from './ionic/button';
import { IonIcon } from './ionic/icon';
import { IonSpinner } from './ionic/spinner';
import './refresh-button.css';

type Props = {
  /** Called on a press; a query's refetch, usually. */
  onRefresh: () => unknown;
  /** A fetch is under way: the icon turns into a spinner and the button waits. */
  fetching: boolean;
};

/** The Refresh button of every list screen: named 'Refresh', busy while the list reloads. */
export function RefreshButton({ onRefresh, fetching }: Props) {
  return (
    <IonButton
      className="refresh-button"
      fill="outline"
      disabled={fetching}
      aria-busy={fetching ? 'true' : 'false'}
      onClick={() => void onRefresh()}
    >
      {fetching ? (
        <IonSpinner slot="start" name="crescent" aria-hidden="true" />
      ) : (
        <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
      )}
      Refresh
    </IonButton>
  );
}
