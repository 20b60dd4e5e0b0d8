import type { PairedDevice } from '@shared/api/admin/devices';
import { useState } from 'react';
import { KioskField } from '@client/features/carrier-sign-in/sign-in/components/kiosk-field';
import { KioskActionForm } from './kiosk-action-form';
import { pairDevice } from './kiosk-credentials';

type Props = {
  initialCode: string;
  submitLabel: string;
  home: string;
  refuse?: (device: PairedDevice['device']) => string | null;
};

/** The pairing form of a device entry (…/pair?code=…: the link or QR code the Kiosk Devices screen shows). */
export function PairForm({ initialCode, submitLabel, home, refuse }: Props) {
  const [code, setCode] = useState(initialCode);
  return (
    <KioskActionForm
      submitLabel={submitLabel}
      busyLabel="Pairing…"
      action={() => {
        const trimmed = code.trim();
        return trimmed ? pairDevice(trimmed, home, refuse) : Promise.resolve('Enter the pairing code.');
      }}
    >
      <KioskField
        label="Pairing code"
        autoCapitalize="characters"
        placeholder="XXXX-XXXX"
        value={code}
        onValue={setCode}
      />
    </KioskActionForm>
  );
}
