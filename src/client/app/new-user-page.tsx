import { mailOutline } from 'ionicons/icons';
import { IonButton } from '@client/components/ionic/button';
import { IonCard, IonCardContent, IonCardHeader } from '@client/components/ionic/card';
import { IonIcon } from '@client/components/ionic/icon';
import { PageLayout } from '@client/components/page-layout';
import { useSession } from '@client/lib/use-session';
import { useAppConfig } from '@client/lib/app-config';

/** D3 section 1: a user with no scopes learns an admin must assign permissions, and can ask by e-mail. */
export function NewUserPage() {
  const user = useSession()?.user;
  const supportEmail = useAppConfig().data?.support_email ?? 'dockhand-admins@furhaven.example';
  const subject = 'Dockhand access request';
  const body = [
    'Hello,',
    '',
    `Please assign Dockhand permissions to my account.`,
    '',
    `Username: ${user?.username ?? ''}`,
    `Name: ${user?.name ?? ''}`,
    `Company: ${user?.companies.join(', ') ?? ''}`,
    '',
    'Screens I need (for example dropship, bulk, inventory, warranties, warehouse):',
    '',
    'Thank you',
  ].join('\n');
  const href = `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return (
    <PageLayout title="Welcome">
      <IonCard className="narrow-card">
        <IonCardHeader>
          <h1 className="card-heading">Welcome to Dockhand{user ? `, ${user.name}` : ''}</h1>
        </IonCardHeader>
        <IonCardContent>
          <p>Your account has no permissions yet. An admin must assign them before you can use Dockhand.</p>
          <p>Send a request and an admin will set you up.</p>
          <IonButton href={href} className="ion-margin-top">
            <IonIcon slot="start" icon={mailOutline} aria-hidden="true" />
            Request access by e-mail
          </IonButton>
        </IonCardContent>
      </IonCard>
    </PageLayout>
  );
}
