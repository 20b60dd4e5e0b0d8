import { useMutation } from '@tanstack/react-query';
import { tokenResponseSchema, type LoginRequest } from '@shared/api/auth/login';
import { legacyApi } from '@client/lib/api';
import { sessionStore } from '@client/lib/session-store';

export async function login(credentials: LoginRequest) {
  const tokens = await legacyApi('/auth/login', {
    method: 'POST',
    body: credentials,
    schema: tokenResponseSchema,
  });
  sessionStore.setFromTokens(tokens);
  return tokens;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
