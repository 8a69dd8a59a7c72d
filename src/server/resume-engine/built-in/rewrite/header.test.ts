import { describe, expect, it } from 'vitest';
import { parseResume } from '#server/resume-engine/parse/parse-resume.ts';
import { rewriteHeader } from './header.ts';

function rewrite(markdown: string) {
  const document = parseResume(markdown);
  const contactItems = document.sections.filter((section) => section.kind === 'contact').flatMap((section) => section.items);
  return rewriteHeader(document, contactItems);
}

describe('rewriteHeader', () => {
  it('puts every contact detail on one line under the name and headline, without labels', () => {
    const header = rewrite(
      '**Jane Doe**\n\nBackend Engineer\n\nEmail: jane@example.com | Phone: (555) 123-4567\n\nGitHub: https://github.com/janedoe\n\n## Skills\n\nGo',
    );
    expect(header.lines).toEqual(['# Jane Doe', 'Backend Engineer', 'jane@example.com | (555) 123-4567 | https://github.com/janedoe']);
    expect(header.changes.map((change) => [change.kind, change.before, change.after])).toEqual([
      ['heading', '**Jane Doe**', '# Jane Doe'],
      [
        'contact',
        'Email: jane@example.com | Phone: (555) 123-4567 / GitHub: https://github.com/janedoe',
        'jane@example.com | (555) 123-4567 | https://github.com/janedoe',
      ],
    ]);
  });

  it('changes nothing in a header that is already clean', () => {
    const header = rewrite('# Jane Doe\n\njane@example.com | (555) 123-4567\n\n## Skills\n\nGo');
    expect(header).toEqual({ lines: ['# Jane Doe', 'jane@example.com | (555) 123-4567'], changes: [] });
  });

  it('keeps a header line that holds more than contact details', () => {
    const header = rewrite('# Jane Doe\n\njane@example.com | Open to relocation\n\n## Skills\n\nGo');
    expect(header.lines).toEqual(['# Jane Doe', 'jane@example.com | Open to relocation']);
    expect(header.changes).toEqual([]);
  });

  it('leaves the top of a document without a name as written', () => {
    const header = rewrite('Some **intro** text\n\n## Experience\n\nEngineer | Acme | 2020');
    expect(header).toEqual({ lines: ['Some **intro** text'], changes: [] });
  });
});
