import type { Company } from '@shared/domain/identity/companies';
import { AcumaticaHttp } from './adapter';
import { AcumaticaClient } from './client';
import type { AcumaticaHttpSettings } from './settings';

/**
 * The HTTP side of the ERP for every company: one client (one API session) per company, shared by
 * the adapters the registry hands out per call. `close` signs every session out.
 */
export function createAcumaticaHttp(settings: AcumaticaHttpSettings) {
  const clients = new Map<Company, AcumaticaClient>();
  const clientFor = (company: Company): AcumaticaClient => {
    let client = clients.get(company);
    if (!client) {
      client = new AcumaticaClient({ ...settings, tenant: settings.tenants[company] });
      clients.set(company, client);
    }
    return client;
  };
  return {
    port: (company: Company): AcumaticaHttp => new AcumaticaHttp(clientFor(company), company),
    close: async (): Promise<void> => {
      await Promise.all([...clients.values()].map((c) => c.close()));
      clients.clear();
    },
  };
}
