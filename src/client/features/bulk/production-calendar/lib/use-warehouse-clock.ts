import { useEffect, useState } from 'react';
import { msUntilNextDay, type CalendarWarehouse } from '@shared/domain/bulk/production-calendar-rules';

/**
 * The screen's clock for the timing classes: the current instant, renewed when the warehouse's day
 * changes (so an event turns late at midnight while the calendar is open) and when the screen comes
 * back into view (a sleeping tablet's timers do not run).
 */
export function useWarehouseClock(warehouse: CalendarWarehouse): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), msUntilNextDay(warehouse, now));
    return () => clearTimeout(timer);
  }, [warehouse, now]);
  useEffect(() => {
    const wake = () => {
      if (document.visibilityState === 'visible') setNow(Date.now());
    };
    document.addEventListener('visibilitychange', wake);
    return () => document.removeEventListener('visibilitychange', wake);
  }, []);
  return now;
}
