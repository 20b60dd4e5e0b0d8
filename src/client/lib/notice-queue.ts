/**
 * The queue under the notifier. Ionic drops an overlay presented while another is still open or
 * closing (a useIonToast or useIonAlert hook ignores present() until its own didDismiss), so every
 * message waits here and is presented alone, the next only after the previous one's didDismiss.
 * Nothing here knows the DOM or Ionic: the presenter and the timers are handed in, so the queue is
 * unit-tested in node (notifier.test.ts).
 */

export type Tone = 'success' | 'danger' | 'warning' | 'medium';

export type NoticeButton = {
  text: string;
  /** 'cancel' closes without acting; the closing role is what an alert's promise answers. */
  role?: 'cancel' | 'confirm' | 'destructive';
  handler?: () => void;
};

export type ToastNotice = {
  kind: 'toast';
  message: string;
  tone: Tone;
  /** Milliseconds on screen when nothing waits behind it. */
  duration: number;
  buttons?: readonly NoticeButton[];
  cssClass?: string;
};

export type AlertNotice = {
  kind: 'alert';
  header?: string;
  message: string;
  buttons: readonly NoticeButton[];
  cssClass?: string;
};

export type Notice = ToastNotice | AlertNotice;

/** A presented notice: `dismiss` closes it early; `closed` settles on its didDismiss, with the role. */
export type Shown = { dismiss: () => void; closed: Promise<string | undefined> };
export type Presenter = (notice: Notice) => Promise<Shown>;

/** The clock, replaceable in tests: `after` runs later and answers a function that cancels it. */
export type Timers = { now: () => number; after: (ms: number, run: () => void) => () => void };

const realTimers: Timers = {
  now: () => Date.now(),
  after: (ms, run) => {
    const id = setTimeout(run, ms);
    return () => clearTimeout(id);
  },
};

/**
 * How long a toast stays before it gives way to a waiting notice. A waiting message is never
 * dropped, and the one on screen is still seen: a confirmation the user just asked for does not
 * wait out a 6 second toast.
 */
export const MIN_TOAST_MS = 1500;

type Entry = { notice: Notice; settle: (role: string | undefined) => void };
type Current = { entry: Entry; shown?: Shown; shownAt: number; cancelCut?: () => void };

export type NoticeQueue = {
  /** Queues a notice; settles with the role it closed with once it has closed. */
  show: (notice: Notice) => Promise<string | undefined>;
  /** Notices shown or waiting. */
  size: () => number;
};

export function createNoticeQueue(present: Presenter, timers: Timers = realTimers): NoticeQueue {
  const waiting: Entry[] = [];
  let current: Current | null = null;

  // A toast on screen is cut short once it has had its minimum time, if anything waits behind it.
  const giveWay = () => {
    const c = current;
    if (!c?.shown || c.cancelCut || waiting.length === 0 || c.entry.notice.kind !== 'toast') return;
    const shown = c.shown;
    c.cancelCut = timers.after(Math.max(0, c.shownAt + MIN_TOAST_MS - timers.now()), () => shown.dismiss());
  };

  const run = async (c: Current) => {
    let role: string | undefined;
    try {
      c.shown = await present(c.entry.notice);
      c.shownAt = timers.now();
      giveWay();
      role = await c.shown.closed;
    } catch {
      // A notice that could not be shown must not block the ones behind it.
      role = undefined;
    }
    c.cancelCut?.();
    current = null;
    next();
    c.entry.settle(role);
  };

  const next = () => {
    const entry = current ? undefined : waiting.shift();
    if (!entry) return;
    current = { entry, shownAt: timers.now() };
    void run(current);
  };

  return {
    show: (notice) =>
      new Promise((settle) => {
        waiting.push({ notice, settle });
        if (current) giveWay();
        else next();
      }),
    size: () => waiting.length + (current ? 1 : 0),
  };
}
