import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createSignIn, type NewSignInRequest } from '@shared/api/carrier-sign-in/sign-in';
import { sendOrQueue } from '@client/offline/use-queued-mutation';
import { SIGN_INS_KEY } from './open-sign-ins';

export type SignInOutcome = { status: 'sent'; id: number } | { status: 'queued'; key: string };

/** What the form sends: the tablet adds the client_id (and the time, unless given). */
export type SignInDraftInput = Omit<NewSignInRequest['newSignIn'], 'client_id'>;

/**
 * D2 section 7 `POST /carrier-sign-in/sign-ins` with `newSignIn` (signature as a PNG data URL),
 * answering `newSignInId`. The tablet's UUID is both the Idempotency-Key and the sign-in's client_id,
 * so however often it is sent (a lost answer, the outbox after a restart) the server keeps one row.
 */
export function useSubmitSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (draft: SignInDraftInput): Promise<SignInOutcome> => {
      const key = crypto.randomUUID();
      const newSignIn = {
        ...draft,
        sign_in_time: draft.sign_in_time ?? new Date().toISOString(),
        client_id: key,
      };
      const outcome = await sendOrQueue({
        endpoint: createSignIn,
        input: { body: { newSignIn } },
        label: `Carrier sign-in: ${draft.driver_name ?? ''}`.trim(),
        key,
      });
      return outcome.status === 'sent' ? { status: 'sent', id: outcome.data.newSignInId } : outcome;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SIGN_INS_KEY }),
  });
}
