import { searchOutline } from 'ionicons/icons';
import { useState } from 'react';
import {
  TRANSFER_ORDER_NUMBER_LENGTH,
  padTransferOrderNumber,
  transferOrderNumberProblem,
} from '@shared/domain/tpl/transfer-orders';
import { FormError } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { IonSpinner } from '@client/components/ionic/spinner';
import { TextField } from '@client/components/text-field';
import './transfer-orders.css';

/**
 * The transfer order number field of the ASN and Create Shipment screens (D3 5): at most 7
 * characters, padded with zeros to 7; Enter (or Look Up) looks it up. Give it `key={initial}` to
 * start over from another initial number.
 */
export function TransferOrderSearch(props: {
  initial?: string;
  busy: boolean;
  onLookup: (orderNbr: string) => void;
}) {
  const [value, setValue] = useState(props.initial ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const why = transferOrderNumberProblem(value);
    setProblem(why);
    if (why) return;
    const padded = padTransferOrderNumber(value);
    setValue(padded);
    props.onLookup(padded);
  };

  return (
    <>
      <form
        className="toolbar-row transfer-order-search"
        aria-label="Find a transfer order"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField
          label="Transfer order number"
          value={value}
          onChange={(v) => {
            setValue(v);
            setProblem(null);
          }}
          maxlength={TRANSFER_ORDER_NUMBER_LENGTH}
          inputmode="numeric"
          enterkeyhint="search"
          onKeyDown={(e) => {
            // ion-input's inner input is in its shadow: Enter does not submit the form by itself.
            if (e.key === 'Enter') {
              e.preventDefault();
              submit();
            }
          }}
        />
        <IonButton type="submit" disabled={props.busy}>
          <IonIcon slot="start" icon={searchOutline} aria-hidden="true" />
          Look Up
        </IonButton>
        {props.busy && <IonSpinner name="dots" aria-label="Looking up the transfer order" />}
      </form>
      <FormError message={problem} />
    </>
  );
}
