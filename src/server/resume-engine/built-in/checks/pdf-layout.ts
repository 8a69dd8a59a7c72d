/**
 * Parseability of an uploaded PDF: what applicant tracking systems are known to misread in one.
 * A page without a text layer (a scan) gives them nothing; two columns get read straight across the
 * page, mixing a sidebar into the experience; ligatures drawn as separate glyphs split words
 * ('MLflow' read as 'ML fl ow'), so a skill stops matching. DevMatch reads all three correctly
 * (resume-engine/pdf-text), so these are about the employer's ATS, not our score of the text.
 */
import type { TPdfLayout } from '#server/resume-engine/pdf-text/pdf-reading-order.ts';
import { pluralize, type TCheck, type TFinding } from './check.ts';

type TLayoutRisk = { penalty: number; finding: TFinding };

function getLayoutRisks(layout: TPdfLayout): TLayoutRisk[] {
  const risks: TLayoutRisk[] = [];
  if (layout.pagesWithoutText > 0) {
    risks.push({
      penalty: 0.4,
      finding: {
        title: 'Give every page a text layer',
        description: `${pluralize(layout.pagesWithoutText, 'page')} of the PDF ${layout.pagesWithoutText === 1 ? 'is an image' : 'are images'} without text (a scan), which an ATS cannot read. Export the resume from your editor as a PDF with text.`,
        impact: 'high',
        lines: [],
      },
    });
  }
  if (layout.twoColumnPages > 0) {
    risks.push({
      penalty: 0.3,
      finding: {
        title: 'Use a single-column layout',
        description: `The PDF sets its text in two columns on ${pluralize(layout.twoColumnPages, 'page')}. Many ATS read straight across the page and mix the sidebar into your experience; one column is safest.`,
        impact: 'high',
        lines: [],
      },
    });
  }
  if (layout.ligatureSplits > 0) {
    risks.push({
      penalty: 0.2,
      finding: {
        title: 'Use a font whose text extracts cleanly',
        description: `The PDF draws ${pluralize(layout.ligatureSplits, 'ligature')} ('fl', 'fi') as separate glyphs inside words, so some ATS read 'MLflow' as 'ML fl ow' and miss the skill. Turn ligatures off or use a standard font such as Calibri or Arial, then export again.`,
        impact: 'medium',
        lines: [],
      },
    });
  }
  return risks;
}

export const pdfLayoutCheck: TCheck = {
  id: 'pdf-layout',
  category: 'formatting',
  weight: 3,
  atsWeight: 5,
  run(context) {
    const layout = context.pdfLayout;
    if (!layout) return null;
    const risks = getLayoutRisks(layout);
    return {
      score: Math.max(0, 1 - risks.reduce((sum, risk) => sum + risk.penalty, 0)),
      findings: risks.map((risk) => risk.finding),
      strengths: risks.length === 0 ? ['The PDF has a text layer on every page, one column and fonts that extract cleanly'] : [],
    };
  },
};
