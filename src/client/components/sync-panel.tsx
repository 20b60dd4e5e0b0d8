import { IonModal } from '@ionic/react';
import dayjs from 'dayjs';
import type { OutboxEntry } from '@client/offline/outbox-rules';
import type { OutboxView } from '@client/offline/use-outbox';
import { IonButton, IonButtons } from './ionic/button';
import { IonContent } from './ionic/content';
import { IonItem, IonLabel, IonList, IonListHeader, IonNote } from './ionic/list';
import { IonHeader, IonTitle, IonToolbar } from './ionic/toolbar';

type Props = { isOpen: boolean; onClose: () => void; online: boolean; outbox: OutboxView };

function WaitingItem({ entry }: { entry: OutboxEntry }) {
  return (
    <IonItem>
      <IonLabel>
        <h3>{entry.label}</h3>
        <p>
          Saved {dayjs(entry.created_at).format('MMM D, HH:mm')}
          {entry.state === 'sending' ? ' · sending…' : ''}
          {entry.attempts > 0 && entry.last_error ? ` · last try: ${entry.last_error}` : ''}
        </p>
      </IonLabel>
    </IonItem>
  );
}

/** What this device still has to send, and what the server refused (with its message). */
export function SyncPanel({ isOpen, onClose, online, outbox }: Props) {
  const { pending, failed } = outbox;
  return (
    <IonModal isOpen={isOpen} onDidDismiss={onClose} aria-label="Sync status" className="dialog">
      <IonHeader>
        <IonToolbar>
          <IonTitle>Sync status</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>Close</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <p>
          {online
            ? 'Online.'
            : 'Offline: changes are saved on this device and sent when the connection returns.'}
        </p>
        <IonList aria-label="Waiting to sync">
          <IonListHeader>
            <IonLabel>Waiting to sync ({pending.length})</IonLabel>
          </IonListHeader>
          {pending.length === 0 && <IonNote className="ion-padding-start">Nothing is waiting.</IonNote>}
          {pending.map((entry) => (
            <WaitingItem key={entry.key} entry={entry} />
          ))}
        </IonList>
        {failed.length > 0 && (
          <IonList aria-label="Refused by the server">
            <IonListHeader>
              <IonLabel color="danger">Refused by the server ({failed.length})</IonLabel>
            </IonListHeader>
            {failed.map((entry) => (
              <IonItem key={entry.key}>
                <IonLabel>
                  <h3>{entry.label}</h3>
                  <p role="alert">{entry.last_error}</p>
                </IonLabel>
                <IonButton
                  slot="end"
                  fill="outline"
                  color="danger"
                  aria-label={`Discard ${entry.label}`}
                  onClick={() => void outbox.discard(entry.key)}
                >
                  Discard
                </IonButton>
              </IonItem>
            ))}
          </IonList>
        )}
      </IonContent>
    </IonModal>
  );
}
