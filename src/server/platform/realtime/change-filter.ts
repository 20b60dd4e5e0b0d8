import type { ChangeEvent } from '@shared/api/realtime/events';
import type { Company } from '@shared/domain/identity/companies';
import type { Principal } from '../http/types';

/**
 * Whether a caller hears a signal: its own company only; a kiosk only its warehouse's sign-ins, a
 * display only the boards' refresh. `resync` goes to everyone, since it carries no data.
 */
export function hears(event: ChangeEvent, principal: Principal, company: Company): boolean {
  if (event.topic === 'resync') return true;
  if (event.company !== company) return false;
  if (principal.kind === 'user') return true;
  if (principal.purpose === 'display') return event.topic === 'boards';
  return event.topic === 'sign-ins' && (event.warehouse === null || event.warehouse === principal.warehouse);
}
