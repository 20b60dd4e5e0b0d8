import {
  allCancel,
  boxesOf,
  fulfilled,
  isChewy,
  needsSplit,
  palletCountRed,
  palletEstimate,
  qtyPerPallet,
} from '@shared/domain/bulk/decisions';
import { ordersOf, totalPrice, totalPriceColour } from '@shared/domain/bulk/decision-panel';
import type { PanelLine } from './panel-state';

/**
 * The panel's figures: the total price (green above 100 dollars, red otherwise), for Chewy the
 * pallet estimate (red with unknown boxes or more than 49), and per order the 'all cancel' and
 * 'needs split' flags.
 */
export function PanelSummary({ lines }: { lines: readonly PanelLine[] }) {
  const total = totalPrice(lines);
  const chewy = lines.filter((l) => isChewy(l.vendor_name) && fulfilled(l.fulfil) > 0);
  const pallets =
    chewy.length > 0
      ? palletEstimate(
          chewy.map((l) => ({
            boxes: boxesOf(fulfilled(l.fulfil), l.case_packs),
            qtyPerPallet: qtyPerPallet(l.default_box),
          })),
        )
      : null;
  return (
    <div className="panel-summary" role="status">
      <span className={`panel-total panel-total--${totalPriceColour(total)}`}>
        Total Price: ${total.toFixed(2)}
      </span>
      {pallets && (
        <span className={palletCountRed(pallets) ? 'panel-pallets panel-pallets--red' : 'panel-pallets'}>
          Pallets: {pallets.pallets}
          {pallets.unknownBoxes ? ' (unknown boxes)' : ''}
        </span>
      )}
      {ordersOf(lines).map((o) => (
        <span key={o[0]!.order_id} className="panel-order-flags">
          {o[0]!.internal_po_number}
          {allCancel(o) && <span className="panel-flag panel-flag--cancel">All Cancel</span>}
          {needsSplit(o) && <span className="panel-flag">Needs Split</span>}
        </span>
      ))}
    </div>
  );
}
