import { pairedDeviceSchema, type PairedDevice } from '@shared/api/admin/devices';
import { tokenResponseSchema, type LoginRequest, type TokenResponse } from '@shared/api/auth/login';
import { legacyApi } from '@client/lib/api';
import { sessionStore } from '@client/lib/session-store';

/**
 * POST /api/devices/pair: trades the one-time code for the device token, kept on the tablet. The
 * address leaves /kiosk/pair first, so the kiosk shows its sign-in screen once the token is stored.
 */
export async function pairDevice(code: string): Promise<PairedDevice> {
  const paired = await legacyApi('/devices/pair', {
    method: 'POST',
    body: { code },
    schema: pairedDeviceSchema,
  });
  window.history.replaceState(null, '', '/kiosk/');
  sessionStore.setDevice({ token: paired.device_token, device: paired.device, paired_at: Date.now() });
  return paired;
}

/** POST /api/auth/login without keeping the session: the kiosk decides whether to use it. */
export function checkCredentials(credentials: LoginRequest): Promise<TokenResponse> {
  return legacyApi('/auth/login', { method: 'POST', body: credentials, schema: tokenResponseSchema });
}

/** Ends a session the kiosk will not keep (a sign-in that was not staff), so its token dies now. */
export async function discardTokens(tokens: TokenResponse): Promise<void> {
  try {
    await fetch('/api/auth/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: tokens.refresh_token }),
    });
  } catch {
    // Offline: the refresh token expires on its own.
  }
}
