import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';
import type { FileStore } from '../../../platform/files/file-store';
import type { Clock } from '../../sandbox-support';
import { CarriersHttp } from './adapter';
import { CarriersClient, type ClientOptions } from './client';
import type { CarriersHttpSettings } from './settings';

/** The carriers over HTTP for every company: one client (the API key is the account's), an adapter per call. */
export function createCarriersHttp(
  db: Db,
  files: FileStore,
  settings: CarriersHttpSettings,
  options: { now?: Clock; wait?: ClientOptions['wait'] } = {},
): (company: Company) => CarriersHttp {
  const client = new CarriersClient({ ...settings, wait: options.wait });
  return (company) => new CarriersHttp(client, db, files, company, settings, options.now);
}
