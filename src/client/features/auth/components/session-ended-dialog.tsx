/**
 * Told once, on the screen the browser opened, when the session it held was ended by a suspension: what
 * happened and where to write, instead of the app silently turning into a visitor's.
 */
import { Mail } from 'lucide-react';
import type { TSessionEnded } from '#shared/schemas/auth.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';

export function SessionEndedDialog({ ended, onClose }: { ended: TSessionEnded; onClose: () => void }) {
  const mailto = `mailto:${ended.supportEmail}?subject=${encodeURIComponent('My DevMatch account was suspended')}`;
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>You have been signed out</DialogTitle>
          <DialogDescription>{ended.message}</DialogDescription>
        </DialogHeader>
        <p className="text-sm">
          DevMatch support:{' '}
          <a className="inline-block font-medium wrap-anywhere underline underline-offset-4" href={mailto}>
            {ended.supportEmail}
          </a>
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button asChild>
            <a href={mailto}>
              <Mail aria-hidden="true" />
              Write to support
            </a>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
