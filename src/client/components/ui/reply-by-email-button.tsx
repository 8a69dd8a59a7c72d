import { Mail } from 'lucide-react';
import { Button } from './button.tsx';

/** Opens the reader's mail program on a reply to an employer's message ('Re: subject'). */
export function ReplyByEmailButton({ email, subject }: { email: string; subject: string }) {
  return (
    <Button variant="outline" size="sm" asChild>
      <a href={`mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}`}>
        <Mail aria-hidden="true" />
        Reply by e-mail
      </a>
    </Button>
  );
}
