import { useState } from 'react';
import { BUG_SEVERITIES, type BugReportRequest } from '@shared/api/admin/bug-report';
import { IonButton } from '@client/components/ionic/button';
import { IonCard, IonCardContent } from '@client/components/ionic/card';
import { IonTextarea } from '@client/components/ionic/textarea';
import { PageLayout } from '@client/components/page-layout';
import { FormError } from '@client/components/form-error';
import { useNotifier } from '@client/components/notifier-provider';
import { errorMessage } from '@client/lib/api-error';
import { useSubmitBugReport } from '../api/submit-bug-report';

type Severity = (typeof BUG_SEVERITIES)[number];

const SEVERITY_HINT: Record<Severity, string> = {
  Minor: 'Annoying, but work goes on.',
  Major: 'Something important does not work; there is a way around it.',
  Critical: 'Work has stopped.',
};

/** Report Error (D3 2.16): severity Minor, Major or Critical and a description, stored for admins. */
export function BugReportPage() {
  const [severity, setSeverity] = useState<Severity | null>(null);
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const submit = useSubmitBugReport();
  const notify = useNotifier();

  const send = () => {
    if (!severity) return setProblem('Choose a severity: Minor, Major or Critical.');
    if (!description.trim()) return setProblem('Describe what went wrong.');
    setProblem(null);
    const report: BugReportRequest = {
      severity,
      description: description.trim(),
      page: document.referrer || undefined,
    };
    submit.mutate(
      { body: report, key },
      {
        onSuccess: (result) => {
          if (result.status === 'sent')
            notify.success(`Thank you. Report #${result.data.id} was sent to the admins.`);
          else notify.warning('Saved on this device; it will be sent when the connection returns.');
          setSeverity(null);
          setDescription('');
          setKey(crypto.randomUUID());
        },
        onError: (error) => setProblem(errorMessage(error, 'Failed to send the report.')),
      },
    );
  };

  return (
    <PageLayout title="Report Error">
      <IonCard className="narrow-card">
        <IonCardContent>
          <fieldset className="severity-group">
            <legend>How bad is it?</legend>
            <div className="severity-buttons">
              {BUG_SEVERITIES.map((s) => (
                <IonButton
                  key={s}
                  fill={severity === s ? 'solid' : 'outline'}
                  color={s === 'Critical' ? 'danger' : s === 'Major' ? 'warning' : 'medium'}
                  // A string: @ionic/react passes a boolean as a property, which never reaches the
                  // inner native button, so screen readers would not hear the choice.
                  aria-pressed={severity === s ? 'true' : 'false'}
                  onClick={() => setSeverity(s)}
                >
                  {s}
                </IonButton>
              ))}
            </div>
            {severity && <p className="hint">{SEVERITY_HINT[severity]}</p>}
          </fieldset>
          <IonTextarea
            label="What went wrong?"
            labelPlacement="stacked"
            fill="outline"
            autoGrow
            rows={6}
            counter
            maxlength={5000}
            value={description}
            onIonInput={(e) => setDescription(e.detail.value ?? '')}
            helperText="What you were doing, what you expected, and what happened instead."
          />
          <FormError message={problem} />
          <IonButton expand="block" className="ion-margin-top" onClick={send} disabled={submit.isPending}>
            {submit.isPending ? 'Sending…' : 'Send Report'}
          </IonButton>
        </IonCardContent>
      </IonCard>
    </PageLayout>
  );
}
