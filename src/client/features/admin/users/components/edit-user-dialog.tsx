import { useState } from 'react';
import type { AdminUser, PermissionFlags } from '@shared/api/admin/users';
import { IonButton } from '@client/components/ionic/button';
import { IonInput } from '@client/components/ionic/input';
import { IonToggle } from '@client/components/ionic/toggle';
import { Dialog } from '@client/components/dialog';
import { FormError } from '@client/components/form-error';
import { TextField } from '@client/components/text-field';
import { useNotifier } from '@client/components/notifier-provider';
import { errorMessage } from '@client/lib/api-error';
import { useUpdateUser } from '../api/users';
import { flagsOf, PermissionFlagsFields } from './permission-flags';

type Props = { user: AdminUser | null; onClose: () => void };

const NAME_REQUIRED = 'Name is required.';

/** Edit User (D3 2.14): name required; company, warehouse and scope flags. */
export function EditUserDialog({ user, onClose }: Props) {
  // The page keys this dialog by user, so state starts from the user each time it opens.
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [active, setActive] = useState(user?.active ?? true);
  const [flags, setFlags] = useState<PermissionFlags>(() => (user ? flagsOf(user) : {}));
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateUser();
  const notify = useNotifier();

  const save = () => {
    if (!user) return;
    if (!name.trim()) {
      setProblem(NAME_REQUIRED);
      return;
    }
    update.mutate(
      {
        id: user.id,
        input: {
          username: user.username,
          name: name.trim(),
          email: email.trim(),
          active,
          permissions: flags,
        },
      },
      {
        onSuccess: () => {
          notify.success('Saved Changes!');
          onClose();
        },
        onError: (error) => setProblem(errorMessage(error, 'Failed to Save Changes!')),
      },
    );
  };

  return (
    <Dialog
      title={user ? `Edit User ${user.username}` : 'Edit User'}
      isOpen={user !== null}
      onClose={onClose}
      footer={
        <IonButton strong onClick={save} disabled={update.isPending}>
          Save
        </IonButton>
      }
    >
      <IonInput
        label="Name"
        labelPlacement="stacked"
        fill="outline"
        required
        value={name}
        onIonInput={(e) => {
          setName(e.detail.value ?? '');
          if (problem === NAME_REQUIRED) setProblem(null);
        }}
        errorText={NAME_REQUIRED}
        className={problem === NAME_REQUIRED ? 'ion-invalid ion-touched' : undefined}
      />
      <TextField label="E-mail" type="email" value={email} onChange={setEmail} className="ion-margin-top" />
      <IonToggle checked={active} onIonChange={(e) => setActive(e.detail.checked)} className="ion-margin-top">
        Active
      </IonToggle>
      <PermissionFlagsFields value={flags} onChange={setFlags} />
      {/* The missing name is announced by the field's own error text; do not say it twice. */}
      <FormError message={problem === NAME_REQUIRED ? null : problem} />
    </Dialog>
  );
}
