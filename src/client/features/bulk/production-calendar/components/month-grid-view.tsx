import type { CalendarEvent } from '@shared/api/bulk/production-calendar';
import type { Timing } from '@shared/domain/bulk/production-calendar-rules';
import { dayLabel, monthWeeks, WEEKDAYS } from '../lib/month-grid';
import { TimingMark } from './timing-badge';

export type TimedCalendarEvent = CalendarEvent & { timing: Timing };

type Props = {
  month: string;
  /** The heading that names the month (the table's label). */
  labelledBy: string;
  today: string;
  events: readonly TimedCalendarEvent[];
  busy: boolean;
};

const pieces = (qty: number) => `${qty.toLocaleString('en-US')} pcs`;

/** A month as a table of weeks; each day lists its events with their class. */
export function MonthGridView({ month, labelledBy, today, events, busy }: Props) {
  const byDay = new Map<string, TimedCalendarEvent[]>();
  for (const event of events) {
    const list = byDay.get(event.date) ?? [];
    list.push(event);
    byDay.set(event.date, list);
  }
  return (
    <div className="pc-grid__scroll">
      <table className="pc-grid" aria-labelledby={labelledBy} aria-busy={busy}>
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col" abbr={day}>
                <span aria-hidden="true">{day.slice(0, 3)}</span>
                <span className="visually-hidden">{day}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week[0]!.date}>
              {week.map((day) => {
                const dayEvents = byDay.get(day.date) ?? [];
                const isToday = day.date === today;
                const classes = ['pc-day', day.inMonth ? '' : 'is-outside', isToday ? 'is-today' : '']
                  .filter(Boolean)
                  .join(' ');
                return (
                  <td
                    key={day.date}
                    className={classes}
                    aria-current={isToday ? 'date' : undefined}
                    data-date={day.date}
                  >
                    <div className="pc-day__head">
                      <span className="pc-day__number" aria-hidden="true">
                        {day.day}
                      </span>
                      <span className="visually-hidden">{dayLabel(day.date)}</span>
                      {isToday && <span className="pc-day__today">Today</span>}
                    </div>
                    {dayEvents.length > 0 && (
                      <ul className="pc-day__events" aria-label={`Events on ${dayLabel(day.date)}`}>
                        {dayEvents.map((event) => (
                          <li
                            key={`${event.vendor_name}|${event.warehouse}`}
                            className={`pc-event is-${event.timing}`}
                            title={`${event.vendor_name}: ${pieces(event.qty)} (${event.internal_po_numbers.join(', ')})`}
                          >
                            <TimingMark timing={event.timing} />
                            <span className="pc-event__vendor">{event.vendor_name}</span>
                            <span className="pc-event__qty">{pieces(event.qty)}</span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
