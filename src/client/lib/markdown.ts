/**
 * Markdown to HTML that is safe to inject: marked renders, DOMPurify strips every script, event
 * handler and javascript: URL. Resume content and blog posts are written by people (or an AI) other
 * than the reader, so nothing reaches `dangerouslySetInnerHTML` without passing through here.
 */
import DOMPurify from 'dompurify';
import { marked } from 'marked';

// Links in user content open in a new tab and give the target page no handle on this one.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
});

export function renderMarkdown(markdown: string): string {
  // breaks: a single newline is a line break, as people typing a resume (e.g. contact lines) expect.
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: true });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
