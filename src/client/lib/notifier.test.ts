import { describe, expect, it } from 'vitest';
import { createNoticeQueue, MIN_TOAST_MS, type Notice, type Presenter, type Timers } from './notice-queue';
import { createNotifier, readingTime } from './notifier';

/** A stand-in for Ionic: records what is on screen; the test decides when each one has closed. */
function fakeIonic() {
  const presented: { notice: Notice; dismissed: number; close: (role?: string) => void }[] = [];
  let open = 0;
  let mostOpen = 0;
  const present: Presenter = async (notice) => {
    await Promise.resolve();
    open += 1;
    mostOpen = Math.max(mostOpen, open);
    let close!: (role?: string) => void;
    const closed = new Promise<string | undefined>((resolve) => {
      close = (role) => {
        open -= 1;
        resolve(role);
      };
    });
    const entry = { notice, dismissed: 0, close };
    presented.push(entry);
    // Like Ionic, dismiss() only starts closing: didDismiss comes when the test says so.
    return { dismiss: () => void (entry.dismissed += 1), closed };
  };
  return { present, presented, texts: () => presented.map((p) => p.notice.message), most: () => mostOpen };
}

function fakeTimers() {
  let now = 0;
  let tasks: { at: number; run: () => void }[] = [];
  const timers: Timers = {
    now: () => now,
    after: (ms, run) => {
      const task = { at: now + ms, run };
      tasks.push(task);
      return () => void (tasks = tasks.filter((t) => t !== task));
    },
  };
  const advance = (ms: number) => {
    now += ms;
    const due = tasks.filter((t) => t.at <= now);
    tasks = tasks.filter((t) => t.at > now);
    for (const t of due) t.run();
  };
  return { timers, advance };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const toast = (message: string): Notice => ({ kind: 'toast', message, tone: 'success', duration: 3000 });
const alert = (message: string): Notice => ({ kind: 'alert', message, buttons: [{ text: 'OK' }] });

describe('notice queue', () => {
  it('presents one notice at a time, in the order they came', async () => {
    const ionic = fakeIonic();
    const queue = createNoticeQueue(ionic.present, fakeTimers().timers);
    for (const m of ['one', 'two', 'three']) void queue.show(alert(m));
    await settle();
    expect(ionic.texts()).toEqual(['one']);
    ionic.presented[0]!.close();
    await settle();
    expect(ionic.texts()).toEqual(['one', 'two']);
    ionic.presented[1]!.close();
    await settle();
    ionic.presented[2]!.close();
    await settle();
    expect(ionic.texts()).toEqual(['one', 'two', 'three']);
    expect(ionic.most()).toBe(1);
    expect(queue.size()).toBe(0);
  });

  it('drops nothing that arrives while the notice on screen is closing', async () => {
    const ionic = fakeIonic();
    const clock = fakeTimers();
    const queue = createNoticeQueue(ionic.present, clock.timers);
    void queue.show(toast('first'));
    await settle();
    void queue.show(toast('second'));
    clock.advance(MIN_TOAST_MS);
    // 'first' was asked to close but has not sent didDismiss yet: more messages come in meanwhile.
    expect(ionic.presented[0]!.dismissed).toBe(1);
    void queue.show(toast('third'));
    void queue.show(alert('fourth'));
    await settle();
    expect(ionic.texts()).toEqual(['first']);
    expect(queue.size()).toBe(4);
    ionic.presented[0]!.close('timeout');
    await settle();
    expect(ionic.texts()).toEqual(['first', 'second']);
    for (let i = 1; i < 4; i++) {
      clock.advance(MIN_TOAST_MS);
      ionic.presented[i]!.close();
      await settle();
    }
    expect(ionic.texts()).toEqual(['first', 'second', 'third', 'fourth']);
    expect(ionic.most()).toBe(1);
  });

  it('lets a toast run its course when nothing waits, and cut it short only after its minimum time', async () => {
    const ionic = fakeIonic();
    const clock = fakeTimers();
    const queue = createNoticeQueue(ionic.present, clock.timers);
    void queue.show(toast('alone'));
    await settle();
    clock.advance(10 * MIN_TOAST_MS);
    expect(ionic.presented[0]!.dismissed).toBe(0);
    ionic.presented[0]!.close('timeout');
    await settle();

    void queue.show(toast('shown'));
    await settle();
    clock.advance(MIN_TOAST_MS / 2);
    void queue.show(toast('waiting'));
    clock.advance(MIN_TOAST_MS / 2 - 1);
    expect(ionic.presented[1]!.dismissed).toBe(0);
    clock.advance(1);
    expect(ionic.presented[1]!.dismissed).toBe(1);
  });

  it('never cuts an alert short: it waits for the user', async () => {
    const ionic = fakeIonic();
    const clock = fakeTimers();
    const queue = createNoticeQueue(ionic.present, clock.timers);
    void queue.show(alert('question'));
    void queue.show(toast('later'));
    await settle();
    clock.advance(60_000);
    expect(ionic.presented[0]!.dismissed).toBe(0);
    expect(ionic.texts()).toEqual(['question']);
  });

  it('settles each notice with its closing role, and a failed presentation does not block the rest', async () => {
    const ionic = fakeIonic();
    let calls = 0;
    const flaky: Presenter = (notice) =>
      ++calls === 1 ? Promise.reject(new Error('no')) : ionic.present(notice);
    const queue = createNoticeQueue(flaky, fakeTimers().timers);
    const lost = queue.show(alert('broken'));
    const kept = queue.show(alert('works'));
    await expect(lost).resolves.toBeUndefined();
    await settle();
    ionic.presented[0]!.close('confirm');
    await expect(kept).resolves.toBe('confirm');
  });
});

describe('notifier', () => {
  it('turns success, error and info into toasts of their tone, through the one queue', async () => {
    const ionic = fakeIonic();
    const clock = fakeTimers();
    const notify = createNotifier(ionic.present, clock.timers);
    notify.success('Saved');
    notify.error('Failed', { buttons: ['OK'] });
    notify.info('Working');
    await settle();
    for (let i = 0; i < 3; i++) {
      clock.advance(MIN_TOAST_MS);
      ionic.presented[i]!.close();
      await settle();
    }
    expect(ionic.presented.map((p) => p.notice)).toEqual([
      { kind: 'toast', message: 'Saved', tone: 'success', duration: 3000 },
      { kind: 'toast', message: 'Failed', tone: 'danger', duration: 6000, buttons: [{ text: 'OK' }] },
      { kind: 'toast', message: 'Working', tone: 'medium', duration: 3000 },
    ]);
  });

  it('confirm answers true for the confirm or destructive button, false otherwise', async () => {
    const ionic = fakeIonic();
    const notify = createNotifier(ionic.present, fakeTimers().timers);
    const answers = [
      notify.confirm({ header: 'Delete?', message: 'Sure?', confirmText: 'Delete', destructive: true }),
      notify.confirm({ header: 'Hold?', message: 'Sure?', confirmText: 'Yes', cancelText: 'No' }),
      notify.confirm({ header: 'Again?', message: 'Sure?' }),
    ];
    for (const role of ['destructive', 'cancel', 'backdrop']) {
      await settle();
      ionic.presented.at(-1)!.close(role);
    }
    expect(await Promise.all(answers)).toEqual([true, false, false]);
    const hold = ionic.presented[1]!.notice;
    expect(hold.kind === 'alert' && hold.buttons).toEqual([
      { text: 'No', role: 'cancel' },
      { text: 'Yes', role: 'confirm' },
    ]);
  });

  it('a confirmation asked while a toast shows waits for it, then the answer comes back', async () => {
    const ionic = fakeIonic();
    const clock = fakeTimers();
    const notify = createNotifier(ionic.present, clock.timers);
    notify.success('Order On Hold!');
    await settle();
    const answer = notify.confirm({ header: 'Cancel Order', message: 'Cancel order 1?' });
    await settle();
    expect(ionic.texts()).toEqual(['Order On Hold!']);
    clock.advance(MIN_TOAST_MS);
    ionic.presented[0]!.close();
    await settle();
    expect(ionic.texts()).toEqual(['Order On Hold!', 'Cancel order 1?']);
    ionic.presented[1]!.close('confirm');
    await expect(answer).resolves.toBe(true);
  });
});

describe('reading time', () => {
  it('keeps a short message for its tone, a long one longer, never over 10 seconds', () => {
    expect(readingTime('Saved', 'success')).toBe(3000);
    expect(readingTime('Saved', 'danger')).toBe(6000);
    expect(readingTime('x'.repeat(100), 'success')).toBe(6000);
    expect(readingTime('x'.repeat(1000), 'danger')).toBe(10_000);
  });
});
