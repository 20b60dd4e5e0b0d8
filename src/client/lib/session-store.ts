import type { SessionUser, TokenResponse } from '@shared/api/auth';
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

const SESSION_KEY = 'dockhand.session';
const SELECTION_KEY = 'dockhand.selection';

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

function emit() {
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
  wasExpired: () => expired,

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
    emit();
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_KEY || event.key === SELECTION_KEY) sessionStore.reloadFromStorage();
  });
}
