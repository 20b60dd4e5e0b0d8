import { defineModule } from '../../platform/module';
import { productionCalendarRoutes } from './production-calendar.routes';
import { ProductionCalendarService } from './production-calendar.service';
import { ProductionScheduleRepository } from './production-schedule.repository';

/** Production Calendar (D2 sections 2 and 7): the build schedule of Kentucky and Pennsylvania. */
export const productionCalendarModule = defineModule({
  name: 'production-calendar',
  routes: (app, { db }) => {
    productionCalendarRoutes(app, new ProductionCalendarService(new ProductionScheduleRepository(db)));
  },
});
