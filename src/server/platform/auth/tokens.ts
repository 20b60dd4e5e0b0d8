import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { COMPANIES } from '@shared/domain/identity/companies';
import { SCOPES } from '@shared/domain/identity/scopes';
import type { UserPrincipal } from '../http/types';

const ALGORITHM = 'HS256';
const ISSUER = 'dockhand';
const AUDIENCE = 'dockhand-api';

/** Who a valid access token names: the user and the session it was issued in. */
export type AccessClaims = { id: number; session: string };

const claimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  typ: z.literal('access'),
  /** The session (refresh-token family) the token was issued in: logout ends the token with it. */
  sid: z.uuid(),
  username: z.string(),
  name: z.string(),
  companies: z.array(z.enum(COMPANIES)),
  warehouses: z.array(z.string()),
  scopes: z.array(z.enum(SCOPES)),
});

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    readonly accessTtlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** `session` is the refresh-token family: the access token stops working when it is revoked. */
  async signAccess(user: Omit<UserPrincipal, 'kind'>, session: string): Promise<string> {
    return new SignJWT({
      typ: 'access',
      sid: session,
      username: user.username,
      name: user.name,
      companies: user.companies,
      warehouses: user.warehouses,
      scopes: user.scopes,
    })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.accessTtlSeconds}s`)
      .sign(this.key);
  }

  /**
   * One allowed algorithm; exp, iat, issuer and audience checked. Null for anything not valid.
   * The groups in the token are for the client; the server reads them fresh (credentials.ts).
   */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'iat', 'sub'],
        maxTokenAge: `${this.accessTtlSeconds + 60}s`,
      });
      const claims = claimsSchema.safeParse(payload);
      if (!claims.success) return null;
      return { id: Number(claims.data.sub), session: claims.data.sid };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}

/** Refresh tokens are opaque random strings; only their SHA-256 is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
