import { downloadOutline } from 'ionicons/icons';
import { useState } from 'react';
import {
  SHIPPED_REPORT_COLUMNS,
  SHIPPED_REPORT_MAX_DAYS,
  SHIPPED_REPORT_MESSAGES,
  shippedRangeProblem,
  shippedReportCsvRows,
  shippedReportFileName,
} from '@shared/domain/dropship/shipped-report';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { IonNote } from '@client/components/ionic/list';
import { FormError } from '@client/components/form-error';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { TextField } from '@client/components/text-field';
import { errorMessage } from '@client/lib/api-error';
import { useShippedOrders } from '../api/shipped-orders';
import { downloadCsv } from '../lib/download-csv';
import './shipped-report.css';

/**
 * Shipped Orders Report (D1 sections 2, 5, 8): start and end dates, then Download Shipped Report
 * saves the fully shipped orders picked up in those days as a CSV.
 */
export function ShippedReportPage() {
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const report = useShippedOrders();
  const notify = useNotifier();

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setProblem(null);
    setDone(null);
    report.reset();
  };

  const download = () => {
    const invalid = shippedRangeProblem(start, end);
    setProblem(invalid);
    setDone(null);
    if (invalid) return;
    report.mutate(
      { start, end },
      {
        onSuccess: ({ fully_shipped: rows }) => {
          if (rows.length === 0) {
            void notify.alert({ message: SHIPPED_REPORT_MESSAGES.empty });
            return;
          }
          const fileName = shippedReportFileName(start, end);
          downloadCsv(fileName, SHIPPED_REPORT_COLUMNS, shippedReportCsvRows(rows));
          setDone(
            `Downloaded ${rows.length} fully shipped ${rows.length === 1 ? 'order' : 'orders'} as ${fileName}.`,
          );
        },
      },
    );
  };

  return (
    <PageLayout title="Shipped Orders Report">
      <form
        className="shipped-report"
        aria-label="Shipped orders report"
        onSubmit={(e) => {
          e.preventDefault();
          download();
        }}
      >
        <div className="toolbar-row">
          <TextField label="Start date" type="date" value={start} onChange={edit(setStart)} required />
          <TextField label="End date" type="date" value={end} onChange={edit(setEnd)} required />
          <IonButton type="submit" disabled={!start || !end || report.isPending}>
            <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
            Download Shipped Report
          </IonButton>
        </div>
        <IonNote>
          Orders whose every line that is not cancelled has shipped, by the day they were picked up
          (America/New_York), both dates included; at most {SHIPPED_REPORT_MAX_DAYS} days at a time.
        </IonNote>
        <FormError message={problem} />
        <FormError
          message={report.isError ? `${SHIPPED_REPORT_MESSAGES.failed} ${errorMessage(report.error)}` : null}
        />
        {done && (
          <p role="status" className="shipped-report__done">
            {done}
          </p>
        )}
      </form>
    </PageLayout>
  );
}
