import { useEffect, useRef, useState } from 'react';
import type { VendorRequestStatus } from '@shared/api/dropship/api-status';
import {
  AMAZON_DIRECT,
  REFRESH_AFTER_ACTION_MS,
  VENDOR_REQUEST_ACTION,
  type VendorRequestType,
} from '@shared/domain/dropship/api-status';
import { useNotifier } from '@client/components/notifier-provider';
import { errorMessage } from '@client/lib/api-error';
import {
  fetchVendorRequests,
  postAmazonDirectInventory,
  postInvoices,
  postVendorRequest,
} from '../api/vendor-requests';

/** How often the screen asks whether its requests have finished, and for how long. */
const POLL_MS = 1_000;
const FOLLOW_FOR_MS = 120_000;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Polls the requests until each has finished (or the time is up); answers the finished ones. */
async function follow(ids: readonly string[], signal: AbortSignal): Promise<VendorRequestStatus[]> {
  const deadline = Date.now() + FOLLOW_FOR_MS;
  let latest: VendorRequestStatus[] = [];
  while (!signal.aborted && Date.now() < deadline) {
    await sleep(POLL_MS, signal);
    if (signal.aborted) break;
    try {
      latest = await fetchVendorRequests(ids, signal);
    } catch {
      continue; // a missed poll is retried on the next tick
    }
    if (latest.length === ids.length && latest.every((s) => s.state !== 'queued')) break;
  }
  return latest.filter((s) => s.state !== 'queued');
}

/**
 * Queues the request of each vendor, answering one settled result per vendor in order: Send
 * Invoices is one POST /dropship/invoices for all of them, Amazon Direct's inventory its own call
 * (POST /ecommerce/amazon-direct-inventory), everything else POST /dropship/vendor per vendor.
 */
async function queueRequests(
  type: VendorRequestType,
  vendors: readonly string[],
): Promise<PromiseSettledResult<VendorRequestStatus>[]> {
  if (type === 'invoice') {
    try {
      const queued = await postInvoices(vendors);
      return vendors.map((name) => {
        const found = queued.find((q) => q.vendor_name === name);
        return found
          ? { status: 'fulfilled', value: found }
          : { status: 'rejected', reason: new Error(`${name} was not queued.`) };
      });
    } catch (reason) {
      // One refusal for the whole call: shown once, not per vendor.
      return [{ status: 'rejected', reason }];
    }
  }
  return Promise.allSettled(
    vendors.map((vendor_name) =>
      type === 'inventory' && vendor_name === AMAZON_DIRECT
        ? postAmazonDirectInventory()
        : postVendorRequest({ vendor_name, request_type: type }),
    ),
  );
}

/**
 * The batch buttons of API Status: one POST per selected vendor, a refresh 5 seconds later
 * (D1 section 9), and the requests followed until they finish, so a vendor that failed shows the
 * spec's toast ('Failed to send {vendor} inventory, please contact a developer').
 */
export function useVendorActions(refresh: () => void) {
  const notify = useNotifier();
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [waiting, setWaiting] = useState(0);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    abort.current = controller;
    return () => controller.abort();
  }, []);

  const run = async (type: VendorRequestType, vendors: readonly string[]) => {
    const signal = abort.current?.signal;
    if (vendors.length === 0 || !signal) return;
    setSending(true);
    const answers = await queueRequests(type, vendors);
    setSending(false);
    const refused = answers.flatMap((a) => (a.status === 'rejected' ? [errorMessage(a.reason)] : []));
    if (refused.length > 0) {
      notify.error(refused.join('\n'), { duration: 8_000 });
    }
    const ids = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value.request_id] : []));
    if (ids.length === 0) return;
    const names = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value.vendor_name] : []));
    setNotice(
      `${VENDOR_REQUEST_ACTION[type]} requested for ${names.join(', ')}. The list refreshes in 5 seconds.`,
    );
    setWaiting((n) => n + ids.length);
    const started = Date.now();
    void sleep(REFRESH_AFTER_ACTION_MS, signal).then(() => {
      if (signal.aborted) return;
      setNotice(null);
      refresh();
    });
    const finished = await follow(ids, signal);
    setWaiting((n) => n - ids.length);
    if (signal.aborted) return;
    const failures = finished.filter((s) => s.state === 'failed').map((s) => s.message ?? 'Request failed.');
    if (failures.length > 0) {
      notify.error(failures.join('\n'), {
        duration: 10_000,
        cssClass: 'vendor-failure-toast',
        buttons: [{ text: 'Dismiss', role: 'cancel' }],
      });
    }
    // A request that took longer than the 5 seconds shows its result as well.
    if (Date.now() - started > REFRESH_AFTER_ACTION_MS) refresh();
  };

  return { run, sending, notice, waiting };
}
