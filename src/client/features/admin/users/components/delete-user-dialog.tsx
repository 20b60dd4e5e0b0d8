import { useState } from 'react';
import type { AdminUser } from '@shared/api/admin/users';
import { IonButton } from '@client/components/ionic/button';
import { Dialog } from '@client/components/dialog';
import { FormError } from '@client/components/form-error';
import { TextField } from '@client/components/text-field';
import { useNotifier } from '@client/components/notifier-provider';
import { errorMessage } from '@client/lib/api-error';
import { useDeleteUser } from '../api/users';

type Props = { user: AdminUser | null; onClose: () => void; onDeleted: () => void };

/** Delete User (D3 2.14): the admin types the user's name exactly before Delete is enabled. */
export function DeleteUserDialog({ user, onClose, onDeleted }: Props) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useDeleteUser();
  const notify = useNotifier();

  const matches = user !== null && typed === user.name;
  const confirm = () => {
    if (!user || !matches) return;
    remove.mutate(user.id, {
      onSuccess: () => {
        notify.success(`Deleted ${user.name}`);
        onDeleted();
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <Dialog
      title="Delete User"
      isOpen={user !== null}
      onClose={onClose}
      footer={
        <IonButton color="danger" strong disabled={!matches || remove.isPending} onClick={confirm}>
          Delete
        </IonButton>
      }
    >
      <p>
        This removes <strong>{user?.name}</strong> ({user?.username}) for good. Type the user&apos;s name
        exactly to confirm.
      </p>
      <TextField label="User's name" value={typed} placeholder={user?.name} onChange={setTyped} />
      <FormError message={problem} />
    </Dialog>
  );
}
