import { describe, expect, it } from 'vitest';
import {
  allowedScopes,
  canAccess,
  canOpen,
  findScreen,
  isMenuScreen,
  mayCall,
  SCREEN_ROUTES,
  scopesForScreens,
} from './routes';

const route = (path: string) => {
  const found = findScreen(path);
  if (!found) throw new Error(path);
  return found;
};

describe('screen route table', () => {
  it('has each path once', () => {
    const paths = SCREEN_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
  it('gives admin the routes whose menu lists admin (D3 2.1)', () => {
    for (const r of SCREEN_ROUTES.filter((x) => x.menuScopes?.includes('admin'))) {
      expect(canAccess(r, ['admin'])).toBe(true);
    }
    expect(canAccess(route('/3pl_orders'), ['admin'])).toBe(false);
  });
  it('enforces the union of both readings', () => {
    // menu: thirdpartylogistics; route table: acumatica (D3 2.1)
    expect(allowedScopes(route('/cancel_3PL_orders'))).toEqual(['thirdpartylogistics', 'acumatica']);
    expect(canAccess(route('/cancel_3PL_orders'), ['acumatica'])).toBe(true);
    // transaction_report: bulk in the menu, bulk or dropship in the route table
    expect(canAccess(route('/transaction_report'), ['dropship'])).toBe(true);
    // /usps_scan_form: dropship in the menu, unrestricted in the route table
    expect(canAccess(route('/usps_scan_form'), ['bulk'])).toBe(false);
    expect(canAccess(route('/usps_scan_form'), ['dropship'])).toBe(true);
  });
  it('keeps order search open to warranties and zeroed-out inventory closed to it', () => {
    expect(canAccess(route('/order_search'), ['warranties'])).toBe(true);
    expect(canAccess(route('/zero_inventory'), ['warranties'])).toBe(false);
  });
  it('opens routes with no scope in either reading to every signed-in user', () => {
    expect(canAccess(route('/nice_labels'), [])).toBe(true);
    expect(canAccess(route('/bugreport'), [])).toBe(true);
    expect(canAccess(route('/users'), ['dropship', 'bulk'])).toBe(false);
  });
  it('offers a user without scopes only Report Error (D3 6: they see the new-user page)', () => {
    expect(canOpen(route('/bugreport'), [])).toBe(true);
    expect(canOpen(route('/nice_labels'), [])).toBe(false);
    expect(canOpen(route('/nice_labels'), ['tpl'])).toBe(true);
    expect(canOpen(route('/users'), ['dropship'])).toBe(false);
  });
  it('lets the server refuse a user without scopes what their menu does not offer', () => {
    expect(mayCall(['/bugreport'], [])).toBe(true);
    // The label-printing calls and the SKU list serve /nice_labels, open to any user with a scope.
    expect(mayCall(['/nice_labels'], [])).toBe(false);
    expect(mayCall(['/order_search', '/nice_labels'], [])).toBe(false);
    expect(mayCall(['/order_search', '/nice_labels'], ['tpl'])).toBe(true);
    expect(mayCall(['/users', '/log'], ['dropship'])).toBe(false);
    expect(mayCall(['/users', '/log'], ['admin'])).toBe(true);
  });
  it('derives API scopes from the screens a route serves', () => {
    expect(scopesForScreens(['/users', '/log'])).toEqual(['admin']);
    expect(scopesForScreens(['/bugreport'])).toBeNull();
    expect(() => scopesForScreens(['/nope'])).toThrow();
  });
  it('keeps screens that name a record (the picking of one pull sheet) and fullscreen boards off the menu', () => {
    expect(isMenuScreen(route('/pullsheets'))).toBe(true);
    expect(isMenuScreen(route('/pullsheets/:id/pick'))).toBe(false);
    expect(isMenuScreen(route('/shipping_dash/fullscreen/:warehouse/screen/:screen'))).toBe(false);
    expect(allowedScopes(route('/pullsheets/:id/pick'))).toEqual(allowedScopes(route('/pullsheets')));
  });
});
