import type { Company } from '@shared/domain/identity/companies';
import { SANDBOX_SYSTEMS, type SandboxSystem } from '@shared/domain/integrations/sandbox';
import type { ServerConfig } from '../config';
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
  /** The simulators' failure switches; null when every system is real. */
  control: SandboxControl | null;
  /** Signs out of the real systems (Acumatica API sessions); nothing to do for the simulators. */
  close?: () => Promise<void>;
};

export type IntegrationOptions = {
  /**
   * sandbox: each system runs as its simulator unless its settings are given (a staging install may
   * try one real system beside demo data). http (live): every system must be configured but those
   * named in `simulated`, so a forgotten setting never leaves a live install buying simulated labels.
   */
  mode: IntegrationMode;
  /** With mode http: the systems the merchant does not use, left simulated (INTEGRATIONS_SIMULATED). */
  simulated?: readonly SandboxSystem[];
  /** The simulators' clock; tests move it instead of waiting. */
  now?: Clock;
  /** Acumatica over HTTP (ACUMATICA_URL with credentials); the ERP simulator otherwise. */
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

/** The settings each system's adapter needs, as the start-up error names them. */
const SETTINGS_OF: Record<SandboxSystem, string> = {
  acumatica: 'ACUMATICA_URL with ACUMATICA_USERNAME/PASSWORD or ACUMATICA_CLIENT_ID/SECRET',
  carriers: 'CARRIERS_API_KEY with CARRIERS_ACCOUNTS and CARRIERS_WAREHOUSES',
  vendors: 'VENDORS_SFTP',
  geodis: 'GEODIS_URL with GEODIS_CLIENT_ID/SECRET',
  printing: 'LOFTWARE_KEY with LOFTWARE_TRIGGER',
};

/** Which systems the options configure (printing through Loftware's settings). */
export function configuredSystems(options: IntegrationOptions): SandboxSystem[] {
  const given: Record<SandboxSystem, unknown> = {
    acumatica: options.acumatica,
    carriers: options.carriers,
    vendors: options.vendors,
    geodis: options.geodis,
    printing: options.loftware,
  };
  return SANDBOX_SYSTEMS.filter((system) => given[system]);
}

export class IntegrationsNotConfiguredError extends Error {
  constructor(readonly missing: readonly SandboxSystem[]) {
    super(
      `INTEGRATIONS=http needs every outside system configured; missing: ` +
        missing.map((system) => `${system} (${SETTINGS_OF[system]})`).join('; ') +
        '. Name a system the merchant does not use in INTEGRATIONS_SIMULATED to leave it simulated, ' +
        'or run with INTEGRATIONS=sandbox (the default).',
    );
    this.name = 'IntegrationsNotConfiguredError';
  }
}

/** The options of the server's and the worker's configuration. */
export function integrationOptionsOf(config: ServerConfig): IntegrationOptions {
  return {
    mode: config.sandbox ? 'sandbox' : 'http',
    simulated: config.simulated,
    acumatica: config.acumatica,
    carriers: config.carriers,
    vendors: config.vendorsSftp,
    geodis: config.geodis,
    loftware: config.loftware,
  };
}

/**
 * The one place that chooses simulators or real systems (ARCHITECTURE section 8). Services get the
 * ports from here and never know which side answers. Adapters are cheap; one per call is fine.
 */
export function createIntegrations(db: Db, files: FileStore, options: IntegrationOptions): Integrations {
  const configured = configuredSystems(options);
  if (options.mode === 'http') {
    const missing = SANDBOX_SYSTEMS.filter(
      (system) => !configured.includes(system) && !options.simulated?.includes(system),
    );
    if (missing.length > 0) throw new IntegrationsNotConfiguredError(missing);
  }
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
    // The simulated systems keep their switches (a real system ignores its own); none when all are real.
    control: configured.length < SANDBOX_SYSTEMS.length ? new SandboxControl(db) : null,
    close: async () => {
      await erp?.close();
      await tpl?.close();
    },
  };
}
