import { useQueryClient } from '@tanstack/react-query';
import { downloadOutline } from 'ionicons/icons';
import { useEffect, useMemo, useState } from 'react';
import type { WarrantyRow } from '@shared/api/warranty/warranty-orders';
import { warrantyDate } from '@shared/domain/warranty/dates';
import {
  ADDRESS_FORM_FIELDS,
  ORDER_FORM_FIELDS,
  emptyWarrantyForm,
  keepHeader,
  readDraft,
  toSentValues,
  type WarrantyForm,
  type WarrantyFormField,
} from '@shared/domain/warranty/form';
import { WARRANTY_MESSAGES } from '@shared/domain/warranty/rules';
import { WARRANTY_STATUS } from '@shared/domain/warranty/status';
import { missingFieldMessages, requiredFieldsToast } from '@shared/domain/warranty/validation';
import { FailedLine } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { RefreshButton } from '@client/components/refresh-button';
import {
  WARRANTY_KEY,
  saveWarranty,
  saveWarrantyOrder,
  useWarrantyRows,
} from '@client/components/warranty/api';
import { WarrantyOrderDrawer } from '@client/components/warranty/warranty-drawer';
import { AddressFields, ItemFields, OrderFields } from '@client/components/warranty/warranty-fields';
import { WarrantyTable, exportWarrantyRows } from '@client/components/warranty/warranty-table';
import { ApiRequestError, errorMessage } from '@client/lib/api-error';

/** A half-typed order survives a reload of the tab (D3 2.4, ours: the form is long). */
const DRAFT_KEY = 'dockhand.warranty-insert.draft';
/** The header Add Item last saved, so a header changed before the next item is saved first. */
const SAVED_KEY = 'dockhand.warranty-insert.saved-header';
const LINES = { cssClass: 'warranty-lines-toast' };

function loadDraft(): WarrantyForm {
  const today = new Date();
  try {
    const stored = sessionStorage.getItem(DRAFT_KEY);
    return (stored ? readDraft(JSON.parse(stored), today) : null) ?? emptyWarrantyForm(today);
  } catch {
    return emptyWarrantyForm(today);
  }
}

function loadSaved(): WarrantyForm | null {
  try {
    const stored = sessionStorage.getItem(SAVED_KEY);
    return stored ? readDraft(JSON.parse(stored), new Date()) : null;
  } catch {
    return null;
  }
}

const headerOf = (form: WarrantyForm) =>
  Object.fromEntries([...ORDER_FORM_FIELDS, ...ADDRESS_FORM_FIELDS].map((f) => [f, form[f]]));
const sameOrder = (a: WarrantyForm, b: WarrantyForm) =>
  a.internal_po_number.trim().toUpperCase() === b.internal_po_number.trim().toUpperCase();
const sameHeader = (a: WarrantyForm, b: WarrantyForm) =>
  JSON.stringify(toSentValues(headerOf(a))) === JSON.stringify(toSentValues(headerOf(b)));

/** Today's orders that are open, and those cancelled today (red), as the list shows them. */
const LISTED: readonly number[] = [WARRANTY_STATUS.open, WARRANTY_STATUS.cancelled];

/**
 * Warranty Insert (D3 2.4): the Order, Address and Item(s) sections; Add Item saves and keeps the
 * order header, Insert saves and clears the form. Below, today's open warranty orders (cancelled
 * ones red) with the export; a row opens the detail drawer.
 */
export function WarrantyInsertPage() {
  const notify = useNotifier();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<WarrantyForm>(loadDraft);
  const [saved, setSaved] = useState<WarrantyForm | null>(loadSaved);
  const [busy, setBusy] = useState(false);
  const [po, setPo] = useState<string | null>(null);
  const today = warrantyDate(new Date());
  const list = useWarrantyRows({ start_date: today, order_by: 'warranty_id', limit: 50_000 });
  const rows = useMemo<WarrantyRow[]>(
    () => (list.data ?? []).filter((r) => LISTED.includes(r.order_status)),
    [list.data],
  );

  useEffect(() => {
    try {
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify(form));
    } catch {
      // Storage full or blocked: the form still works, it just does not survive a reload.
    }
  }, [form]);

  useEffect(() => {
    try {
      if (saved) sessionStorage.setItem(SAVED_KEY, JSON.stringify(saved));
      else sessionStorage.removeItem(SAVED_KEY);
    } catch {
      // As above.
    }
  }, [saved]);

  const set = (field: WarrantyFormField, value: string) => setForm((f) => ({ ...f, [field]: value }));

  const submit = async (kind: 'add' | 'insert') => {
    const sent = toSentValues(form);
    const missing = missingFieldMessages(sent);
    if (missing.length > 0) return notify.error(requiredFieldsToast(missing), LINES);
    setBusy(true);
    try {
      // After Add Item the header was changed: the open order takes the new header first, so the
      // next item joins it instead of being refused as a duplicate PO.
      if (saved && sameOrder(saved, form) && !sameHeader(saved, form)) {
        await saveWarrantyOrder(toSentValues(headerOf(form)));
      }
      const answer = await saveWarranty({ ...sent, order_status: WARRANTY_STATUS.open });
      if (!answer.success) return notify.error(answer.message);
      notify.success(WARRANTY_MESSAGES.saved);
      setForm(kind === 'add' ? keepHeader(form) : emptyWarrantyForm(new Date()));
      setSaved(kind === 'add' ? form : null);
      await queryClient.invalidateQueries({ queryKey: WARRANTY_KEY });
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'duplicate_po') {
        notify.error(WARRANTY_MESSAGES.duplicatePo);
      } else if (error instanceof ApiRequestError && error.code === 'required_fields') {
        notify.error(error.message, LINES);
      } else {
        notify.error(`${WARRANTY_MESSAGES.insertFailed}\n${errorMessage(error)}`, LINES);
      }
    } finally {
      setBusy(false);
    }
  };

  const exportRows = () => {
    if (rows.length === 0) return notify.info('There are no warranty orders to export.');
    exportWarrantyRows('insert', rows);
  };

  return (
    <PageLayout title="Warranty Insert">
      <form
        aria-label="Warranty order"
        onSubmit={(e) => {
          e.preventDefault();
          void submit('insert');
        }}
      >
        <h2 className="warranty-form__section">Order</h2>
        <OrderFields values={form} onChange={set} />
        <h2 className="warranty-form__section">Address</h2>
        <AddressFields values={form} onChange={set} />
        <h2 className="warranty-form__section">Item(s)</h2>
        <ItemFields values={form} onChange={set} />
        <div className="warranty-form__buttons">
          <IonButton fill="outline" disabled={busy} onClick={() => void submit('add')}>
            Add Item
          </IonButton>
          <IonButton type="submit" disabled={busy}>
            Insert
          </IonButton>
        </div>
      </form>
      <div className="toolbar-row">
        <h2 className="warranty-form__section">Today&apos;s Warranty Orders</h2>
        <RefreshButton onRefresh={list.refetch} fetching={list.isFetching} />
        <IonButton fill="clear" aria-label="Export" title="Export" onClick={exportRows}>
          <IonIcon slot="icon-only" icon={downloadOutline} aria-hidden="true" />
        </IonButton>
      </div>
      <FailedLine prefix="Failed to get warranty orders" query={list} />
      <WarrantyTable
        label="Today's warranty orders"
        rows={rows}
        loading={list.isPending}
        emptyText="No warranty orders today."
        onOpen={(r) => setPo(r.internal_po_number)}
      />
      <WarrantyOrderDrawer po={po} onClose={() => setPo(null)} />
    </PageLayout>
  );
}
