import { IonNote } from '@client/components/ionic/list';
import { TextField } from '@client/components/text-field';
import { checkPasswordPolicy } from '@shared/domain/identity/password-policy';

type Props = { value: string; onChange: (value: string) => void; username?: string; label?: string };

/** A new password with the policy of D3 section 1 checked as it is typed (the server checks again). */
export function PasswordField({ value, onChange, username, label = 'Password' }: Props) {
  const problems = value ? checkPasswordPolicy(value, username) : [];
  return (
    <div>
      <TextField
        label={label}
        type="password"
        autocomplete="new-password"
        value={value}
        onChange={onChange}
        helperText="At least 8 characters with lower case, upper case, a number and a symbol."
      />
      {problems.length > 0 && (
        <IonNote color="danger">
          <ul className="password-problems" aria-live="polite">
            {problems.map((p) => (
              <li key={p.rule}>{p.message}</li>
            ))}
          </ul>
        </IonNote>
      )}
    </div>
  );
}
