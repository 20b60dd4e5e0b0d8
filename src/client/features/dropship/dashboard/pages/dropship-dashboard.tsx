import { downloadOutline } from 'ionicons/icons';
import { useState } from 'react';
import {
  DASHBOARD_MESSAGES as M,
  EXPORT_WAREHOUSES,
  exportFileName,
  EXPORTS,
  type ExportKind,
  type ExportWarehouse,
} from '@shared/domain/dropship/dashboard';
import { FailedLine } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { IonSpinner } from '@client/components/ionic/spinner';
import { useNotifier } from '@client/components/notifier-provider';
import { RefreshButton } from '@client/components/refresh-button';
import { errorMessage } from '@client/lib/api-error';
import { useDialogs } from '@client/lib/use-dialogs';
import { useSelection } from '@client/lib/use-session';
import {
  fetchOrdersExport,
  fetchUnprocessed,
  fetchUspsTracking,
  fetchWarehouseReport,
  useDashboard,
} from '../api/dashboard';
import { ExportDialog, type ExportValues } from '../components/export-dialog';
import { StatGroup } from '../components/stat-group';
import {
  ordersTable,
  saveCsv,
  todayAtOffice,
  todaysCountsTable,
  unprocessedTable,
  uspsTable,
  type CsvTable,
} from '../lib/export-files';
import './dashboard.css';

const isExportWarehouse = (w: string | undefined): w is ExportWarehouse =>
  (EXPORT_WAREHOUSES as readonly string[]).includes(w ?? '');

/**
 * Dashboard (D1 sections 2, 7, 8, 9): the stat groups of the company with Refresh, and the Export
 * section (Orders, Today's Counts, Unprocessed, USPS Tracking Numbers). Shown on the home page of
 * users who hold the dropship screens.
 */
export function DropshipDashboard() {
  const selection = useSelection();
  const company = selection?.company ?? 'furhaven';
  const dashboard = useDashboard(company);
  const notify = useNotifier();
  const dialogs = useDialogs<'export'>();
  const [kind, setKind] = useState<ExportKind | null>(null);
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [initial, setInitial] = useState<ExportValues | null>(null);

  /** The dialog's first values: today at the office, Upload Date, the selected warehouse. */
  const startValues = (): ExportValues => {
    const today = todayAtOffice();
    return {
      startdate: today,
      enddate: today,
      export_by: 'upload_date',
      warehouse: isExportWarehouse(selection?.warehouse) ? selection.warehouse : 'kentucky',
    };
  };

  /** Saves the table, or says there is nothing to export (no file). Answers whether a file was saved. */
  const save = (k: ExportKind, values: ExportValues, table: CsvTable): boolean => {
    if (table.rows.length === 0) {
      setNote(M.nothing);
      return false;
    }
    const fileName = exportFileName(k, {
      start: values.startdate,
      end: values.enddate,
      warehouse: values.warehouse,
      today: todayAtOffice(),
    });
    saveCsv(fileName, table);
    setDone(`Exported ${table.rows.length} ${table.rows.length === 1 ? 'row' : 'rows'} as ${fileName}.`);
    return true;
  };

  const run = async (k: ExportKind, values: ExportValues) => {
    setBusy(k);
    setNote(null);
    setDialogError(null);
    setDone(null);
    try {
      let saved = false;
      switch (k) {
        case 'orders': {
          const answer = await fetchOrdersExport(values);
          saved = save(k, values, ordersTable(answer.rows));
          if (saved && answer.truncated)
            notify.warning('Only the first 20,000 rows were exported: narrow the dates.');
          break;
        }
        case 'usps': {
          try {
            saved = save(k, values, uspsTable((await fetchUspsTracking(values)).packages));
          } catch (error) {
            notify.error(M.uspsFailed);
            throw error;
          }
          if (saved) notify.success(M.uspsExported);
          break;
        }
        case 'todays_counts':
          saved = save(k, values, todaysCountsTable(await fetchWarehouseReport()));
          break;
        case 'unprocessed':
          saved = save(k, values, unprocessedTable((await fetchUnprocessed(values.warehouse)).vendors));
          break;
      }
      if (saved) dialogs.close();
    } catch (error) {
      setDialogError(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const open = (k: ExportKind) => {
    setNote(null);
    setDialogError(null);
    setDone(null);
    const spec = EXPORTS.find((e) => e.kind === k);
    const values = startValues();
    // Today's Counts reads nothing from the dialog: it exports at once.
    if (spec && !spec.needs.range && !spec.needs.warehouse) {
      void run(k, values);
      return;
    }
    setInitial(values);
    setKind(k);
    dialogs.show('export');
  };

  const data = dashboard.data;
  return (
    <section className="dashboard" aria-labelledby="dashboard-heading">
      <div className="dashboard__head">
        <h2 id="dashboard-heading">Dashboard</h2>
        {data && (
          <span className="dashboard__asof">
            {data.day} · counted {new Date(data.as_of).toLocaleTimeString()}
          </span>
        )}
        <RefreshButton onRefresh={() => dashboard.refetch()} fetching={dashboard.isFetching} />
      </div>
      <FailedLine prefix="Failed to get the dashboard" query={dashboard} />
      {dashboard.isPending && <IonSpinner name="crescent" aria-label="Loading the dashboard" />}
      {data && (
        <div className="dashboard__groups">
          {data.groups.map((g) => (
            <StatGroup key={g.name} group={g} />
          ))}
        </div>
      )}
      <section className="dashboard-group dashboard-export" aria-labelledby="dashboard-export-heading">
        <h2 id="dashboard-export-heading">Export</h2>
        <div className="dashboard-export__buttons">
          {EXPORTS.map((e) => (
            <IonButton key={e.kind} fill="outline" disabled={busy !== null} onClick={() => open(e.kind)}>
              <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
              {e.label}
            </IonButton>
          ))}
        </div>
        {!dialogs.isOpen('export') && note && (
          <p role="status" className="dashboard-export__note">
            {note}
          </p>
        )}
        {!dialogs.isOpen('export') && dialogError && <p role="alert">{dialogError}</p>}
        {done && (
          <p role="status" className="dashboard-export__done">
            {done}
          </p>
        )}
      </section>
      {initial && (
        <ExportDialog
          key={dialogs.key('export')}
          kind={kind}
          isOpen={dialogs.isOpen('export')}
          initial={initial}
          busy={busy !== null}
          note={note}
          error={dialogError}
          onClose={dialogs.close}
          onExport={(values) => kind && void run(kind, values)}
          onEdit={() => {
            setNote(null);
            setDialogError(null);
          }}
        />
      )}
    </section>
  );
}
