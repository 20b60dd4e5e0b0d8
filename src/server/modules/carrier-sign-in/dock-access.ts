import type { SignInQuery } from '@shared/api/carrier-sign-in/sign-in';
import { DOCK_TZ, SIGN_IN_MESSAGES } from '@shared/domain/carrier-sign-in/sign-in-rules';
import { COMPANY_WAREHOUSES, type Company, type Warehouse } from '@shared/domain/identity/companies';
import { scopesForScreens } from '@shared/routes';
import { badRequest, forbidden } from '../../platform/http/http-error';
import type { Principal } from '../../platform/http/types';
import type { SignInFilter } from './sign-ins.repository';

/** The most sign-ins one list answers (a day at a dock is a few hundred at most). */
const LIST_LIMIT = 1000;

/** The warehouses a caller may see at the dock: a device its own, a person those they hold. */
export function dockWarehouses(principal: Principal, company: Company): Warehouse[] {
  if (principal.kind === 'device') return [principal.warehouse];
  return COMPANY_WAREHOUSES[company].filter((w) => principal.warehouses.includes(w));
}

/**
 * The warehouse a sign-in is recorded for. A device signs in for its own warehouse only; a person
 * for one they hold. No warehouse at all is the spec's "not configured" message.
 */
export function signInWarehouse(
  principal: Principal,
  company: Company,
  asked: string | null | undefined,
): Warehouse {
  const allowed = dockWarehouses(principal, company);
  const wanted = asked?.trim() || (principal.kind === 'device' ? principal.warehouse : '');
  if (!wanted || allowed.length === 0) throw badRequest(SIGN_IN_MESSAGES.notConfigured, 'not_configured');
  const warehouse = allowed.find((w) => w === wanted);
  if (!warehouse) throw forbidden(`You cannot sign carriers in at ${wanted}.`, 'warehouse_forbidden');
  return warehouse;
}

const DASHBOARD_SCOPES = scopesForScreens(['/carrier_sign_in_dashboard']);

/**
 * GET /sign-ins serves two screens: the kiosk's open list and the dashboard's day list. The
 * route's scopes are their union; anything beyond the open list needs the dashboard's.
 */
export function assertMaySeeAll(principal: Principal): void {
  const ok =
    principal.kind === 'user' &&
    (DASHBOARD_SCOPES === null || DASHBOARD_SCOPES.some((scope) => principal.scopes.includes(scope)));
  if (!ok) throw forbidden('Only the open sign-ins are available here (open=true).', 'scope_forbidden');
}

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** What a list shows: the caller's warehouses (or the one asked for among them), a day in a zone. */
export function listFilter(
  principal: Principal,
  company: Company,
  query: SignInQuery,
  open: boolean,
): SignInFilter {
  const visible = dockWarehouses(principal, company);
  const warehouses = query.warehouse ? visible.filter((w) => w === query.warehouse) : visible;
  const tz = query.tz ?? DOCK_TZ;
  if (!isTimeZone(tz)) throw badRequest(`Unknown time zone ${tz}.`, 'invalid_time_zone');
  return { warehouses, open, ...(query.date ? { day: { date: query.date, tz } } : {}), limit: LIST_LIMIT };
}
