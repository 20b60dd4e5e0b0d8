import type pg from 'pg';

/** Whether the app can serve: today, whether PostgreSQL answers. */
export class HealthService {
  constructor(private readonly pool: pg.Pool) {}

  async databaseReachable(): Promise<boolean> {
    try {
      await this.pool.query('select 1');
      return true;
    } catch {
      return false;
    }
  }
}
