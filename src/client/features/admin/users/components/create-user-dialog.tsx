import { useState } from 'react';
import type { PermissionFlags } from '@shared/api/admin/users';
import { checkPasswordPolicy } from '@shared/domain/identity/password-policy';
import { IonButton } from '@client/components/ionic/button';
import { Dialog } from '@client/components/dialog';
import { FormError } from '@client/components/form-error';
import { TextField } from '@client/components/text-field';
import { useNotifier } from '@client/components/notifier-provider';
import { errorMessage } from '@client/lib/api-error';
import { useCreateUser } from '../api/users';
import { PasswordField } from './password-field';
import { PermissionFlagsFields } from './permission-flags';

type Props = { isOpen: boolean; onClose: () => void };

export function CreateUserDialog({ isOpen, onClose }: Props) {
  const [username, setUsername] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [flags, setFlags] = useState<PermissionFlags>({});
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateUser();
  const notify = useNotifier();

  const close = () => {
    setUsername('');
    setName('');
    setEmail('');
    setPassword('');
    setFlags({});
    setProblem(null);
    onClose();
  };

  const save = () => {
    if (!username.trim()) return setProblem('Username is required.');
    if (!name.trim()) return setProblem('Name is required.');
    const policy = checkPasswordPolicy(password, username.trim());
    if (policy.length > 0) return setProblem(policy.map((p) => p.message).join(' '));
    create.mutate(
      { username: username.trim(), name: name.trim(), email: email.trim(), password, permissions: flags },
      {
        onSuccess: (user) => {
          notify.success(`Created user ${user.username}`);
          close();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <Dialog
      title="New User"
      isOpen={isOpen}
      onClose={close}
      footer={
        <IonButton strong onClick={save} disabled={create.isPending}>
          Create
        </IonButton>
      }
    >
      <TextField label="Username" autocapitalize="off" value={username} onChange={setUsername} />
      <TextField label="Name" value={name} onChange={setName} className="ion-margin-top" />
      <TextField label="E-mail" type="email" value={email} onChange={setEmail} className="ion-margin-top" />
      <div className="ion-margin-top">
        <PasswordField value={password} onChange={setPassword} username={username} />
      </div>
      <PermissionFlagsFields value={flags} onChange={setFlags} />
      <FormError message={problem} />
    </Dialog>
  );
}
