import { useState } from 'react';
import type { TokenResponse } from '@shared/api/auth/login';
import { KioskField } from '@client/features/carrier-sign-in/sign-in/components/kiosk-field';
import { KioskActionForm } from './kiosk-action-form';
import { checkCredentials } from './kiosk-credentials';

type Props = {
  submitLabel: string;
  /** Returns a message to show instead of accepting (e.g. not staff), or null when accepted. */
  onTokens: (tokens: TokenResponse) => Promise<string | null>;
};

/** Username and password, for the dock account or for staff leaving the kiosk. */
export function KioskSignInForm({ submitLabel, onTokens }: Props) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  return (
    <KioskActionForm
      submitLabel={submitLabel}
      busyLabel="Checking…"
      onSettled={() => setPassword('')}
      action={async () => {
        if (!username.trim() || !password) return 'Enter your username and password.';
        return onTokens(await checkCredentials({ username: username.trim(), password }));
      }}
    >
      <KioskField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        value={username}
        onValue={setUsername}
      />
      <KioskField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onValue={setPassword}
      />
    </KioskActionForm>
  );
}
