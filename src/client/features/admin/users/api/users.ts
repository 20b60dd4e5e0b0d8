import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminUserSchema,
  userListSchema,
  type CreateUserRequest,
  type UpdateUserRequest,
} from '@shared/api/admin/users';
import { legacyApi } from '@client/lib/api';

export const usersQuery = queryOptions({
  queryKey: ['admin', 'users'],
  queryFn: async () => (await legacyApi('/admin/users', { schema: userListSchema })).users,
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
      legacyApi('/admin/users', {
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
      legacyApi(`/admin/users/${id}`, { method: 'PUT', body: input, schema: adminUserSchema }),
    onSuccess: invalidate,
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: number) => legacyApi(`/admin/users/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      legacyApi(`/admin/users/${id}/password`, { method: 'PUT', body: { password } }),
  });
}
