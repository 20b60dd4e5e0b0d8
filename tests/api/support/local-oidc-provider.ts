import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Account } from 'oidc-provider';

/** A person at the test provider: the claims its tokens carry. */
export type ProviderAccount = {
  preferred_username: string;
  name: string;
  email: string;
  groups: string[];
};

export type LocalProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account ids of the provider's dev login form sign in as (changed by a test to alter groups). */
  accounts: Record<string, ProviderAccount>;
  close: () => Promise<void>;
};

/**
 * A real OpenID Connect provider (oidc-provider) on a free loopback port: one confidential client
 * whose redirect URI is `redirectUri`, PKCE required, the `groups` scope releasing the `groups`
 * claim, and its development login and consent forms (driven by `signInAtProvider`).
 */
export async function startLocalProvider(
  redirectUri: string,
  accounts: Record<string, ProviderAccount>,
): Promise<LocalProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'dockhand-test';
  const clientSecret = 'a-test-client-secret-that-is-long-enough';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username'],
      email: ['email'],
      groups: ['groups'],
    },
    scopes: ['openid', 'profile', 'email', 'groups'],
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    findAccount: (_ctx: unknown, id: string): Account | undefined => {
      const account = accounts[id];
      return account ? { accountId: id, claims: () => ({ sub: id, ...account }) } : undefined;
    },
    cookies: { keys: ['a-test-cookie-key'] },
    // Set, so the provider does not note its defaults on every use.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A minimal cookie jar for one browser at the provider. */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value.join('='));
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Follows the browser's way through the provider from its authorization address: its login form
 * (as `accountId`) and its consent form, until it redirects off the provider (to the app's
 * callback). Returns that address.
 */
export async function signInAtProvider(authorizationUrl: string, accountId: string): Promise<string> {
  const jar = new Jar();
  let url = authorizationUrl;
  const origin = new URL(authorizationUrl).origin;
  for (let step = 0; step < 12; step += 1) {
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(res);
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== origin) return next.toString();
      url = next.toString();
      continue;
    }
    const html = await res.text();
    if (res.status !== 200 || !url.includes('/interaction/')) {
      throw new Error(`provider answered ${res.status} at ${url}: ${html.slice(0, 300)}`);
    }
    // The dev interaction page: a login form, or a consent form.
    const form = html.includes('name="login"')
      ? new URLSearchParams({ prompt: 'login', login: accountId, password: 'anything' })
      : new URLSearchParams({ prompt: 'consent' });
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? new URL(url).pathname;
    const posted = await fetch(new URL(action, url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    jar.take(posted);
    const after = posted.headers.get('location');
    if (!after)
      throw new Error(`provider form answered ${posted.status}: ${(await posted.text()).slice(0, 300)}`);
    url = new URL(after, url).toString();
  }
  throw new Error('the provider never redirected back');
}
