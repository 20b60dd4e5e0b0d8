import { createSignIn, signOutSignIn } from '@shared/api/carrier-sign-in/sign-in';
import { route } from '../../../platform/http/route';
import { requireCompany, requirePrincipal, type App } from '../../../platform/http/types';
import type { SignInsService } from './sign-ins.service';

/**
 * D2 section 7 signs out with an empty body, and some clients still label it application/json,
 * which Fastify refuses when empty. Within this scope an empty JSON body is no body; anything else
 * goes to Fastify's own parser (its errors and prototype-poisoning checks unchanged).
 */
async function emptyJsonIsNoBody(scope: App): Promise<void> {
  const json = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (req, raw, done) => {
    const text = raw.toString();
    if (text.trim() === '') done(null, undefined);
    else void json(req, text, done);
  });
}

/** Carrier Sign-In (D2 section 7): the dock tablet's sign-in and sign-out. */
export async function signInRoutes(app: App, signIns: SignInsService): Promise<void> {
  route(app, createSignIn, async ({ body }, req) => ({
    newSignInId: await signIns.create(
      requirePrincipal(req.principal),
      requireCompany(req.company),
      body.newSignIn,
    ),
  }));

  // Awaited, so the route exists (and is in the access catalog) when the module's routes return.
  await app.register(async (scope) => {
    await emptyJsonIsNoBody(scope);
    route(scope, signOutSignIn, async ({ params }, req) => {
      await signIns.signOut(requirePrincipal(req.principal), requireCompany(req.company), params.id);
    });
  });
}
