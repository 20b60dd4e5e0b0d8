import { defineModule } from '../../platform/module';
import { BuildSearchRepository } from './build-search/build-search.repository';
import { buildSearchRoutes } from './build-search/build-search.routes';
import { BuildSearchService } from './build-search/build-search.service';
import { DailyBuildsRepository } from './daily-builds/daily-builds.repository';
import { dailyBuildsRoutes } from './daily-builds/daily-builds.routes';
import { DailyBuildsService } from './daily-builds/daily-builds.service';
import { EfficiencyRepository } from './efficiency/efficiency.repository';
import { efficiencyRoutes } from './efficiency/efficiency.routes';
import { EfficiencyService } from './efficiency/efficiency.service';
import { EmployeeTimesRepository } from './employee-times/employee-times.repository';
import { employeeTimesRoutes } from './employee-times/employee-times.routes';
import { EmployeeTimesService } from './employee-times/employee-times.service';
import { HourlyBuildsRepository } from './hourly-builds/hourly-builds.repository';
import { hourlyBuildsRoutes } from './hourly-builds/hourly-builds.routes';
import { HourlyBuildsService } from './hourly-builds/hourly-builds.service';
import { WorkersRepository } from './workers/workers.repository';
import { workersRoutes } from './workers/workers.routes';
import { WorkersService } from './workers/workers.service';

/** Warehouse labour (D3 2.10 to 2.12, section 7 "Workers and warehouse" and the operations API). */
export const labourModule = defineModule({
  name: 'labour',
  routes: (app, { db }) => {
    workersRoutes(app, new WorkersService(new WorkersRepository(db)));
    buildSearchRoutes(app, new BuildSearchService(new BuildSearchRepository(db)));
    employeeTimesRoutes(app, new EmployeeTimesService(new EmployeeTimesRepository(db)));
    dailyBuildsRoutes(app, new DailyBuildsService(new DailyBuildsRepository(db)));
    efficiencyRoutes(app, new EfficiencyService(new EfficiencyRepository(db)));
    hourlyBuildsRoutes(app, new HourlyBuildsService(new HourlyBuildsRepository(db)));
  },
});
