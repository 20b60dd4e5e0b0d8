import { useState } from 'react';
import type { AdminUser } from '@shared/api/admin/users';
import { checkPasswordPolicy } from '@shared/domain/identity/password-policy';
import { IonButton } from '@client/components/ionic/button';
import { Dialog } from '@client/components/dialog';
import { FormError } from '@client/components/form-error';
import { useNotifier } from '@client/components/notifier-provider';
import { errorMessage } from '@client/lib/api-error';
import { useResetPassword } from '../api/users';
import { PasswordField } from './password-field';

type Props = { user: AdminUser | null; onClose: () => void };

export function ResetPasswordDialog({ user, onClose }: Props) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reset = useResetPassword();
  const notify = useNotifier();

  const save = () => {
    if (!user) return;
    const policy = checkPasswordPolicy(password, user.username);
    if (policy.length > 0) return setProblem(policy.map((p) => p.message).join(' '));
    reset.mutate(
      { id: user.id, password },
      {
        onSuccess: () => {
          notify.success(`Password reset for ${user.username}. Their other sessions were signed out.`);
          onClose();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <Dialog
      title={user ? `Reset Password for ${user.username}` : 'Reset Password'}
      isOpen={user !== null}
      onClose={onClose}
      footer={
        <IonButton strong onClick={save} disabled={reset.isPending}>
          Reset Password
        </IonButton>
      }
    >
      <PasswordField label="New password" value={password} onChange={setPassword} username={user?.username} />
      <FormError message={problem} />
    </Dialog>
  );
}
