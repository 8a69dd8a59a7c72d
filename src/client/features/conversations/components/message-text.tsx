import Linkify from 'linkify-react';
import type { Opts } from 'linkifyjs';

/** Links open in a new tab and pass no referrer or endorsement on to the site. */
const LINK_OPTIONS: Opts = {
  target: '_blank',
  rel: 'noopener noreferrer nofollow',
  className: 'underline underline-offset-2 break-all',
};

/** A message as its sender typed it: plain text (React escapes it, no HTML is read), line breaks kept, addresses made links. */
export function MessageText({ body }: { body: string }) {
  return (
    <p className="wrap-anywhere whitespace-pre-wrap">
      <Linkify options={LINK_OPTIONS}>{body}</Linkify>
    </p>
  );
}
