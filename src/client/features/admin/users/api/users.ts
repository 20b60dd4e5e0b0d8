import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminUserSchema,
  userListSchema,
  type CreateUserRequest,
  type UpdateUserRequest,
} from '@shared/api/admin/users';
import { api } from '@client/lib/api';

export const usersQuery = queryOptions({
  queryKey: ['admin', 'users'],
  queryFn: async () => (await api('/admin/users', { schema: userListSchema })).users,
});

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
    mutationFn: (input: CreateUserRequest) =>
      api('/admin/users', {
        method: 'POST',
        body: input,
        schema: adminUserSchema,
        idempotencyKey: crypto.randomUUID(),
      }),
    onSuccess: invalidate,
  });
}

export function useUpdateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateUserRequest }) =>
      api(`/admin/users/${id}`, { method: 'PUT', body: input, schema: adminUserSchema }),
    onSuccess: invalidate,
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: number) => api(`/admin/users/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      api(`/admin/users/${id}/password`, { method: 'PUT', body: { password } }),
  });
}
