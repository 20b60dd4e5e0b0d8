import { IonPage } from '@ionic/react';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { IonButton } from '@client/components/ionic/button';
import { IonCard, IonCardContent, IonCardHeader } from '@client/components/ionic/card';
import { IonContent } from '@client/components/ionic/content';
import { IonInput } from '@client/components/ionic/input';
import { IonText } from '@client/components/ionic/text';
import { FormError } from '@client/components/form-error';
import { errorMessage } from '@client/lib/api-error';
import { sessionStore } from '@client/lib/session-store';
import { useSession } from '@client/lib/use-session';
import { useAppConfig } from '@client/lib/app-config';
import { useLogin } from '../api/login';
import { finishSso, readSsoHandoff, ssoStartUrl } from '../api/sso';

/** Only same-app paths are followed after sign-in, never another origin. */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/login') ? next : '/';
}

export function LoginPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const config = useAppConfig().data;
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [expired] = useState(() => sessionStore.wasExpired());
  // Back from single sign-on: the one-time code (or the reason it failed) is in the fragment.
  const [handoff] = useState(() => readSsoHandoff(window.location.hash));
  const [ssoPending, setSsoPending] = useState(handoff !== null && 'code' in handoff);
  const [problem, setProblem] = useState<string | null>(handoff && 'error' in handoff ? handoff.error : null);
  const next = safeNext(handoff && 'code' in handoff ? handoff.next : params.get('next'));

  useEffect(() => {
    if (!handoff) return;
    // The code leaves the address at once (history, bookmarks, a screenshot).
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    if (!('code' in handoff)) return;
    finishSso(handoff.code)
      .catch((error: unknown) => setProblem(errorMessage(error)))
      .finally(() => setSsoPending(false));
  }, [handoff]);

  // IonRouterOutlet keeps this page mounted (hidden) after sign-in, and it then sees the next
  // page's location, which has no `next`: only redirect while the sign-in page is the one shown.
  if (session && !login.isPending) {
    return location.pathname === '/login' ? <Navigate to={next} replace /> : null;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setProblem('Enter your username and password.');
      return;
    }
    setProblem(null);
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: () => navigate(next, { replace: true }),
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <IonPage>
      <IonContent className="login-page">
        <main className="login-page__wrap">
          <IonCard className="login-card">
            <IonCardHeader>
              <img
                src={config?.sandbox ? '/icons/sandbox.svg' : '/icons/dockhand.svg'}
                alt=""
                width={56}
                height={56}
              />
              <h1>{config?.sandbox ? 'SANDBOX' : 'Dockhand'}</h1>
              <p>Sign in to continue</p>
            </IonCardHeader>
            <IonCardContent>
              {expired && !problem && (
                <IonText color="medium">
                  <p role="status">Your session ended. Sign in again to pick up where you were.</p>
                </IonText>
              )}
              <form onSubmit={submit} noValidate>
                <IonInput
                  label="Username"
                  labelPlacement="floating"
                  fill="outline"
                  name="username"
                  autocomplete="username"
                  autocapitalize="off"
                  value={username}
                  onIonInput={(e) => setUsername(e.detail.value ?? '')}
                  required
                />
                <IonInput
                  label="Password"
                  labelPlacement="floating"
                  fill="outline"
                  type="password"
                  name="password"
                  autocomplete="current-password"
                  value={password}
                  onIonInput={(e) => setPassword(e.detail.value ?? '')}
                  required
                  className="ion-margin-top"
                />
                <FormError message={problem} />
                <IonButton type="submit" expand="block" className="ion-margin-top" disabled={login.isPending}>
                  {login.isPending ? 'Signing in…' : 'Sign in'}
                </IonButton>
              </form>
              {config?.sso && (
                <IonButton
                  expand="block"
                  fill="outline"
                  className="ion-margin-top"
                  disabled={ssoPending}
                  onClick={() => window.location.assign(ssoStartUrl(next))}
                >
                  {ssoPending ? 'Signing in…' : `Sign in with ${config.sso.label}`}
                </IonButton>
              )}
            </IonCardContent>
          </IonCard>
        </main>
      </IonContent>
    </IonPage>
  );
}
