import { describe, expect, it } from 'vitest';
import { loadOidcSettings } from './oidc-settings';

const FULL = {
  OIDC_ISSUER: 'https://login.furhaven.example',
  OIDC_CLIENT_ID: 'dockhand',
  OIDC_REDIRECT_URI: 'https://dockhand.furhaven.example/api/auth/oidc/callback',
};

describe('loadOidcSettings', () => {
  it('is off without OIDC_ISSUER (the built-in sign-in alone)', () => {
    expect(loadOidcSettings({})).toBeNull();
    expect(loadOidcSettings({ OIDC_CLIENT_ID: 'x', OIDC_ISSUER: '  ' })).toBeNull();
  });

  it('fills the defaults', () => {
    expect(loadOidcSettings(FULL)).toEqual({
      issuer: FULL.OIDC_ISSUER,
      clientId: 'dockhand',
      clientSecret: null,
      redirectUri: FULL.OIDC_REDIRECT_URI,
      groupsClaim: 'groups',
      scopes: 'openid profile email',
      usernameClaim: 'preferred_username',
      label: 'single sign-on',
    });
  });

  it('refuses to start half configured, naming what is missing', () => {
    expect(() => loadOidcSettings({ OIDC_ISSUER: FULL.OIDC_ISSUER })).toThrow(
      'Single sign-on needs OIDC_CLIENT_ID, OIDC_REDIRECT_URI (OIDC_ISSUER is set)',
    );
    expect(() => loadOidcSettings({ ...FULL, OIDC_REDIRECT_URI: '/api/auth/oidc/callback' })).toThrow(
      'OIDC_REDIRECT_URI=/api/auth/oidc/callback is not an absolute URL',
    );
    expect(() => loadOidcSettings({ ...FULL, OIDC_ISSUER: 'login.furhaven.example' })).toThrow(
      'OIDC_ISSUER=login.furhaven.example is not an absolute URL',
    );
  });
});
