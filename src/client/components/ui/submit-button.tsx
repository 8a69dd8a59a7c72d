import { Loader2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from './button.tsx';

/** A form's submit button: disabled with a spinner while its request is pending. */
export function SubmitButton({ isPending, children, ...props }: ComponentProps<typeof Button> & { isPending: boolean }) {
  return (
    <Button type="submit" size="lg" disabled={isPending} {...props}>
      {isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}
