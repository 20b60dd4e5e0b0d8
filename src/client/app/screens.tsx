import { PICK_SCREEN } from '@shared/routes';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Screen = LazyExoticComponent<ComponentType>;

const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Screen =>
  lazy(async () => ({ default: (await load())[name] }));

/**
 * The screens that exist, by path of src/shared/routes.ts. The menu offers only these; a path of
 * the route table that is not here is not built yet and is not shown.
 */
export const SCREENS: Readonly<Record<string, Screen>> = {
  '/order_search': page(
    () => import('@client/features/dropship/order-search/pages/order-search-page'),
    'OrderSearchPage',
  ),
  '/uploads': page(() => import('@client/features/dropship/file-uploads/pages/uploads-page'), 'UploadsPage'),
  '/shipped_report': page(
    () => import('@client/features/dropship/shipped-report/pages/shipped-report-page'),
    'ShippedReportPage',
  ),
  '/zero_inventory': page(
    () => import('@client/features/inventory/zero-inventory/pages/zero-inventory-page'),
    'ZeroInventoryPage',
  ),
  '/inventory': page(
    () => import('@client/features/inventory/inventory-management/pages/inventory-management-page'),
    'InventoryManagementPage',
  ),
  '/nice_labels': page(
    () => import('@client/features/labels/nice-labels/pages/nice-labels-page'),
    'NiceLabelsPage',
  ),
  '/extract_text': page(
    () => import('@client/features/extract/extract-text/pages/extract-text-page'),
    'ExtractTextPage',
  ),
  '/failed_tracking': page(
    () => import('@client/features/dropship/failed-tracking/pages/failed-tracking-page'),
    'FailedTrackingPage',
  ),
  '/workers': page(() => import('@client/features/labour/workers/pages/workers-page'), 'WorkersPage'),
  '/build_search': page(
    () => import('@client/features/labour/build-search/pages/build-search-page'),
    'BuildSearchPage',
  ),
  '/on_truck_search': page(
    () => import('@client/features/labour/on-truck-search/pages/on-truck-search-page'),
    'OnTruckSearchPage',
  ),
  '/employee_times': page(
    () => import('@client/features/labour/employee-times/pages/employee-times-page'),
    'EmployeeTimesPage',
  ),
  '/users': page(() => import('@client/features/admin/users/pages/users-page'), 'UsersPage'),
  '/log': page(() => import('@client/features/admin/log/pages/log-page'), 'LogPage'),
  '/devices': page(() => import('@client/features/admin/devices/pages/devices-page'), 'DevicesPage'),
  '/carrier_sign_in': page(
    () => import('@client/features/carrier-sign-in/sign-in/pages/carrier-sign-in-page'),
    'CarrierSignInPage',
  ),
  '/vendor_stickers': page(
    () => import('@client/features/dropship/vendor-stickers/pages/vendor-stickers-page'),
    'VendorStickersPage',
  ),
  '/usps_scan_form': page(
    () => import('@client/features/dropship/usps-scan-form/pages/usps-scan-form-page'),
    'UspsScanFormPage',
  ),
  '/bugreport': page(
    () => import('@client/features/admin/bug-report/pages/bug-report-page'),
    'BugReportPage',
  ),
  '/api_status': page(
    () => import('@client/features/dropship/api-status/pages/api-status-page'),
    'ApiStatusPage',
  ),
  '/warehouse_priority': page(
    () => import('@client/features/dropship/warehouse-priority/pages/warehouse-priority-page'),
    'WarehousePriorityPage',
  ),
  '/carrier_sign_in_dashboard': page(
    () => import('@client/features/carrier-sign-in/dashboard/pages/carrier-sign-in-dashboard-page'),
    'CarrierSignInDashboardPage',
  ),
  '/on_hold': page(() => import('@client/features/dropship/on-hold/pages/on-hold-page'), 'OnHoldPage'),
  '/pullsheets': page(
    () => import('@client/features/dropship/pullsheets/pages/pullsheets-page'),
    'PullsheetsPage',
  ),
  [PICK_SCREEN]: page(() => import('@client/features/dropship/picking/pages/picking-page'), 'PickingPage'),
  '/shipping_dash': page(
    () => import('@client/features/boards/shipping-dash/pages/shipping-dash-page'),
    'ShippingDashPage',
  ),
  '/shipping_dash/fullscreen/:warehouse/screen/:screen': page(
    () => import('@client/features/boards/shipping-dash/pages/shipping-board-page'),
    'ShippingBoardPage',
  ),
  '/bulk_orders': page(() => import('@client/features/bulk/orders/pages/bulk-orders-page'), 'BulkOrdersPage'),
  '/bulk_pullsheets': page(
    () => import('@client/features/bulk/pullsheets/pages/bulk-pullsheets-page'),
    'BulkPullsheetsPage',
  ),
  '/bulk_uploads': page(
    () => import('@client/features/bulk/uploads/pages/bulk-uploads-page'),
    'BulkUploadsPage',
  ),
  '/bulk_invoices': page(
    () => import('@client/features/bulk/invoices/pages/bulk-invoices-page'),
    'BulkInvoicesPage',
  ),
  '/bulk_status': page(() => import('@client/features/bulk/status/pages/bulk-status-page'), 'BulkStatusPage'),
  '/bulk_change': page(
    () => import('@client/features/bulk/change-requests/pages/change-requests-page'),
    'ChangeRequestsPage',
  ),
  '/lots': page(() => import('@client/features/bulk/lots/pages/lots-page'), 'LotsPage'),
  '/box_labels': page(() => import('@client/features/bulk/labels/pages/box-labels-page'), 'BoxLabelsPage'),
  '/pallet_labels': page(
    () => import('@client/features/bulk/labels/pages/pallet-labels-page'),
    'PalletLabelsPage',
  ),
  '/invoices': page(() => import('@client/features/acumatica/invoices/pages/invoices-page'), 'InvoicesPage'),
  '/acumatica_uploads': page(
    () => import('@client/features/acumatica/order-uploads/pages/order-uploads-page'),
    'OrderUploadsPage',
  ),
  '/acumatica_apply_payments': page(
    () => import('@client/features/acumatica/apply-payments/pages/apply-payments-page'),
    'ApplyPaymentsPage',
  ),
  '/autobuild': page(
    () => import('@client/features/acumatica/autobuild/pages/autobuild-page'),
    'AutobuildPage',
  ),
  '/bulk_carriers': page(
    () => import('@client/features/bulk/carriers/pages/bulk-carriers-page'),
    'BulkCarriersPage',
  ),
  '/transaction_report': page(
    () => import('@client/features/bulk/transactions/pages/transaction-report-page'),
    'TransactionReportPage',
  ),
  '/bulk_search': page(() => import('@client/features/bulk/search/pages/bulk-search-page'), 'BulkSearchPage'),
  '/production_calendar': page(
    () => import('@client/features/bulk/production-calendar/pages/production-calendar-page'),
    'ProductionCalendarPage',
  ),
  '/daily_builds': page(
    () => import('@client/features/labour/daily-builds/pages/daily-builds-page'),
    'DailyBuildsPage',
  ),
  '/efficiency_report': page(
    () => import('@client/features/labour/efficiency/pages/efficiency-report-page'),
    'EfficiencyReportPage',
  ),
  '/hourly_builds': page(
    () => import('@client/features/labour/hourly-builds/pages/hourly-builds-page'),
    'HourlyBuildsPage',
  ),
  '/3pl_orders': page(() => import('@client/features/tpl/orders/pages/tpl-orders-page'), 'TplOrdersPage'),
  '/3pl_inventory': page(
    () => import('@client/features/tpl/inventory/pages/tpl-inventory-page'),
    'TplInventoryPage',
  ),
  '/cancel_3PL_orders': page(
    () => import('@client/features/tpl/cancel/pages/cancel-order-page'),
    'CancelTplOrderPage',
  ),
  '/warranty_graphs': page(
    () => import('@client/features/warranty/graphs/pages/warranty-graphs-page'),
    'WarrantyGraphsPage',
  ),
  '/warranty_insert': page(
    () => import('@client/features/warranty/insert/pages/warranty-insert-page'),
    'WarrantyInsertPage',
  ),
  '/warranty_search': page(
    () => import('@client/features/warranty/search/pages/warranty-search-page'),
    'WarrantySearchPage',
  ),
  '/3pl_discrepancies': page(
    () => import('@client/features/tpl/discrepancies/pages/discrepancies-page'),
    'DiscrepanciesPage',
  ),
  '/3PL_shipping_confirm': page(
    () => import('@client/features/tpl/shipment-confirmations/pages/shipment-confirmations-page'),
    'ShipmentConfirmationsPage',
  ),
  '/3pl_asn': page(() => import('@client/features/tpl/asn/pages/asn-page'), 'AsnPage'),
  '/3pl_create_shipments': page(
    () => import('@client/features/tpl/create-shipments/pages/create-shipments-page'),
    'CreateShipmentsPage',
  ),
  '/create_transfer_orders': page(
    () => import('@client/features/tpl/create-transfer-orders/pages/create-transfer-orders-page'),
    'CreateTransferOrdersPage',
  ),
};

export const HomePage = lazy(async () => {
  const { HomePage: Home } = await import('@client/app/home-page');
  const available = Object.keys(SCREENS);
  return { default: () => <Home available={available} /> };
});
export const LoginPage = page(() => import('@client/features/auth/login/pages/login-page'), 'LoginPage');
