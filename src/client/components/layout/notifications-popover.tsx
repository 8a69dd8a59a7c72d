import { Bell, BellOff } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover.tsx';

/** The header's notifications button. Nothing produces notifications yet, so it shows the empty state. */
export function NotificationsPopover({ variant = 'icon' }: { variant?: 'icon' | 'drawer' }) {
  return (
    <Popover>
      <PopoverTrigger asChild>
        {variant === 'icon' ? (
          <Button variant="ghost" size="icon" aria-label="Notifications">
            <Bell aria-hidden="true" />
          </Button>
        ) : (
          <Button variant="ghost" className="w-full justify-start">
            <Bell aria-hidden="true" />
            Notifications
          </Button>
        )}
      </PopoverTrigger>
      <PopoverContent align={variant === 'icon' ? 'end' : 'start'}>
        <p className="font-semibold">Notifications</p>
        <div className="flex flex-col items-center gap-2 py-6 text-center text-sm text-muted-foreground">
          <BellOff className="size-6" aria-hidden="true" />
          <p>You're all caught up.</p>
        </div>
      </PopoverContent>
    </Popover>
  );
}
