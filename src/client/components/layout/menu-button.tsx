import { Menu } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../ui/button.tsx';

/** The header's 'Open menu' button on small screens: the drawer's trigger, and its stand-in while the drawer loads. */
export function MenuButton(props: ComponentProps<'button'>) {
  return (
    <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu" {...props}>
      <Menu aria-hidden="true" />
    </Button>
  );
}
