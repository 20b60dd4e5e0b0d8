import { exchangePairingCode, type PairedDevice } from '@shared/api/admin/devices';
import { signIn, signOut, type LoginRequest, type TokenResponse } from '@shared/api/auth/login';
import { api } from '@client/lib/api';
import { sessionStore } from '@client/lib/session-store';

/**
 * POST /api/devices/pair: trades the one-time code for the device token, kept on the device. The
 * address leaves .../pair first (for `home`), so the entry shows its screen once the token is stored.
 * `refuse` may turn away a device enrolled for another purpose before anything is kept: its message.
 */
export async function pairDevice(
  code: string,
  home: string,
  refuse?: (device: PairedDevice['device']) => string | null,
): Promise<string | null> {
  const paired = await api(exchangePairingCode, { body: { code } });
  const refusal = refuse?.(paired.device) ?? null;
  if (refusal) return refusal;
  window.history.replaceState(null, '', home);
  sessionStore.setDevice({ token: paired.device_token, device: paired.device, paired_at: Date.now() });
  return null;
}

/** POST /api/auth/login without keeping the session: the kiosk decides whether to use it. */
export function checkCredentials(credentials: LoginRequest): Promise<TokenResponse> {
  return api(signIn, { body: credentials });
}

/** Ends a session the kiosk will not keep (a sign-in that was not staff), so its token dies now. */
export async function discardTokens(tokens: TokenResponse): Promise<void> {
  try {
    await api(signOut, { body: { refresh_token: tokens.refresh_token } });
  } catch {
    // Offline, or refused: the refresh token expires on its own.
  }
}
