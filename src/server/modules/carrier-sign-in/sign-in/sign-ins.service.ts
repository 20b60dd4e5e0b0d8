import type { NewSignIn, SignIn, SignInQuery } from '@shared/api/carrier-sign-in/sign-in';
import {
  isSignInMode,
  SIGN_IN_MESSAGES,
  signInModeOf,
  signInProblem,
} from '@shared/domain/carrier-sign-in/sign-in-rules';
import { checkSignatureDataUrl } from '@shared/domain/carrier-sign-in/signature-png';
import type { Company } from '@shared/domain/identity/companies';
import type { FileStore } from '../../../platform/files/file-store';
import { badRequest, notFound } from '../../../platform/http/http-error';
import type { Principal } from '../../../platform/http/types';
import { publishChange } from '../../../platform/realtime/change-bus';
import { dockWarehouses, listFilter, signInWarehouse } from '../dock-access';
import { toSignIn } from '../sign-in-mapping';
import type { SignInsRepository } from '../sign-ins.repository';

const clean = (value: string | null | undefined) => value?.trim() || null;

/** Carrier Sign-In (D2 5): the open list, exactly-once sign-in and idempotent sign-out at the dock. */
export class SignInsService {
  constructor(
    private readonly signIns: SignInsRepository,
    private readonly files: FileStore,
  ) {}

  /** The Open Sign-ins table: who is still at the caller's docks (a device: its own). */
  async listOpen(principal: Principal, company: Company, query: SignInQuery): Promise<SignIn[]> {
    const rows = await this.signIns.list(company, listFilter(principal, company, query, true));
    return rows.map(toSignIn);
  }

  /**
   * Records a sign-in once. With a client_id, a replay (a retried request, or a queued one sent
   * again after a server restart lost the idempotency record) answers the id stored the first time.
   */
  async create(principal: Principal, company: Company, input: NewSignIn): Promise<number> {
    const warehouse = signInWarehouse(principal, company, input.warehouse);
    const draft = { ...input, mode: signInModeOf(input) };
    const problem = signInProblem(draft, warehouse);
    if (problem) throw badRequest(problem, 'sign_in_invalid');
    const signature = checkSignatureDataUrl(draft.signature ?? '');
    if (!signature.ok) throw badRequest(signature.message, 'invalid_signature');
    const { mode } = draft;
    const scac = clean(draft.scac)?.toUpperCase() ?? '';
    if (!isSignInMode(mode)) throw badRequest(SIGN_IN_MESSAGES.fillAllFields, 'sign_in_invalid');
    if (!(await this.signIns.isKnownScac(company, scac))) {
      throw badRequest(SIGN_IN_MESSAGES.unknownCarrier, 'unknown_carrier');
    }
    const clientId = draft.client_id ?? null;
    if (clientId) {
      const existing = await this.signIns.findByClientId(company, clientId);
      if (existing) return existing.signInId;
    }
    const asked = draft.sign_in_time ? new Date(draft.sign_in_time) : new Date();
    // A tablet clock ahead of ours must not put a sign-in in the future.
    const signInTime = asked.getTime() > Date.now() ? new Date() : asked;

    const created = await this.signIns.transaction(async (tx) => {
      const id = await this.signIns.insertOnce(tx, {
        company,
        warehouse,
        mode,
        scac,
        driverName: clean(draft.driver_name) ?? '',
        truckNumber: clean(draft.truck_number) ?? '',
        proNumber: mode === 'FTL' ? clean(draft.pro_number) : null,
        deliveredGoods: mode === 'Receiving' ? clean(draft.delivered_goods) : null,
        signInTime,
        clientId,
      });
      if (id === null) return null;
      const key = `signatures/${company}/${id}.png`;
      // Written inside the transaction: if the row rolls back, the file is an orphan, never a gap.
      await this.files.put(key, signature.bytes, 'image/png');
      await this.signIns.setSignatureKey(tx, id, key);
      await publishChange(tx, { topic: 'sign-ins', company, warehouse, action: 'created', id });
      return id;
    });
    if (created !== null) return created;
    // A twin with the same client_id committed while we waited on the unique index.
    const twin = clientId ? await this.signIns.findByClientId(company, clientId) : null;
    if (!twin) throw new Error('sign-in conflict without a stored twin');
    return twin.signInId;
  }

  /** Sign-out is idempotent: an already signed-out sign-in stays as it was. */
  async signOut(principal: Principal, company: Company, id: number): Promise<void> {
    const row = await this.signIns.find(company, id, dockWarehouses(principal, company));
    if (!row) throw notFound('No such sign-in.');
    if (row.signOutTime) return;
    await this.signIns.transaction(async (tx) => {
      if (await this.signIns.signOut(tx, company, id)) {
        await publishChange(tx, {
          topic: 'sign-ins',
          company,
          warehouse: row.warehouse,
          action: 'signed-out',
          id,
        });
      }
    });
  }
}
