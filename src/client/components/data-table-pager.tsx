import { chevronBack, chevronForward } from 'ionicons/icons';
import { IonButton } from './ionic/button';
import { IonIcon } from './ionic/icon';
import { IonSelect, IonSelectOption } from './ionic/select';

export const PAGE_SIZES = [25, 50, 100] as const;
/** The page-size value of "All": every row on one page, which only a virtual table can afford. */
export const ALL_ROWS = 0;
export type PageSize = (typeof PAGE_SIZES)[number] | typeof ALL_ROWS;

type Props = {
  pageSize: PageSize;
  /** Offers "All" (ALL_ROWS): only a virtual table. */
  offerAll: boolean;
  onPageSize: (size: PageSize) => void;
  /** The rows shown, 1-based: "first–last of total". */
  first: number;
  last: number;
  total: number;
  onPrevious?: () => void;
  onNext?: () => void;
};

/** The data table's footer: rows per page, the range shown, previous and next page (undefined: disabled). */
export function DataTablePager({
  pageSize,
  offerAll,
  onPageSize,
  first,
  last,
  total,
  onPrevious,
  onNext,
}: Props) {
  return (
    <div className="data-table__footer">
      <IonSelect
        label="Rows per page"
        interface="popover"
        value={pageSize}
        onIonChange={(e) => onPageSize(Number(e.detail.value) as PageSize)}
      >
        {PAGE_SIZES.map((size) => (
          <IonSelectOption key={size} value={size}>
            {size}
          </IonSelectOption>
        ))}
        {offerAll && <IonSelectOption value={ALL_ROWS}>All</IonSelectOption>}
      </IonSelect>
      <span className="data-table__range" aria-live="polite">
        {first}–{last} of {total}
      </span>
      <IonButton fill="clear" aria-label="Previous page" disabled={!onPrevious} onClick={onPrevious}>
        <IonIcon slot="icon-only" icon={chevronBack} aria-hidden="true" />
      </IonButton>
      <IonButton fill="clear" aria-label="Next page" disabled={!onNext} onClick={onNext}>
        <IonIcon slot="icon-only" icon={chevronForward} aria-hidden="true" />
      </IonButton>
    </div>
  );
}
