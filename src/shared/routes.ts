import type { Scope } from './domain/identity/scopes';

/**
 * The screen route table of the three specs (D1 section 2, D2 section 2, D3 section 2.1).
 *
 * The spec records two readings for some routes: the groups of the menu and the scope of the page
 * layer's route table. Both are kept here as data. `null` means the reading has no scope check.
 * Access is the union of the two lists (a reading without a check adds nothing); a route whose
 * readings both have no check is open to every signed-in user. The same rule decides whether the
 * menu shows an entry, so the menu never offers a screen that would redirect.
 */
export type Area =
  | 'Dropship'
  | 'Acumatica'
  | 'Inventory'
  | 'Bulk'
  | 'Shipping'
  | 'Warranty'
  | 'Warehouse'
  | '3PL'
  | 'Utility'
  | 'Admin'
  | 'Other';

export const AREA_ORDER: readonly Area[] = [
  'Dropship',
  'Acumatica',
  'Inventory',
  'Bulk',
  'Shipping',
  'Warranty',
  'Warehouse',
  '3PL',
  'Utility',
  'Admin',
  'Other',
];

export type ScreenRoute = {
  path: string;
  title: string;
  area: Area;
  /** Groups of the menu reading; null: no scope. */
  menuScopes: readonly Scope[] | null;
  /** Scope of the route-table reading; null: no scope check. */
  routeScopes: readonly Scope[] | null;
  /** shell: inside the authenticated layout; fullscreen: outside it (boards). */
  layout: 'shell' | 'fullscreen';
  /** Where the spec names it. */
  spec: string;
};

const DROPSHIP_MENU: readonly Scope[] = ['admin', 'dropship'];
const ACU_MENU: readonly Scope[] = ['admin', 'acumatica'];
const BULK_MENU: readonly Scope[] = ['admin', 'bulk'];
const WAREHOUSE_MENU: readonly Scope[] = ['admin', 'warehouse'];
const WARRANTY: readonly Scope[] = ['admin', 'warranties'];
const TPL: readonly Scope[] = ['thirdpartylogistics'];

function r(
  path: string,
  title: string,
  area: Area,
  menuScopes: readonly Scope[] | null,
  routeScopes: readonly Scope[] | null,
  spec: string,
  layout: ScreenRoute['layout'] = 'shell',
): ScreenRoute {
  return { path, title, area, menuScopes, routeScopes, layout, spec };
}

