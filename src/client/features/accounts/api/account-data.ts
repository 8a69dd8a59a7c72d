/** The account's data: the export (a zip the browser saves) and deleting the account. */
import { useMutation } from '@tanstack/react-query';
import type { TDeleteAccountRequest } from '#shared/schemas/accounts.ts';
import type { TMessage } from '#shared/schemas/auth.ts';
import { api } from '#client/lib/api-client.ts';

/** Downloads the zip and hands it to the browser as a saved file. */
async function downloadExport(): Promise<void> {
  const response = await api.getFile('/api/account/export');
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName ?? 'devmatch-data.zip' });
  document.body.append(link);
  link.click();
  link.remove();
  // Later, so the browser has started the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExportData() {
  return useMutation({
    meta: { errorTitle: 'Export Failed', errorFallback: 'Your data could not be exported. Please try again.' },
    mutationFn: downloadExport,
  });
}

export function useDeleteAccount() {
  return useMutation({
    meta: { errorTitle: 'Account Not Deleted', errorFallback: 'Your account could not be deleted. Please try again.' },
    mutationFn: (payload: TDeleteAccountRequest) => api.delete<TMessage>('/api/account', payload),
  });
}
