import { notifications } from '@mantine/notifications';

/**
 * The console's toasts, one colour per meaning (the seeds' success / info / warning / error
 * messages). `id` lets a repeated notice replace itself instead of stacking.
 */
const show = (color: string, message: string, id?: string) => {
  notifications.show({ id, color, message, withBorder: true });
};

export const notify = {
  success: (message: string) => show('teal', message),
  info: (message: string, id?: string) => show('blue', message, id),
  warning: (message: string, id?: string) => show('yellow', message, id),
  error: (message: string) => show('red', message),
};
