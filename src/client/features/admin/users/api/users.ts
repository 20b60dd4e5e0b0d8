import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createUser,
  deleteUser,
  listUsers,
  resetUserPassword,
  updateUser,
  type CreateUserRequest,
  type UpdateUserRequest,
} from '@shared/api/admin/users';
import { api, type CallOptions } from '@client/lib/api';

/** The admin calls accept either company header form; the office sends the drop-ship one. */
const ADMIN: CallOptions = { side: 'dropship' };

export async function fetchUsers() {
  return (await api(listUsers, {}, ADMIN)).users;
}

export const usersQuery = queryOptions({ queryKey: ['admin', 'users'], queryFn: fetchUsers });

export function useUsers() {
  return useQuery(usersQuery);
}

function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: usersQuery.queryKey });
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (input: CreateUserRequest) => api(createUser, { body: input }, ADMIN),
    onSuccess: invalidate,
  });
}

export function useUpdateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateUserRequest }) =>
      api(updateUser, { params: { id }, body: input }, ADMIN),
    onSuccess: invalidate,
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: number) => api(deleteUser, { params: { id } }, ADMIN),
    onSuccess: invalidate,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      api(resetUserPassword, { params: { id }, body: { password } }, ADMIN),
  });
}
