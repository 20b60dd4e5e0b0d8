import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { signOutSignIn, type createSignIn } from '@shared/api/carrier-sign-in/sign-in';
import type { EndpointOutput } from '@shared/api/endpoint';
import { sendOrQueue } from '@client/offline/use-queued-mutation';
import type { OpenRow } from '../lib/open-list';
import { SIGN_INS_KEY } from './open-sign-ins';

/** The answer field of a sign-in that names it, and the parameter of a sign-out that takes it. */
const SIGN_IN_ID = { field: 'newSignInId', param: 'id' } as const satisfies {
  field: keyof EndpointOutput<typeof createSignIn>;
  param: keyof z.output<typeof signOutSignIn.params>;
};

/**
 * D2 section 7 `PUT /carrier-sign-in/sign-ins/{id}` with an empty body. A driver whose own sign-in
 * has not reached the server yet is signed out by reference: the outbox fills in the id once it exists.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (row: OpenRow) => {
      const label = `Carrier sign-out: ${row.driver_name}`;
      if (row.serverId !== null)
        return sendOrQueue({ endpoint: signOutSignIn, input: { params: { id: row.serverId } }, label });
      if (!row.signInKey) throw new Error('Failed to sign out. Please contact a developer');
      return sendOrQueue({
        endpoint: signOutSignIn,
        input: {},
        ref: { key: row.signInKey, ...SIGN_IN_ID },
        label,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SIGN_INS_KEY }),
  });
}
