import { ORDER_DRAWER_MESSAGES } from '@shared/domain/dropship/order-drawer';
import { useNotifier } from '@client/components/notifier-provider';

/**
 * The drawer's confirmations (D1 sections 4 and 8): every action asks first (No / Yes) and runs
 * on Yes; declining says 'Operation Aborted'. Messages go through the app's one notifier.
 */
export function useDrawerFeedback() {
  const notify = useNotifier();
  const confirm = (header: string, message: string, run: () => void, confirmText = 'Yes') =>
    void notify.confirm({ header, message, confirmText, cancelText: 'No' }).then((yes) => {
      if (yes) run();
      else notify.info(ORDER_DRAWER_MESSAGES.aborted);
    });
  return { notify, confirm };
}
