import type { SessionUser, TokenResponse } from '@shared/api/auth/login';
import type { PairedDevice } from '@shared/api/admin/devices';
import type { Company, Warehouse } from '@shared/domain/identity/companies';
import { warehousesFor } from '@shared/domain/identity/companies';

/** The signed-in session, kept in localStorage so a reload (or an offline start) keeps it. */
export type Session = {
  accessToken: string;
  refreshToken: string;
  /** Epoch ms when the access token expires. */
  expiresAt: number;
  user: SessionUser;
};

export type Selection = { company: Company; warehouse: Warehouse | 'all' };

/** An enrolled kiosk's credential (ARCHITECTURE section 6): kept on the tablet until revoked. */
export type DeviceCredential = { token: string; device: PairedDevice['device']; paired_at: number };

/**
 * Who API calls and queued writes are made as. The office app acts as the signed-in person; the
 * kiosk entry acts as its enrolled device when it has one (see `preferDevice`). `id` keys the
 * outbox and the persisted cache, so a person's writes are never sent as the device or the other way.
 */
export type Actor =
  | { kind: 'user'; id: string; token: string; company: Company; warehouse: Warehouse | 'all' }
  | { kind: 'device'; id: string; token: string; company: Company; warehouse: Warehouse };

const SESSION_KEY = 'dockhand.session';
const SELECTION_KEY = 'dockhand.selection';
const DEVICE_KEY = 'dockhand.device';

type Listener = () => void;
const listeners = new Set<Listener>();

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

let session: Session | null = read<Session>(SESSION_KEY);
let selection: Selection | null = normaliseSelection(read<Selection>(SELECTION_KEY), session);
/** Set when a session ended on its own (expired or revoked), so the sign-in page can say so. */
let expired = false;
let device: DeviceCredential | null = read<DeviceCredential>(DEVICE_KEY);
/** Set by the kiosk entry: its calls use the device token whenever the tablet is enrolled. */
let deviceFirst = false;
let actor: Actor | null = computeActor();

function computeActor(): Actor | null {
  if (device && deviceFirst) {
    const { id, company, warehouse } = device.device;
    return { kind: 'device', id: `device:${id}`, token: device.token, company, warehouse };
  }
  if (!session || !selection) return null;
  return {
    kind: 'user',
    id: String(session.user.id),
    token: session.accessToken,
    company: selection.company,
    warehouse: selection.warehouse,
  };
}

function emit() {
  const next = computeActor();
  // Kept stable while nothing it holds changed, for useSyncExternalStore.
  if (JSON.stringify(next) !== JSON.stringify(actor)) actor = next;
  for (const listener of listeners) listener();
}

/** The selection must name a company and warehouse the user holds; otherwise fall back to defaults. */
function normaliseSelection(candidate: Selection | null, current: Session | null): Selection | null {
  if (!current) return null;
  const { companies, warehouses } = current.user;
  const company = candidate && companies.includes(candidate.company) ? candidate.company : companies[0];
  if (!company) return null;
  const choices = warehousesFor(company, warehouses);
  let warehouse: Selection['warehouse'];
  if (choices.length === 1 && choices[0]) warehouse = choices[0];
  else if (candidate && (candidate.warehouse === 'all' || choices.includes(candidate.warehouse)))
    warehouse = candidate.warehouse;
  else warehouse = 'all';
  return { company, warehouse };
}

export const sessionStore = {
  subscribe: (listener: Listener) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSession: () => session,
  getSelection: () => selection,
  getDevice: () => device,
  getActor: () => actor,
  wasExpired: () => expired,

  /** The kiosk entry calls this once at start: act as the enrolled device when there is one. */
  preferDevice: () => {
    deviceFirst = true;
    emit();
  },

  setDevice: (credential: DeviceCredential) => {
    device = credential;
    localStorage.setItem(DEVICE_KEY, JSON.stringify(device));
    emit();
  },

  /** Unpaired by staff, or the server said the token is revoked. */
  clearDevice: () => {
    device = null;
    localStorage.removeItem(DEVICE_KEY);
    emit();
  },

  setFromTokens: (tokens: TokenResponse) => {
    session = {
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      expiresAt: Date.now() + tokens.expires_in * 1000,
      user: tokens.user,
    };
    expired = false;
    localStorage.setItem(SESSION_KEY, JSON.stringify(session));
    selection = normaliseSelection(selection ?? read<Selection>(SELECTION_KEY), session);
    if (selection) localStorage.setItem(SELECTION_KEY, JSON.stringify(selection));
    emit();
  },

  setSelection: (next: Partial<Selection>) => {
    if (!selection) return;
    selection = normaliseSelection({ ...selection, ...next }, session);
    if (selection) localStorage.setItem(SELECTION_KEY, JSON.stringify(selection));
    emit();
  },

  clear: (reason: 'signed-out' | 'expired') => {
    session = null;
    expired = reason === 'expired';
    localStorage.removeItem(SESSION_KEY);
    emit();
  },

  /** Another tab changed the session: adopt what it stored. */
  reloadFromStorage: () => {
    session = read<Session>(SESSION_KEY);
    selection = normaliseSelection(read<Selection>(SELECTION_KEY), session);
    device = read<DeviceCredential>(DEVICE_KEY);
    emit();
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_KEY || event.key === SELECTION_KEY || event.key === DEVICE_KEY)
      sessionStore.reloadFromStorage();
  });
}
