import { alertCircle, calendarOutline, checkmarkCircleOutline, timeOutline } from 'ionicons/icons';
import {
  TIMING_LABEL,
  TIMING_MEANING,
  TIMINGS,
  type Timing,
} from '@shared/domain/bulk/production-calendar-rules';
import { IonIcon } from '@client/components/ionic/icon';

/** Each class has an icon and a word as well as its colour (colour is never the only cue). */
export const TIMING_ICON: Record<Timing, string> = {
  late: alertCircle,
  soon: timeOutline,
  upcoming: calendarOutline,
  normal: checkmarkCircleOutline,
};

/** The icon and word of a class. */
export function TimingMark({ timing }: { timing: Timing }) {
  return (
    <span className="pc-mark">
      <IonIcon icon={TIMING_ICON[timing]} aria-hidden="true" />
      <span className="pc-mark__label">{TIMING_LABEL[timing]}</span>
    </span>
  );
}

/** The legend of the classes (D2 section 4), with what each means. */
export function TimingLegend() {
  return (
    <ul className="pc-legend" aria-label="Legend">
      {TIMINGS.map((timing) => (
        <li key={timing} className={`pc-legend__item is-${timing}`}>
          <TimingMark timing={timing} />
          <span className="pc-legend__meaning">{TIMING_MEANING[timing]}</span>
        </li>
      ))}
    </ul>
  );
}
