import { createSignIn, signOutSignIn } from '@shared/api/carrier-sign-in/sign-in';
import { route } from '../../../platform/http/route';
import { requireCompany, requirePrincipal, type App } from '../../../platform/http/types';
import type { SignInsService } from './sign-ins.service';

/** Carrier Sign-In (D2 section 7): the dock tablet's sign-in and sign-out. */
export function signInRoutes(app: App, signIns: SignInsService): void {
  route(app, createSignIn, async ({ body }, req) => ({
    newSignInId: await signIns.create(
      requirePrincipal(req.principal),
      requireCompany(req.company),
      body.newSignIn,
    ),
  }));

  route(app, signOutSignIn, async ({ params }, req) => {
    await signIns.signOut(requirePrincipal(req.principal), requireCompany(req.company), params.id);
  });
}