/** The picking screen of one pull sheet (issue 12 item 3), and the address of a sheet's. */
export const PICK_SCREEN = '/pullsheets/:id/pick';
export const pickScreenPath = (pullsheetId: number): string =>
  PICK_SCREEN.replace(':id', String(pullsheetId));

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  // D1 section 2 (and D3 2.1 for the warranty-related dropship routes)
  r('/uploads', 'File Uploads', 'Dropship', DROPSHIP_MENU, ['dropship'], 'D1 2'),
  r(
    '/order_search',
    'Order Search',
    'Dropship',
    ['admin', 'dropship', 'warranties'],
    ['dropship', 'warranties'],
    'D1 2, D3 2.1',
  ),
  r('/on_hold', 'Orders On Hold', 'Dropship', DROPSHIP_MENU, ['dropship'], 'D1 2'),
  r('/pullsheets', 'Pull Sheets', 'Dropship', DROPSHIP_MENU, ['dropship'], 'D1 2'),
  // Issue 12 item 3 (beyond the spec): reached from Pull Sheets, never from the menu (it names a sheet).
  r(PICK_SCREEN, 'Pick a Pull Sheet', 'Dropship', DROPSHIP_MENU, ['dropship'], 'issue 12'),
  r('/api_status', 'API Status', 'Dropship', DROPSHIP_MENU, ['dropship'], 'D1 2'),
  // Issue 14 item 8: the screen also serves the bulk side (the _bulk company, the bulk user).
  r(
    '/failed_tracking',
    'Failed Tracking',
    'Dropship',
    ['admin', 'dropship', 'bulk'],
    ['dropship', 'bulk'],
    'D1 2, D2 2',
  ),
  r(
    '/shipped_report',
    'Shipped Orders Report',
    'Dropship',
    ['admin', 'dropship', 'warranties'],
    ['dropship', 'warranties'],
    'D1 2, D3 2.1',
  ),
  r('/zero_inventory', 'Zeroed-Out Inventory', 'Dropship', DROPSHIP_MENU, ['dropship'], 'D1 2, D3 2.20'),
  r('/warehouse_priority', 'Warehouse Priority', 'Dropship', DROPSHIP_MENU, ['dropship'], 'D1 2'),
  r('/usps_scan_form', 'USPS Scan Form', 'Dropship', ['dropship'], null, 'D1 2, D3 2.1'),
  r('/acumatica_uploads', 'Acumatica Order Uploads', 'Acumatica', ACU_MENU, ['acumatica'], 'D1 2'),
  r('/acumatica_apply_payments', 'Acumatica Apply Payments', 'Acumatica', ACU_MENU, ['acumatica'], 'D1 2'),
  r('/autobuild', 'Acumatica AutoBuild', 'Acumatica', ACU_MENU, ['acumatica'], 'D1 2, D3 2.13'),
  r(
    '/invoices',
    'Download Acumatica Invoices',
    'Acumatica',
    ACU_MENU,
    ['acumatica', 'thirdpartylogistics'],
    'D1 2, D2 2, D3 2.1',
  ),
  r('/inventory', 'Inventory Management', 'Inventory', ['admin', 'inventory'], ['inventory'], 'D1 2'),
  // D2 section 2
  r('/bulk_orders', 'Bulk Orders', 'Bulk', BULK_MENU, ['bulk'], 'D2 2'),
  r('/bulk_uploads', 'Bulk Uploads', 'Bulk', BULK_MENU, ['bulk'], 'D2 2'),
  r('/bulk_status', 'Bulk Status', 'Bulk', BULK_MENU, ['bulk'], 'D2 2'),
  r('/bulk_invoices', 'Bulk Invoices', 'Bulk', BULK_MENU, ['bulk'], 'D2 2'),
  r('/lots', 'Lots', 'Bulk', BULK_MENU, ['bulk'], 'D2 2'),
  r('/bulk_carriers', 'Bulk Carriers', 'Bulk', BULK_MENU, ['bulk'], 'D2 2'),
  r('/bulk_pullsheets', 'Bulk Pull Sheets', 'Bulk', BULK_MENU, ['bulk'], 'D2 2'),
  r('/bulk_search', 'Bulk Order Search', 'Bulk', BULK_MENU, ['bulk'], 'D2 2'),
  r('/bulk_change', 'Incoming Order Change Requests', 'Bulk', ['admin', 'washington'], ['bulk'], 'D2 2'),
  r('/transaction_report', 'EDI Transaction Report', 'Bulk', ['bulk'], ['bulk', 'dropship'], 'D2 2, D3 2.1'),
  r('/box_labels', 'Box Labels', 'Bulk', ['admin', 'bulk', 'inventory'], ['bulk'], 'D2 2'),
  r('/pallet_labels', 'Pallet Labels', 'Bulk', ['admin', 'bulk', 'inventory'], ['bulk'], 'D2 2'),
  r('/shipping_dash', 'Shipping Dashboard', 'Shipping', BULK_MENU, null, 'D2 2, D3 2.1'),
  r('/carrier_sign_in', 'Carrier Sign-In', 'Shipping', ['carrier-sign-in'], null, 'D2 2, D3 2.1'),
  r('/carrier_sign_in_dashboard', 'Carrier Sign-In Dashboard', 'Shipping', ['bulk'], null, 'D2 2, D3 2.1'),
  r('/production_calendar', 'Production Calendar', 'Warehouse', WAREHOUSE_MENU, ['bulk'], 'D2 2, D3 2.1'),
  r(
    '/shipping_dash/fullscreen/:warehouse/screen/:screen',
    'Shipping Dashboard (fullscreen)',
    'Shipping',
    BULK_MENU,
    null,
    'D2 2',
    'fullscreen',
  ),
  // D3 section 2.1
  r('/warranty_insert', 'Warranty Insert', 'Warranty', WARRANTY, WARRANTY, 'D3 2.4'),
  r('/warranty_search', 'Warranty Order Search', 'Warranty', WARRANTY, WARRANTY, 'D3 2.5'),
  r('/warranty_graphs', 'Warranty Graphs', 'Warranty', WARRANTY, WARRANTY, 'D3 2.9'),
  r('/workers', 'Workers', 'Warehouse', WAREHOUSE_MENU, WAREHOUSE_MENU, 'D3 2.10'),
  r('/build_search', 'Build Search', 'Warehouse', WAREHOUSE_MENU, WAREHOUSE_MENU, 'D3 2.11'),
  r('/on_truck_search', 'On Truck Search', 'Warehouse', WAREHOUSE_MENU, WAREHOUSE_MENU, 'D3 2.11'),
  r('/employee_times', 'Employee Times', 'Warehouse', WAREHOUSE_MENU, WAREHOUSE_MENU, 'D3 2.12'),
  r('/daily_builds', 'Daily Builds', 'Warehouse', WAREHOUSE_MENU, WAREHOUSE_MENU, 'D3 2.12'),
  r('/efficiency_report', 'Efficiency Report', 'Warehouse', WAREHOUSE_MENU, WAREHOUSE_MENU, 'D3 2.12'),
  r('/hourly_builds', 'Hourly Builds', 'Warehouse', WAREHOUSE_MENU, WAREHOUSE_MENU, 'D3 2.12'),
  r('/3pl_orders', '3PL Orders', '3PL', TPL, TPL, 'D3 2.3'),
  r('/3pl_inventory', '3PL Inventory', '3PL', TPL, TPL, 'D3 2.3'),
  r('/3pl_asn', '3PL Advanced Ship Notice', '3PL', TPL, TPL, 'D3 2.3'),
  r('/3pl_discrepancies', '3PL Discrepancies', '3PL', TPL, TPL, 'D3 2.3'),
  r('/3pl_create_shipments', 'Create Shipment', '3PL', TPL, TPL, 'D3 2.3'),
  r('/create_transfer_orders', 'Create Transfer Orders', '3PL', TPL, TPL, 'D3 2.3'),
  r('/cancel_3PL_orders', 'Cancel 3PL Order', '3PL', TPL, ['acumatica'], 'D3 2.1'),
  r('/3PL_shipping_confirm', 'Shipping Confirmation', '3PL', TPL, ['acumatica'], 'D3 2.2'),
  r('/extract_text', 'PDF Text Extraction', 'Utility', ['bulk'], ['bulk'], 'D3 2.19'),
  r('/vendor_stickers', 'Vendor Stickers', 'Utility', ['bulk'], null, 'D1 2, D3 2.1'),
  r('/nice_labels', 'Label Printing', 'Utility', null, null, 'D3 2.18'),
  r('/users', 'Users', 'Admin', ['admin'], ['admin'], 'D3 2.14'),
  r('/log', 'Log', 'Admin', ['admin'], ['admin'], 'D3 2.15'),
  r('/devices', 'Kiosk Devices', 'Admin', ['admin'], ['admin'], 'ARCHITECTURE 6 (device enrolment)'),
  r('/bugreport', 'Report Error', 'Other', null, null, 'D3 2.16'),
];

