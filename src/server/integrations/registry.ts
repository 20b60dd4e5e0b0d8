import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../platform/db/client';
import type { FileStore } from '../platform/files/file-store';
import type { AcumaticaPort } from './acumatica/port';
import { AcumaticaSandbox } from './acumatica/sandbox';
import type { CarriersPort } from './carriers/port';
import { CarriersSandbox } from './carriers/sandbox';
import type { GeodisPort } from './geodis/port';
import { GeodisSandbox } from './geodis/sandbox';
import type { PrintingPort } from './printing/port';
import { PrintingSandbox } from './printing/sandbox';
import { SandboxControl } from './sandbox-control';
import type { Clock } from './sandbox-support';
import type { VendorsPort } from './vendors/port';
import { VendorsSandbox } from './vendors/sandbox';

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
};

export type IntegrationOptions = {
  mode: IntegrationMode;
  /** The simulators' clock; tests move it instead of waiting. */
  now?: Clock;
};

export class IntegrationsNotConfiguredError extends Error {
  constructor(mode: string) {
    super(
      `Integration mode "${mode}" is not configured: the real HTTP adapters are not built yet. ` +
        'Run with INTEGRATIONS=sandbox (the default).',
    );
    this.name = 'IntegrationsNotConfiguredError';
  }
}

/**
 * The one place that chooses simulators or real systems (ARCHITECTURE section 8). Services get the
 * ports from here and never know which side answers. Adapters are cheap; one per call is fine.
 */
export function createIntegrations(db: Db, files: FileStore, options: IntegrationOptions): Integrations {
  switch (options.mode) {
    case 'sandbox': {
      const sandbox = { now: options.now };
      return {
        mode: 'sandbox',
        acumatica: (company) => new AcumaticaSandbox(db, company, sandbox),
        carriers: (company) => new CarriersSandbox(db, company, files, sandbox),
        vendors: (company) => new VendorsSandbox(db, company, sandbox),
        geodis: (company) => new GeodisSandbox(db, company, sandbox),
        printing: (company) => new PrintingSandbox(db, company, sandbox),
        control: new SandboxControl(db),
      };
    }
    case 'http':
      throw new IntegrationsNotConfiguredError(options.mode);
  }
}
