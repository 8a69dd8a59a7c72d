/**
 * Parseability of the original Word file: what applicant tracking systems are known to misread or
 * drop. Text boxes and page columns scramble or lose text, side-by-side table cells get read across,
 * headers and footers are skipped (taking contact details with them), images are ignored.
 */
import { extractContact } from '#server/resume-engine/parse/contact.ts';
import { toMarkdownLines } from '#server/resume-engine/parse/markdown-lines.ts';
import type { TWordLayout } from '#server/resume-engine/word/extract-word-layout.ts';
import { lineRef, pluralize, type TCheck, type TCheckContext, type TFinding } from './check.ts';

type TLayoutRisk = { penalty: number; finding: TFinding };

/** Header and footer lines that hold an email, phone number or profile link. */
function findContactInHeaderFooter(layout: TWordLayout): string[] {
  const lines = toMarkdownLines(layout.headerFooterLines.join('\n'));
  const contact = extractContact(lines, new Set(lines.map((line) => line.line)));
  const contactLines = new Set([...contact.emails, ...contact.phones, ...contact.links].map((value) => value.line));
  return lines.filter((line) => contactLines.has(line.line)).map((line) => line.text);
}

/** Where text from the header or a text box ended up in the markdown. */
function findMarkdownLines(context: TCheckContext, texts: string[]) {
  return context.document.lines
    .filter((line) => line.text !== '' && texts.some((text) => line.text.includes(text)))
    .map((line) => lineRef(context, line.line));
}

function getLayoutRisks(context: TCheckContext, layout: TWordLayout): TLayoutRisk[] {
  const risks: TLayoutRisk[] = [];
  const headerContact = findContactInHeaderFooter(layout);
  if (headerContact.length > 0) {
    risks.push({
      penalty: 0.3,
      finding: {
        title: 'Move contact details out of the page header',
        description:
          'Your contact details sit in the Word page header or footer, which many ATS skip. Put them in the body, right under your name.',
        impact: 'high',
        lines: findMarkdownLines(context, headerContact),
      },
    });
  }
  if (layout.textBoxCount > 0) {
    risks.push({
      penalty: 0.3,
      finding: {
        title: 'Take text out of text boxes',
        description:
          'Part of the resume is in text boxes or shapes. Many ATS skip them or read them out of order; put that text in normal paragraphs.',
        impact: 'high',
        lines: [],
      },
    });
  }
  if ((layout.pageColumnCount ?? 1) > 1) {
    risks.push({
      penalty: 0.3,
      finding: {
        title: 'Use a single-column layout',
        description: `The Word file is laid out in ${layout.pageColumnCount} columns. ATS read across columns line by line and mix their text; one column is safest.`,
        impact: 'high',
        lines: [],
      },
    });
  }
  const multiColumnTables = layout.multiColumnTableCount ?? 0;
  const otherTables = (layout.tableCount ?? 0) - multiColumnTables;
  if (multiColumnTables > 0) {
    risks.push({
      penalty: 0.25,
      finding: {
        title: 'Avoid side-by-side table layouts',
        description: `${pluralize(multiColumnTables, 'table places', 'tables place')} text side by side. An ATS may read the cells across and merge unrelated text; use plain headings and paragraphs instead.`,
        impact: 'medium',
        lines: [],
      },
    });
  } else if (otherTables > 0) {
    risks.push({
      penalty: 0.1,
      finding: {
        title: 'Prefer plain text to tables',
        description: `The Word file uses ${pluralize(otherTables, 'table')}. Most ATS read simple tables, but some drop them; plain lines are safest.`,
        impact: 'low',
        lines: [],
      },
    });
  }
  if ((layout.imageCount ?? 0) > 0) {
    risks.push({
      penalty: 0.1,
      finding: {
        title: 'Leave out photos and graphics',
        description: `The Word file holds ${pluralize(layout.imageCount ?? 0, 'image')}. ATS ignore images (text in them is lost), and many employers prefer resumes without a photo.`,
        impact: 'low',
        lines: [],
      },
    });
  }
  return risks;
}

// A legacy .doc only tells headers, footers and text boxes apart, so its praise says no more.
const SIMPLE_LAYOUT_STRENGTH: Record<TWordLayout['format'], string> = {
  docx: 'The Word file has a simple layout: no text boxes, columns, tables or header-only details',
  doc: 'The Word file keeps text out of text boxes and contact details out of the page header',
};

export const wordLayoutCheck: TCheck = {
  id: 'word-layout',
  category: 'formatting',
  weight: 3,
  atsWeight: 5,
  run(context) {
    const layout = context.wordLayout;
    if (!layout) return null;
    const risks = getLayoutRisks(context, layout);
    return {
      score: Math.max(0, 1 - risks.reduce((sum, risk) => sum + risk.penalty, 0)),
      findings: risks.map((risk) => risk.finding),
      strengths: risks.length === 0 ? [SIMPLE_LAYOUT_STRENGTH[layout.format]] : [],
    };
  },
};