/** The union of both readings; null when neither reading checks a scope (any signed-in user). */
export function allowedScopes(
  route: Pick<ScreenRoute, 'menuScopes' | 'routeScopes'>,
): readonly Scope[] | null {
  if (route.menuScopes === null && route.routeScopes === null) return null;
  return [...new Set([...(route.menuScopes ?? []), ...(route.routeScopes ?? [])])];
}

export function canAccess(
  route: Pick<ScreenRoute, 'menuScopes' | 'routeScopes'>,
  userScopes: readonly string[],
): boolean {
  const allowed = allowedScopes(route);
  return allowed === null || allowed.some((s) => userScopes.includes(s));
}

/** Screens a user without any scope may open; every other address shows them the new-user page (D3 6). */
export const OPEN_TO_NEW_USERS: readonly string[] = ['/bugreport'];

/**
 * Whether the menu offers a screen to a user and the guard opens it: a user without scopes gets
 * only the screens open to new users (D3 6), everyone else what `canAccess` allows.
 */
export function canOpen(
  route: Pick<ScreenRoute, 'path' | 'menuScopes' | 'routeScopes'>,
  userScopes: readonly string[],
): boolean {
  if (userScopes.length === 0) return OPEN_TO_NEW_USERS.includes(route.path);
  return canAccess(route, userScopes);
}

/**
 * Whether a user may call an API route that serves these screens: the server's side of `canOpen`.
 * A user without scopes reaches only the routes of the screens open to new users (D3 6), so what
 * the menu hides from them the server refuses too; everyone else needs one of the routes' scopes.
 */
export function mayCall(paths: readonly string[], userScopes: readonly string[]): boolean {
  if (userScopes.length === 0) return paths.some((path) => OPEN_TO_NEW_USERS.includes(path));
  const scopes = scopesForScreens(paths);
  return scopes === null || scopes.some((scope) => userScopes.includes(scope));
}

/** A screen the menu and home page list: in the shell, and not one that names a record (`:id`). */
export function isMenuScreen(route: Pick<ScreenRoute, 'path' | 'layout'>): boolean {
  return route.layout === 'shell' && !route.path.includes('/:');
}

export function findScreen(path: string): ScreenRoute | undefined {
  return SCREEN_ROUTES.find((route) => route.path === path);
}

/** The union of the allowed scopes of several screens: what an API route serving them requires. */
export function scopesForScreens(paths: readonly string[]): readonly Scope[] | null {
  const lists = paths.map((path) => {
    const route = findScreen(path);
    if (!route) throw new Error(`Unknown screen ${path}`);
    return allowedScopes(route);
  });
  if (lists.some((list) => list === null)) return null;
  return [...new Set(lists.flatMap((list) => list ?? []))];
}

/** Topics of the help drawer (D3 2.17): one per group the user holds. */
export const HELP_GROUPS = ['dropship', 'bulk', 'admin', 'inventory'] as const satisfies readonly Scope[];
