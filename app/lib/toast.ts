/**
 * Toasts (spec: top right, at most 20). sonner is loaded on the first toast, not with the page,
 * so it costs nothing on the home page's first-load JavaScript budget.
 */
export const MOUNT_TOASTER_EVENT = 'mount-toaster';
export const TOASTER_READY_EVENT = 'toaster-ready';

/** Success 3 s, errors 4 s (the spec's readings differ; docs/decisions/006). */
export const TOAST_SUCCESS_MS = 3000;
export const TOAST_ERROR_MS = 4000;

type Sonner = typeof import('sonner');
let loading: Promise<Sonner> | undefined;
let toasterReady = false;
let toasterWanted = false;

/** True once something asked for a toast (ToasterHost may mount after the first request). */
export const isToasterWanted = () => toasterWanted;

export function markToasterReady() {
  toasterReady = true;
  window.dispatchEvent(new Event(TOASTER_READY_EVENT));
}

/** The toaster went away (its layout re-mounted, e.g. for an error page): the next toast mounts it again. */
export function markToasterGone() {
  toasterReady = false;
  loading = undefined;
}

function sonner(): Promise<Sonner> {
  loading ??= new Promise<void>((resolve) => {
    toasterWanted = true;
    if (toasterReady) return resolve();
    window.addEventListener(TOASTER_READY_EVENT, () => resolve(), { once: true });
    window.dispatchEvent(new Event(MOUNT_TOASTER_EVENT));
  }).then(() => import('sonner'));
  return loading;
}

export type ToastId = string | number;

export const notify = {
  success: (message: string, id?: ToastId) => sonner().then((s) => s.toast.success(message, { id, duration: TOAST_SUCCESS_MS })),
  error: (message: string, id?: ToastId) => sonner().then((s) => s.toast.error(message, { id, duration: TOAST_ERROR_MS })),
  info: (message: string, id?: ToastId) => sonner().then((s) => s.toast(message, { id, duration: TOAST_SUCCESS_MS })),
  /** A spinner toast that stays until replaced by success/error with the same id. */
  loading: (message: string) => sonner().then((s) => s.toast.loading(message)),
  dismiss: (id?: ToastId) => sonner().then((s) => s.toast.dismiss(id)),
};
