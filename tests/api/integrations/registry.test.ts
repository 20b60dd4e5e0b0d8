import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStore } from '../../../src/server/platform/files/file-store';
import { AcumaticaSandbox } from '../../../src/server/integrations/acumatica/sandbox';
import { CarriersSandbox } from '../../../src/server/integrations/carriers/sandbox';
import { GeodisSandbox } from '../../../src/server/integrations/geodis/sandbox';
import { PrintingSandbox } from '../../../src/server/integrations/printing/sandbox';
import {
  configuredSystems,
  createIntegrations,
  IntegrationsNotConfiguredError,
} from '../../../src/server/integrations/registry';
import { AcumaticaHttp } from '../../../src/server/integrations/acumatica/http/adapter';
import { acumaticaSettingsFrom } from '../../../src/server/integrations/acumatica/http/settings';
import { loadConfig } from '../../../src/server/config';
import { VendorsSandbox } from '../../../src/server/integrations/vendors/sandbox';
import { createTestDatabase, type TestDatabase } from '../support/test-app';

let database: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'dockhand-registry-'));
});
afterAll(async () => {
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('createIntegrations', () => {
  it('builds the sandbox adapters per company, with the failure switches', async () => {
    const integrations = createIntegrations(database.db, createLocalFileStore(dataDir), { mode: 'sandbox' });
    expect(integrations.mode).toBe('sandbox');
    expect(integrations.acumatica('furhaven')).toBeInstanceOf(AcumaticaSandbox);
    expect(integrations.carriers('worldwise')).toBeInstanceOf(CarriersSandbox);
    expect(integrations.vendors('furhaven')).toBeInstanceOf(VendorsSandbox);
    expect(integrations.geodis('furhaven')).toBeInstanceOf(GeodisSandbox);
    expect(integrations.printing('furhaven')).toBeInstanceOf(PrintingSandbox);
    expect(await integrations.acumatica('furhaven').getSalesOrder('1')).toBeNull();
    expect((await integrations.control?.list())?.map((s) => s.system)).toEqual([
      'acumatica',
      'carriers',
      'vendors',
      'geodis',
      'printing',
    ]);
  });

  it('refuses http mode clearly without the settings of every real system', () => {
    const files = createLocalFileStore(dataDir);
    expect(() => createIntegrations(database.db, files, { mode: 'http' })).toThrow(
      IntegrationsNotConfiguredError,
    );
    expect(() => createIntegrations(database.db, files, { mode: 'http' })).toThrow(
      /missing: acumatica \(ACUMATICA_URL.*\); carriers \(CARRIERS_API_KEY.*; printing \(LOFTWARE_KEY.*INTEGRATIONS_SIMULATED.*INTEGRATIONS=sandbox/,
    );
    // Only what is neither configured nor named as simulated is missing.
    const acumatica = acumaticaSettingsFrom({
      ACUMATICA_URL: 'http://127.0.0.1:9',
      ACUMATICA_USERNAME: 'api',
      ACUMATICA_PASSWORD: 'pw',
    });
    let error: unknown;
    try {
      createIntegrations(database.db, files, { mode: 'http', acumatica, simulated: ['geodis', 'printing'] });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(IntegrationsNotConfiguredError);
    expect((error as IntegrationsNotConfiguredError).missing).toEqual(['carriers', 'vendors']);
  });

  it('runs http mode with the unused systems simulated, their switches kept; none when all are real', async () => {
    const files = createLocalFileStore(dataDir);
    const acumatica = acumaticaSettingsFrom({
      ACUMATICA_URL: 'http://127.0.0.1:9',
      ACUMATICA_USERNAME: 'api',
      ACUMATICA_PASSWORD: 'pw',
    });
    const mixed = createIntegrations(database.db, files, {
      mode: 'http',
      acumatica,
      simulated: ['carriers', 'vendors', 'geodis', 'printing'],
    });
    expect(mixed.acumatica('furhaven')).toBeInstanceOf(AcumaticaHttp);
    expect(mixed.geodis('furhaven')).toBeInstanceOf(GeodisSandbox);
    expect(mixed.control).not.toBeNull();
    await mixed.close?.();
    expect(configuredSystems({ mode: 'http', acumatica })).toEqual(['acumatica']);
  });

  it('reads INTEGRATIONS and INTEGRATIONS_SIMULATED strictly', () => {
    expect(loadConfig({}).sandbox).toBe(true);
    expect(loadConfig({ INTEGRATIONS: 'http' }).sandbox).toBe(false);
    expect(() => loadConfig({ INTEGRATIONS: 'htp' })).toThrow(/INTEGRATIONS=htp is neither sandbox nor http/);
    expect(loadConfig({ INTEGRATIONS_SIMULATED: ' geodis , vendors' }).simulated).toEqual([
      'vendors',
      'geodis',
    ]);
    expect(() => loadConfig({ INTEGRATIONS_SIMULATED: 'geodis,ups' })).toThrow(/names ups/);
  });
});

describe('SandboxControl', () => {
  it('starts with every system behaving', async () => {
    const control = createIntegrations(database.db, createLocalFileStore(dataDir), {
      mode: 'sandbox',
    }).control!;
    expect(await control.get('geodis')).toEqual({
      system: 'geodis',
      failureMode: 'none',
      failuresLeft: 0,
      delayMs: 0,
      errorMessage: null,
    });
  });

  it('keeps settings in the database, for every instance', async () => {
    const one = createIntegrations(database.db, createLocalFileStore(dataDir), { mode: 'sandbox' }).control!;
    const two = createIntegrations(database.db, createLocalFileStore(dataDir), { mode: 'sandbox' }).control!;
    await one.set('carriers', { failureMode: 'next', errorMessage: 'UPS API timeout', delayMs: 10 });
    expect(await two.get('carriers')).toEqual({
      system: 'carriers',
      failureMode: 'next',
      failuresLeft: 1,
      delayMs: 10,
      errorMessage: 'UPS API timeout',
    });
    // Leaving next mode clears its count.
    expect((await one.set('carriers', { failureMode: 'always' })).failuresLeft).toBe(0);
    await one.reset();
    expect((await two.get('carriers')).failureMode).toBe('none');
  });

  it('refuses settings that make no sense', async () => {
    const control = createIntegrations(database.db, createLocalFileStore(dataDir), {
      mode: 'sandbox',
    }).control!;
    await expect(control.set('vendors', { failureMode: 'next', failuresLeft: 0 })).rejects.toThrow(
      /1 or more/,
    );
    await expect(control.set('vendors', { delayMs: -5 })).rejects.toThrow(/delayMs/);
    await expect(control.set('vendors', { delayMs: 600_000 })).rejects.toThrow(/delayMs/);
    await expect(control.set('vendors', { failureMode: 'sometimes' as 'next' })).rejects.toThrow(
      /Unknown failure mode/,
    );
    expect((await control.get('vendors')).failureMode).toBe('none');
  });
});
