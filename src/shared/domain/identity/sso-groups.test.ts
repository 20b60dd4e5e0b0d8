import { describe, expect, it } from 'vitest';
import { mapGroups } from './sso-groups';

describe('mapGroups (D3 section 6: groups from the sign-in token)', () => {
  it('reads a company, its warehouse and a scope', () => {
    expect(mapGroups(['furhaven', 'kentucky', 'dropship'])).toEqual({
      companies: ['furhaven'],
      warehouses: ['kentucky'],
      scopes: ['dropship'],
      ignored: [],
    });
  });

  it('grants both companies and every warehouse listed under them', () => {
    const grant = mapGroups(['worldwise', 'furhaven', 'texas', 'kentucky', 'pennsylvania', 'bulk']);
    expect(grant.companies).toEqual(['furhaven', 'worldwise']);
    expect(grant.warehouses).toEqual(['kentucky', 'pennsylvania', 'texas']);
    expect(grant.scopes).toEqual(['bulk']);
  });

  it('knows every scope of the spec', () => {
    const scopes = [
      'admin',
      'dropship',
      'bulk',
      'inventory',
      'warranties',
      'warehouse',
      'acumatica',
      'thirdpartylogistics',
      'carrier-sign-in',
      'washington',
    ];
    expect(mapGroups(['furhaven', ...scopes]).scopes).toEqual(scopes);
  });

  it('ignores a warehouse its companies do not list (worldwise has only kentucky)', () => {
    const grant = mapGroups(['worldwise', 'kentucky', 'texas']);
    expect(grant.warehouses).toEqual(['kentucky']);
    expect(grant.ignored).toEqual(['texas']);
  });

  it('ignores warehouses when no company is granted', () => {
    expect(mapGroups(['kentucky', 'admin'])).toEqual({
      companies: [],
      warehouses: [],
      scopes: ['admin'],
      ignored: ['kentucky'],
    });
  });

  it('ignores unknown groups and reports them', () => {
    const grant = mapGroups(['furhaven', 'Domain Users', 'superuser', 'dropship']);
    expect(grant.scopes).toEqual(['dropship']);
    expect(grant.ignored).toEqual(['domain users', 'superuser']);
  });

  it('reads groups case-insensitively, trimmed, and as paths (/furhaven), without repeats', () => {
    const grant = mapGroups([' Furhaven ', '/furhaven', 'KENTUCKY', '/Bulk', 'bulk', '']);
    expect(grant).toEqual({
      companies: ['furhaven'],
      warehouses: ['kentucky'],
      scopes: ['bulk'],
      ignored: [],
    });
  });

  it('grants no scope from company and warehouse groups alone (the new-user page)', () => {
    expect(mapGroups(['furhaven', 'texas']).scopes).toEqual([]);
    expect(mapGroups([]).scopes).toEqual([]);
  });
});
