import type { ColumnDef } from '@tanstack/react-table';
import { addOutline, createOutline, keyOutline, trashOutline } from 'ionicons/icons';
import { useMemo, useState } from 'react';
import type { AdminUser } from '@shared/api/admin/users';
import { displayName } from '@shared/domain/identity/companies';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { DataTable } from '@client/components/data-table';
import { FailedLine } from '@client/components/form-error';
import { PageLayout } from '@client/components/page-layout';
import { RefreshButton } from '@client/components/refresh-button';
import { useDialogs } from '@client/lib/use-dialogs';
import { useUsers } from '../api/users';
import { CreateUserDialog } from '../components/create-user-dialog';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { EditUserDialog } from '../components/edit-user-dialog';
import { ResetPasswordDialog } from '../components/reset-password-dialog';

const list = (values: readonly string[]) => values.map(displayName).join(', ');

const COLUMNS: ColumnDef<AdminUser, unknown>[] = [
  { accessorKey: 'username', header: 'Username' },
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'email', header: 'E-mail' },
  { id: 'companies', header: 'Companies', accessorFn: (u) => list(u.companies) },
  { id: 'warehouses', header: 'Warehouses', accessorFn: (u) => list(u.warehouses) },
  { id: 'scopes', header: 'Scopes', accessorFn: (u) => u.scopes.join(', ') || '(none)' },
  { id: 'active', header: 'Active', accessorFn: (u) => (u.active ? 'Yes' : 'No') },
  {
    id: 'last_sign_in',
    header: 'Last sign-in',
    accessorFn: (u) => u.last_sign_in ?? '',
    cell: (info) => {
      const value = info.getValue() as string;
      return value ? new Date(value).toLocaleString() : 'Never';
    },
  },
];

type UserDialog = 'create' | 'edit' | 'delete' | 'password';

/** Users (D3 2.14): table with selection, Edit User, Delete User, Refresh; create and reset password. */
export function UsersPage() {
  const users = useUsers();
  const [selected, setSelected] = useState<string[]>([]);
  const dialogs = useDialogs<UserDialog>();
  const selectedUser = useMemo(
    () => (selected.length === 1 ? (users.data?.find((u) => String(u.id) === selected[0]) ?? null) : null),
    [selected, users.data],
  );
  const { close } = dialogs;
  const userFor = (name: UserDialog) => (dialogs.isOpen(name) ? selectedUser : null);

  return (
    <PageLayout title="Users">
      <div className="toolbar-row" role="toolbar" aria-label="User actions">
        <IonButton onClick={() => dialogs.show('create')}>
          <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
          New User
        </IonButton>
        <IonButton disabled={!selectedUser} onClick={() => dialogs.show('edit')}>
          <IonIcon slot="start" icon={createOutline} aria-hidden="true" />
          Edit User
        </IonButton>
        <IonButton disabled={!selectedUser} onClick={() => dialogs.show('password')}>
          <IonIcon slot="start" icon={keyOutline} aria-hidden="true" />
          Reset Password
        </IonButton>
        <IonButton color="danger" disabled={!selectedUser} onClick={() => dialogs.show('delete')}>
          <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
          Delete User
        </IonButton>
        <RefreshButton onRefresh={users.refetch} fetching={users.isFetching} />
      </div>
      <FailedLine prefix="Failed to get users" query={users} />
      <DataTable
        label="Users"
        data={users.data ?? []}
        columns={COLUMNS}
        getRowId={(u) => String(u.id)}
        rowLabel={(u) => u.username}
        selection="multi"
        selected={selected}
        onSelectionChange={setSelected}
        initialSort={[{ id: 'username', desc: false }]}
        rowClassName={(u) => (u.active ? undefined : 'is-inactive')}
        loading={users.isPending}
        emptyText="No users."
      />
      <CreateUserDialog key={dialogs.key('create')} isOpen={dialogs.isOpen('create')} onClose={close} />
      <EditUserDialog key={dialogs.key('edit')} user={userFor('edit')} onClose={close} />
      <ResetPasswordDialog key={dialogs.key('password')} user={userFor('password')} onClose={close} />
      <DeleteUserDialog
        key={dialogs.key('delete')}
        user={userFor('delete')}
        onClose={close}
        onDeleted={() => {
          setSelected([]);
          close();
        }}
      />
    </PageLayout>
  );
}
