import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../platform/db/client';
import type { FileStore } from '../platform/files/file-store';
import { createAcumaticaHttp } from './acumatica/http/sessions';
import type { AcumaticaHttpSettings } from './acumatica/http/settings';
import type { AcumaticaPort } from './acumatica/port';
import { AcumaticaSandbox } from './acumatica/sandbox';
import { createCarriersHttp } from './carriers/http/factory';
import type { CarriersHttpSettings } from './carriers/http/settings';
import type { CarriersPort } from './carriers/port';
import { CarriersSandbox } from './carriers/sandbox';
import { createGeodisHttp } from './geodis/http/adapter';
import type { GeodisHttpSettings } from './geodis/http/settings';
import type { GeodisPort } from './geodis/port';
import { GeodisSandbox } from './geodis/sandbox';
import { createLoftwarePrinting } from './printing/loftware/adapter';
import { LoftwareClient } from './printing/loftware/client';
import type { LoftwareSettings } from './printing/loftware/settings';
import type { PrintingPort } from './printing/port';
import { PrintingSandbox } from './printing/sandbox';
import { SandboxControl } from './sandbox-control';
import type { Clock } from './sandbox-support';
import type { VendorsPort } from './vendors/port';
import { VendorsSandbox } from './vendors/sandbox';
import { VendorsSftp } from './vendors/sftp/adapter';
import type { VendorsSftpSettings } from './vendors/sftp/settings';

export type IntegrationMode = 'sandbox' | 'http';

/** The outside systems, each bound to a company (its tenant, accounts and trading partners). */
export type Integrations = {
  mode: IntegrationMode;
  acumatica: (company: Company) => AcumaticaPort;
  carriers: (company: Company) => CarriersPort;
  vendors: (company: Company) => VendorsPort;
  geodis: (company: Company) => GeodisPort;
  printing: (company: Company) => PrintingPort;
  /** The sandbox failure switches; null when the real systems answer. */
  control: SandboxControl | null;
  /** Signs out of the real systems (Acumatica API sessions); nothing to do for the simulators. */
  close?: () => Promise<void>;
};

export type IntegrationOptions = {
  mode: IntegrationMode;
  /** The simulators' clock; tests move it instead of waiting. */
  now?: Clock;
  /**
   * Acumatica over HTTP (ACUMATICA_URL with credentials): the ERP port talks to the real instance
   * while the other systems stay simulated until their adapters exist.
   */
  acumatica?: AcumaticaHttpSettings | null;
  /** Carriers over a multi-carrier label API (CARRIERS_API_KEY with accounts); the carriers simulator otherwise. */
  carriers?: CarriersHttpSettings | null;
  /** Vendor EDI over SFTP (VENDORS_SFTP): each trading partner's mailbox; the vendors simulator otherwise. */
  vendors?: VendorsSftpSettings | null;
  /** Geodis over HTTP (GEODIS_URL with GEODIS_CLIENT_ID/SECRET); the 3PL simulator otherwise. */
  geodis?: GeodisHttpSettings | null;
  /** Loftware Cloud print triggers (LOFTWARE_KEY with LOFTWARE_TRIGGER); the print simulator otherwise. */
  loftware?: LoftwareSettings | null;
};

export class IntegrationsNotConfiguredError extends Error {
  constructor(mode: string) {
    super(
      `Integration mode "${mode}" is not configured: it needs Acumatica's settings (ACUMATICA_URL with ` +
        'ACUMATICA_USERNAME/PASSWORD or ACUMATICA_CLIENT_ID/SECRET). Run with INTEGRATIONS=sandbox (the default).',
    );
    this.name = 'IntegrationsNotConfiguredError';
  }
}

/**
 * The one place that chooses simulators or real systems (ARCHITECTURE section 8). Services get the
 * ports from here and never know which side answers. Adapters are cheap; one per call is fine.
 */
export function createIntegrations(db: Db, files: FileStore, options: IntegrationOptions): Integrations {
  if (options.mode === 'http' && !options.acumatica) throw new IntegrationsNotConfiguredError(options.mode);
  const sandbox = { now: options.now };
  const erp = options.acumatica ? createAcumaticaHttp(options.acumatica) : null;
  const tpl = options.geodis ? createGeodisHttp(options.geodis) : null;
  const labels = options.loftware
    ? createLoftwarePrinting(db, options.loftware, new LoftwareClient(options.loftware), sandbox)
    : null;
  return {
    mode: options.mode,
    acumatica: erp ? erp.port : (company) => new AcumaticaSandbox(db, company, sandbox),
    carriers: options.carriers
      ? createCarriersHttp(db, files, options.carriers)
      : (company) => new CarriersSandbox(db, company, files, sandbox),
    vendors: (company) => {
      const sftp = options.vendors;
      return sftp ? new VendorsSftp(db, company, sftp, sandbox) : new VendorsSandbox(db, company, sandbox);
    },
    geodis: tpl ? tpl.port : (company) => new GeodisSandbox(db, company, sandbox),
    printing: labels ?? ((company) => new PrintingSandbox(db, company, sandbox)),
    // The simulated systems keep their switches; Acumatica's no longer reach the real ERP.
    control: new SandboxControl(db),
    close: async () => {
      await erp?.close();
      await tpl?.close();
    },
  };
}
