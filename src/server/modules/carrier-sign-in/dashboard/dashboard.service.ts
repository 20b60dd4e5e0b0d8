import type { SignIn, SignInQuery } from '@shared/api/carrier-sign-in/sign-in';
import type { Company } from '@shared/domain/identity/companies';
import type { FileStore, StoredFile } from '../../../platform/files/file-store';
import { notFound } from '../../../platform/http/http-error';
import type { Principal } from '../../../platform/http/types';
import { assertMaySeeAll, dockWarehouses, listFilter } from '../dock-access';
import { toSignIn } from '../sign-in-mapping';
import type { SignInsRepository } from '../sign-ins.repository';

/** Carrier Sign-In Dashboard (D2): a day's sign-ins (or the newest) and the drawer's signature. */
export class SignInDashboardService {
  constructor(
    private readonly signIns: SignInsRepository,
    private readonly files: FileStore,
  ) {}

  /** Signed in and out alike, for the dashboard's scope only (the kiosk sees the open ones). */
  async list(principal: Principal, company: Company, query: SignInQuery): Promise<SignIn[]> {
    assertMaySeeAll(principal);
    const rows = await this.signIns.list(company, listFilter(principal, company, query, false));
    return rows.map(toSignIn);
  }

  async signature(principal: Principal, company: Company, id: number): Promise<StoredFile> {
    const row = await this.signIns.find(company, id, dockWarehouses(principal, company));
    if (!row) throw notFound('No such sign-in.');
    const file = row.signatureKey ? await this.files.get(row.signatureKey) : null;
    if (!file) throw notFound('This sign-in has no signature.', 'no_signature');
    return file;
  }
}
