import { createNoticeQueue, type NoticeButton, type Presenter, type Timers, type Tone } from './notice-queue';

export type ToastOptions = {
  /** Milliseconds on screen; by default longer for warnings and errors. */
  duration?: number;
  /** E.g. an 'OK' that closes it early; a toast without buttons closes on its own. */
  buttons?: readonly (string | NoticeButton)[];
  cssClass?: string;
};

export type AlertOptions = {
  header?: string;
  message: string;
  /** Defaults to one 'OK'. */
  buttons?: readonly (string | NoticeButton)[];
  cssClass?: string;
};

export type ConfirmOptions = {
  header: string;
  message: string;
  /** The button that says yes; 'OK' unless given. */
  confirmText?: string;
  /** The button that says no; 'Cancel' unless given. */
  cancelText?: string;
  /** Yes destroys something (delete, revoke): the button is styled as such. */
  destructive?: boolean;
};

/** The one way a screen tells the user something or asks first (ARCHITECTURE section 3). */
export type Notifier = {
  success: (message: string, options?: ToastOptions) => void;
  error: (message: string, options?: ToastOptions) => void;
  info: (message: string, options?: ToastOptions) => void;
  warning: (message: string, options?: ToastOptions) => void;
  /** An alert the user closes; settles with the role of the button that closed it. */
  alert: (options: AlertOptions) => Promise<string | undefined>;
  /** A yes/no question; true only when the user chose the confirm button. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
};

/** Errors and warnings stay longer: they usually ask the user to do something. */
const DURATION: Record<Tone, number> = { success: 3000, medium: 3000, warning: 5000, danger: 6000 };

/** A long message (a batch result listing POs) stays long enough to read, up to 10 seconds. */
export const readingTime = (message: string, tone: Tone) =>
  Math.max(DURATION[tone], Math.min(10_000, 1_000 + message.length * 50));

const button = (b: string | NoticeButton): NoticeButton => (typeof b === 'string' ? { text: b } : b);

export function createNotifier(present: Presenter, timers?: Timers): Notifier {
  const queue = createNoticeQueue(present, timers);
  const toast =
    (tone: Tone) =>
    (message: string, options: ToastOptions = {}) =>
      void queue.show({
        kind: 'toast',
        message,
        tone,
        duration: options.duration ?? readingTime(message, tone),
        buttons: options.buttons?.map(button),
        cssClass: options.cssClass,
      });
  return {
    success: toast('success'),
    error: toast('danger'),
    info: toast('medium'),
    warning: toast('warning'),
    alert: ({ header, message, buttons = ['OK'], cssClass }) =>
      queue.show({ kind: 'alert', header, message, buttons: buttons.map(button), cssClass }),
    confirm: async ({ header, message, confirmText = 'OK', cancelText = 'Cancel', destructive = false }) => {
      const role = await queue.show({
        kind: 'alert',
        header,
        message,
        buttons: [
          { text: cancelText, role: 'cancel' },
          { text: confirmText, role: destructive ? 'destructive' : 'confirm' },
        ],
      });
      return role === 'confirm' || role === 'destructive';
    },
  };
}
