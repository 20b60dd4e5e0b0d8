import { useEffect, useState } from 'react';
import { signInSignature } from '@shared/api/carrier-sign-in/dashboard';
import { companyHeader } from '@shared/domain/identity/companies';
import { endpointUrl, sideOf } from '@client/lib/api';
import { sessionStore } from '@client/lib/session-store';
import { refreshSession } from '@client/lib/token-refresh';

/** No signature stored for the sign-in (the server answers 404). */
export class NoSignatureError extends Error {
  constructor() {
    super('No signature on file');
    this.name = 'NoSignatureError';
  }
}

function headers(): Record<string, string> {
  const token = sessionStore.getSession()?.accessToken;
  const company = sessionStore.getSelection()?.company;
  return {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(company ? { company_id: companyHeader(company, sideOf(signInSignature)) } : {}),
  };
}

/**
 * D2 section 7 `GET /carrier-sign-in/sign-ins/{id}/signature` (image/png). An <img> cannot send the
 * bearer token, so the PNG is fetched as a blob; a 401 refreshes the token once and tries again.
 */
export async function fetchSignature(id: number, signal?: AbortSignal): Promise<Blob> {
  const url = endpointUrl(signInSignature, { params: { id } });
  const call = () => fetch(url, { headers: headers(), signal });
  let response = await call();
  if (response.status === 401 && (await refreshSession())) response = await call();
  if (response.status === 404) throw new NoSignatureError();
  if (!response.ok) throw new Error(`The server answered ${response.status}.`);
  return response.blob();
}

export type SignatureImage =
  { status: 'idle' | 'loading' | 'none' | 'error' } | { status: 'ready'; url: string };

/**
 * The signature of a sign-in as an object URL for an <img>, revoked when the sign-in changes or
 * the component unmounts. `null` (no sign-in chosen) stays idle; no stored signature is `none`.
 */
export function useSignatureImage(id: number | null, hasSignature = true): SignatureImage {
  const [image, setImage] = useState<{ id: number; value: SignatureImage } | null>(null);

  useEffect(() => {
    if (id === null || !hasSignature) return;
    const abort = new AbortController();
    let url: string | null = null;
    fetchSignature(id, abort.signal).then(
      (blob) => {
        if (abort.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setImage({ id, value: { status: 'ready', url } });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setImage({ id, value: { status: error instanceof NoSignatureError ? 'none' : 'error' } });
      },
    );
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
      // Never hand out the revoked URL if the same sign-in is asked for again.
      setImage((current) => (current?.id === id ? null : current));
    };
  }, [id, hasSignature]);

  if (id === null) return { status: 'idle' };
  if (!hasSignature) return { status: 'none' };
  return image?.id === id ? image.value : { status: 'loading' };
}
