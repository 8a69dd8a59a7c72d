/**
 * The "Your data" card of Account settings: download everything DevMatch holds about you (a zip),
 * or delete the account for good, after the current password and typing DELETE in a dialog.
 */
import { Download, HardDrive, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { DELETE_ACCOUNT_CONFIRMATION } from '#shared/schemas/accounts.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { useSession } from '#client/lib/session-context.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { useDeleteAccount, useExportData } from '../api/account-data.ts';

export function YourDataCard() {
  const id = useId();
  const exportData = useExportData();
  const [isDeleting, setIsDeleting] = useState(false);

  const onExport = () =>
    exportData.mutate(undefined, {
      onSuccess: () => toast({ title: 'Export Ready', description: 'Your data is downloading as a zip file.' }),
    });

  return (
    <Card role="region" aria-labelledby={`${id}-heading`}>
      <CardHeader>
        <h2 id={`${id}-heading`} className="flex items-center gap-2 text-xl leading-tight font-semibold tracking-tight">
          <HardDrive className="size-5 text-primary" aria-hidden="true" />
          Your data
        </h2>
        <CardDescription>Take a copy of everything DevMatch holds about you, or delete your account.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-2">
          <h3 className="font-medium">Export your data</h3>
          <p className="text-sm text-muted-foreground">
            A zip file with your profile, resumes and their analyses, messages, applications, searches and notes, as JSON, and the files you
            uploaded. You can export a few times a day.
          </p>
          <div>
            <Button variant="outline" onClick={onExport} disabled={exportData.isPending}>
              <Download aria-hidden="true" />
              {exportData.isPending ? 'Preparing your data...' : 'Download my data'}
            </Button>
          </div>
        </div>
        <div className="grid gap-2 border-t pt-6">
          <h3 className="font-medium text-destructive">Delete your account</h3>
          <p className="text-sm text-muted-foreground">
            Deletes your account, profile, resumes, files, searches and notes for good. Messages you sent stay with the people you wrote to,
            from "Deleted user". This cannot be undone.
          </p>
          <div>
            <Button variant="destructive" onClick={() => setIsDeleting(true)}>
              <Trash2 aria-hidden="true" />
              Delete my account
            </Button>
          </div>
        </div>
        <DeleteAccountDialog open={isDeleting} onOpenChange={setIsDeleting} />
      </CardContent>
    </Card>
  );
}

function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const id = useId();
  const navigate = useNavigate();
  const { signOut } = useSession();
  const deleteAccount = useDeleteAccount();
  const [currentPassword, setCurrentPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const isConfirmed = confirmation.trim() === DELETE_ACCOUNT_CONFIRMATION && currentPassword !== '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isConfirmed) return;
    deleteAccount.mutate(
      { currentPassword, confirmation },
      {
        onSuccess: async (answer) => {
          // The server ended the session with the account; the client forgets it as a logout does.
          await signOut().catch(() => undefined);
          navigate('/', { replace: true });
          toast({ title: 'Account Deleted', description: answer.message });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setCurrentPassword('');
          setConfirmation('');
        }
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Delete account">
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              Everything is deleted at once and cannot be restored. Download your data first if you want a copy.
            </DialogDescription>
          </DialogHeader>
          <FormField id={`${id}-password`} label="Current password">
            <PasswordInput
              id={`${id}-password`}
              autoComplete="current-password"
              value={currentPassword}
              onChange={(event) => setCurrentPassword(event.target.value)}
            />
          </FormField>
          <FormField id={`${id}-confirmation`} label={`Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`}>
            <Input
              id={`${id}-confirmation`}
              autoComplete="off"
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!isConfirmed || deleteAccount.isPending}>
              {deleteAccount.isPending ? 'Deleting...' : 'Delete my account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
