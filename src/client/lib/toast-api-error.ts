import { toast } from './use-toast.ts';
import { getErrorMessage } from './api-client.ts';

/** The failure toast: the screen's title, the server's message or the fallback. */
export function toastApiError(title: string, error: unknown, fallback: string): void {
  toast({ title, description: getErrorMessage(error, fallback), variant: 'destructive' });
}
