import { getEmployeeTimes } from '@shared/api/labour/employee-times';
import { route } from '../../../platform/http/route';
import { requireCompany, type App } from '../../../platform/http/types';
import type { EmployeeTimesService } from './employee-times.service';

/** Employee Times (D3 2.12, section 7 GET /v1/operations/employee/times). */
export function employeeTimesRoutes(app: App, times: EmployeeTimesService): void {
  route(app, getEmployeeTimes, async ({ query }, req) => ({
    times: await times.times(requireCompany(req.company), query),
  }));
}
