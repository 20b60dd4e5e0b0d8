import { saveOutline } from 'ionicons/icons';
import { useState } from 'react';
import type { BulkInvoice } from '@shared/api/bulk/bulk-invoices';
import { BULK_INVOICE_MESSAGES, invoiceVendorStatusLabel } from '@shared/domain/bulk/invoices';
import { DetailList } from '@client/components/detail-list';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { useNotifier } from '@client/components/notifier-provider';
import { SideSheet } from '@client/components/side-sheet';
import { TextField } from '@client/components/text-field';
import { errorMessage } from '@client/lib/api-error';
import { useUpdateBulkInvoice } from '../api/bulk-invoices';

type Props = { invoice: BulkInvoice | null; isOpen: boolean; onClose: () => void };

/**
 * The edit drawer of Bulk Invoices (D2 section 2): the order's PO, vendor and Acumatica order, and
 * the Acumatica invoice number and cost to correct. Save sends PUT /bulk/invoices/order and says
 * 'Successfully Updated Invoice' or the server's message (D2 section 8).
 */
export function InvoiceDrawer({ invoice, isOpen, onClose }: Props) {
  const [number, setNumber] = useState(invoice?.acu_invoice_num ?? '');
  const [cost, setCost] = useState(invoice?.invoice_cost ?? '');
  const save = useUpdateBulkInvoice();
  const notify = useNotifier();

  const submit = async () => {
    if (!invoice) return;
    try {
      await save.mutateAsync({
        acu_invoice_num: number,
        invoice_cost: cost,
        internal_po_number: invoice.internal_po_number,
        vendor_name: invoice.vendor_name,
      });
      notify.success(BULK_INVOICE_MESSAGES.saved);
      onClose();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <SideSheet isOpen={isOpen} label="Edit Invoice" onClose={onClose}>
      {invoice && (
        <form
          className="invoice-drawer"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <DetailList
            items={[
              ['PO Number', invoice.internal_po_number],
              ['Vendor', invoice.vendor_name],
              ['Acumatica Order', invoice.acu_order_num ?? ''],
              ['IMS Cost', invoice.quantity ?? ''],
              ['Vendor Status', invoiceVendorStatusLabel(invoice.vendor_status)],
            ]}
          />
          <TextField label="Acumatica Invoice #" value={number} onChange={setNumber} maxlength={30} />
          <TextField
            label="Acumatica Cost"
            value={cost}
            onChange={setCost}
            inputmode="decimal"
            helperText="Dollars, like 1250.50"
          />
          <IonButton type="submit" expand="block" disabled={save.isPending}>
            <IonIcon slot="start" icon={saveOutline} aria-hidden="true" />
            Save
          </IonButton>
        </form>
      )}
    </SideSheet>
  );
}
