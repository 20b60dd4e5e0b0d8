import { useMutation } from '@tanstack/react-query';
import { signIn, type LoginRequest } from '@shared/api/auth/login';
import { api } from '@client/lib/api';
import { sessionStore } from '@client/lib/session-store';

export async function login(credentials: LoginRequest) {
  const tokens = await api(signIn, { body: credentials });
  sessionStore.setFromTokens(tokens);
  return tokens;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
