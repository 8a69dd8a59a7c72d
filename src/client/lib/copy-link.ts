/** Copies a link to the clipboard and says so; when the browser refuses, the toast shows the link to copy by hand. */
import { toast } from './use-toast.ts';

export async function copyLink(url: string, copiedDescription: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied', description: copiedDescription });
  } catch {
    toast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
  }
}
