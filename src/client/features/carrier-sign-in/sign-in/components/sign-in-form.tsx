import { useId, useMemo, useState } from 'react';
import {
  emptyFields,
  FIELD_HINTS,
  requiredFields,
  SIGN_IN_MESSAGES,
  SIGN_IN_MODES,
  signInProblem,
  type SignInMode,
} from '@shared/domain/carrier-sign-in/sign-in-rules';
import { checkSignatureDataUrl } from '@shared/domain/carrier-sign-in/signature-png';
import { ApiRequestError } from '@client/lib/api-error';
import { useReferenceData } from '@client/offline/reference-data';
import { useSubmitSignIn, type SignInOutcome } from '../api/submit-sign-in';
import { FieldHint, KioskField } from './kiosk-field';
import { SignatureField } from './signature-field';

export const MODE_TEXT: Record<SignInMode, { title: string; hint: string }> = {
  LTL: { title: 'LTL', hint: 'Less than truckload: picking up or dropping off part of a load' },
  FTL: { title: 'FTL', hint: 'Full truckload: you have a PRO number' },
  Receiving: { title: 'Receiving', hint: 'Delivering goods to this warehouse' },
};

type Fields = {
  scac: string;
  driver_name: string;
  truck_number: string;
  pro_number: string;
  delivered_goods: string;
};
const EMPTY: Fields = { scac: '', driver_name: '', truck_number: '', pro_number: '', delivered_goods: '' };

/** Said when the tablet has never had the carrier list and cannot reach the server to get it. */
const NO_CARRIER_COPY =
  'This tablet has no carrier list yet: it needs the network once to download it. Connect it to the network, then try again.';

const saveFailure = (error: unknown) =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500
    ? error.message
    : 'Failed to save sign-in. Please contact a developer';

type Props = {
  mode: SignInMode;
  warehouse: string | null;
  onChangeMode: () => void;
  onSignedIn: (driver: string, outcome: SignInOutcome) => void;
};

/** Step 2 of the kiosk: the driver's details and signature for the chosen kind of visit (D2 5). */
export function SignInForm({ mode, warehouse, onChangeMode, onSignedIn }: Props) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [signature, setSignature] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  /** Set by a sign-in refused for empty fields: from then on each empty field says so. */
  const [markEmpty, setMarkEmpty] = useState(false);
  const carriers = useReferenceData('carriers');
  const submit = useSubmitSignIn();
  const carrierId = useId();
  const needs = requiredFields(mode);

  const sorted = useMemo(
    () => [...carriers.data].sort((a, b) => a.carrier.localeCompare(b.carrier)),
    [carriers.data],
  );

  const update = (name: keyof Fields, value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    setMessage(null);
  };
  const draftOf = () => ({
    mode,
    scac: fields.scac,
    driver_name: fields.driver_name.trim(),
    truck_number: fields.truck_number.trim(),
    pro_number: needs.includes('pro_number') ? fields.pro_number.trim() : null,
    delivered_goods: needs.includes('delivered_goods') ? fields.delivered_goods.trim() : null,
    signature,
    warehouse,
  });
  const empty = markEmpty ? emptyFields(draftOf()) : [];
  const hintOf = (name: keyof Fields) => (empty.includes(name) ? (FIELD_HINTS[name] ?? null) : null);
  const bind = (name: keyof Fields) => ({
    value: fields[name],
    onValue: (v: string) => update(name, v),
    hint: hintOf(name),
  });
  const carrierHint = hintOf('scac');

  const send = () => {
    const draft = draftOf();
    const problem = signInProblem(draft, warehouse);
    setMarkEmpty(problem === SIGN_IN_MESSAGES.fillAllFields);
    if (problem) return setMessage(problem);
    const check = checkSignatureDataUrl(signature ?? '');
    if (!check.ok) return setMessage(check.message);
    setMessage(null);
    submit.mutate(draft, {
      onSuccess: (outcome) => {
        setFields(EMPTY);
        setSignature(null);
        onSignedIn(draft.driver_name, outcome);
      },
      onError: (error) => setMessage(saveFailure(error)),
    });
  };

  return (
    <form
      className="kiosk-form"
      aria-label={`${MODE_TEXT[mode].title} sign-in`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className="kiosk-form-head">
        <h2>{MODE_TEXT[mode].title} sign-in</h2>
        <button type="button" className="kiosk-button kiosk-button-quiet" onClick={onChangeMode}>
          Change type
        </button>
      </div>

      <div className="kiosk-field">
        <label htmlFor={carrierId} className="kiosk-label">
          Carrier
        </label>
        <select
          id={carrierId}
          className="kiosk-input"
          value={fields.scac}
          aria-invalid={carrierHint ? true : undefined}
          aria-describedby={carrierHint ? `${carrierId}-hint` : undefined}
          onChange={(e) => update('scac', e.target.value)}
        >
          <option value="">
            {carriers.isLoading
              ? 'Loading carriers…'
              : carriers.noCopy
                ? 'No carrier list on this tablet'
                : 'Choose your carrier'}
          </option>
          {sorted.map((c) => (
            <option key={c.scac} value={c.scac}>
              {c.carrier} ({c.scac})
            </option>
          ))}
        </select>
        {carrierHint && <FieldHint id={`${carrierId}-hint`} text={carrierHint} />}
        {carriers.noCopy ? (
          <p className="kiosk-error" role="alert">
            {NO_CARRIER_COPY}
          </p>
        ) : (
          carriers.error &&
          sorted.length === 0 && (
            <p className="kiosk-error" role="alert">
              Failed to retrieve carriers from IMS database. Please contact a developer
            </p>
          )
        )}
      </div>

      <div className="kiosk-row">
        <KioskField label="Driver name" autoCapitalize="words" maxLength={200} {...bind('driver_name')} />
        <KioskField
          label="Truck number"
          autoCapitalize="characters"
          maxLength={200}
          {...bind('truck_number')}
        />
      </div>
      {needs.includes('pro_number') && (
        <KioskField label="PRO number" inputMode="numeric" maxLength={200} {...bind('pro_number')} />
      )}
      {needs.includes('delivered_goods') && (
        <KioskField
          label="Delivered goods"
          maxLength={200}
          placeholder="e.g. 22 pallets of foam"
          {...bind('delivered_goods')}
        />
      )}

      <SignatureField
        onChange={(value) => {
          setSignature(value);
          if (value) setMessage(null);
        }}
      />

      {message && (
        <p className="kiosk-error" role="alert">
          {message}
        </p>
      )}
      <button
        type="submit"
        className="kiosk-button kiosk-button-primary kiosk-submit"
        disabled={submit.isPending}
      >
        {submit.isPending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}

/** Step 1: the three kinds of visit as large buttons. */
export function ModeChooser({ onChoose }: { onChoose: (mode: SignInMode) => void }) {
  return (
    <section className="kiosk-modes" aria-labelledby="kiosk-modes-title">
      <h2 id="kiosk-modes-title">Welcome, driver. What brings you here?</h2>
      <div className="kiosk-mode-grid">
        {SIGN_IN_MODES.map((mode) => (
          <button key={mode} type="button" className="kiosk-mode" onClick={() => onChoose(mode)}>
            <span className="kiosk-mode-title">{MODE_TEXT[mode].title}</span>
            <span className="kiosk-mode-hint">{MODE_TEXT[mode].hint}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
