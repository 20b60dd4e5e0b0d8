import type { PermissionFlags } from '@shared/api/admin/users';
import { COMPANIES, displayName, WAREHOUSES } from '@shared/domain/identity/companies';
import { SCOPE_LABELS, SCOPES } from '@shared/domain/identity/scopes';
import { IonCheckbox } from '@client/components/ionic/checkbox';

type Props = { value: PermissionFlags; onChange: (next: PermissionFlags) => void };

const GROUPS = [
  { legend: 'Companies', flags: COMPANIES.map((c) => ({ flag: c, label: displayName(c) })) },
  { legend: 'Warehouses', flags: WAREHOUSES.map((w) => ({ flag: w, label: displayName(w) })) },
  { legend: 'Scopes', flags: SCOPES.map((s) => ({ flag: s, label: SCOPE_LABELS[s] })) },
] as const;

/** The company, warehouse and scope flags an admin sets (D3 2.14 and section 6). */
export function PermissionFlagsFields({ value, onChange }: Props) {
  return (
    <div className="flag-groups">
      {GROUPS.map((group) => (
        <fieldset key={group.legend} className="flag-group">
          <legend>{group.legend}</legend>
          {group.flags.map(({ flag, label }) => (
            <IonCheckbox
              key={flag}
              labelPlacement="end"
              justify="start"
              checked={value[flag] === true}
              onIonChange={(e) => onChange({ ...value, [flag]: e.detail.checked })}
            >
              {label}
            </IonCheckbox>
          ))}
        </fieldset>
      ))}
    </div>
  );
}

export function flagsOf(user: {
  companies: readonly string[];
  warehouses: readonly string[];
  scopes: readonly string[];
}): PermissionFlags {
  const flags: PermissionFlags = Object.fromEntries(
    [...user.companies, ...user.warehouses, ...user.scopes].map((flag) => [flag, true]),
  );
  return flags;
}
