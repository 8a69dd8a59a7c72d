/**
 * Markdown to HTML that is safe to inject. Resume content and blog posts are written by people (or an
 * AI) other than the reader, so nothing reaches `dangerouslySetInnerHTML` without passing through
 * here. Stripping scripts is not enough: styles, the app's own utility classes, forms and remote
 * images let content overlay the page, fake a login box or track its readers. So only the markup a
 * resume or post needs survives, and images only from this site or inline.
 */
import DOMPurify from 'dompurify';
import { Marked } from 'marked';

const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'em',
  'strong',
  'del',
  'blockquote',
  'hr',
  'a',
  'code',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
];
// No class or id: content would pick up the app's Tailwind classes (e.g. `fixed inset-0 z-50`).
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'align', 'start'];
// http(s), mailto, tel, or no scheme at all (relative paths, fragments).
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const INLINE_IMAGE = /^data:image\/(?:png|jpeg|gif|webp)[;,]/i;

// A remote image tells another site who is reading (a tracking pixel); SVG can carry its own styles.
function isAllowedImageSource(src: string): boolean {
  if (INLINE_IMAGE.test(src)) return true;
  try {
    return new URL(src, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  // Links in user content open in a new tab and give the target page no handle on this one.
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
  // align is for table columns; on an image it floats it over the text around.
  if (node.tagName !== 'TH' && node.tagName !== 'TD') node.removeAttribute('align');
  if (node.tagName === 'IMG' && !isAllowedImageSource(node.getAttribute('src') ?? '')) node.remove();
});

// breaks: a single newline is a line break, as people typing a resume (e.g. contact lines) expect.
const marked = new Marked({
  gfm: true,
  breaks: true,
  // Task list boxes as characters: form controls are not allowed through the sanitizer.
  renderer: { checkbox: ({ checked }) => (checked ? '☑ ' : '☐ ') },
});

export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: SAFE_URL,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
