import { IonButton, IonInput, IonText, useIonToast } from '@ionic/react';
import { useState } from 'react';
import type { PermissionFlags } from '@shared/api/admin';
import { checkPasswordPolicy } from '@shared/domain/identity/password-policy';
import { Dialog } from '@client/components/dialog';
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
  const [toast] = useIonToast();

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
          void toast({ message: `Created user ${user.username}`, duration: 2000, color: 'success' });
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
      <IonInput
        label="Username"
        labelPlacement="stacked"
        fill="outline"
        autocapitalize="off"
        value={username}
        onIonInput={(e) => setUsername(e.detail.value ?? '')}
      />
      <IonInput
        label="Name"
        labelPlacement="stacked"
        fill="outline"
        value={name}
        onIonInput={(e) => setName(e.detail.value ?? '')}
        className="ion-margin-top"
      />
      <IonInput
        label="E-mail"
        labelPlacement="stacked"
        fill="outline"
        type="email"
        value={email}
        onIonInput={(e) => setEmail(e.detail.value ?? '')}
        className="ion-margin-top"
      />
      <div className="ion-margin-top">
        <PasswordField value={password} onChange={setPassword} username={username} />
      </div>
      <PermissionFlagsFields value={flags} onChange={setFlags} />
      {problem && (
        <IonText color="danger">
          <p role="alert">{problem}</p>
        </IonText>
      )}
    </Dialog>
  );
}
