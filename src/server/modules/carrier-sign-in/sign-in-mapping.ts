import type { SignIn } from '@shared/api/carrier-sign-in/sign-in';
import { isWarehouse } from '@shared/domain/identity/companies';
import { isSignInMode, SIGN_IN_MODES } from '@shared/domain/carrier-sign-in/sign-in-rules';
import type { SignInRow } from './sign-ins.repository';

/** The row as the screens read it (D2 section 3 field names). */
export function toSignIn(row: SignInRow): SignIn {
  if (!isWarehouse(row.warehouse)) throw new Error(`sign-in ${row.signInId} has warehouse ${row.warehouse}`);
  return {
    sign_in_id: row.signInId,
    mode: isSignInMode(row.mode) ? row.mode : SIGN_IN_MODES[0],
    scac: row.scac,
    driver_name: row.driverName,
    truck_number: row.truckNumber,
    warehouse: row.warehouse,
    sign_in_time: row.signInTime.toISOString(),
    sign_out_time: row.signOutTime?.toISOString() ?? null,
    pro_number: row.proNumber,
    delivered_goods: row.deliveredGoods,
    has_signature: row.signatureKey !== null,
    client_id: row.clientId,
  };
}
