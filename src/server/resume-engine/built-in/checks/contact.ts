/**
 * Contact checks: can a recruiter reach the candidate (email, phone, location an ATS filters on), and
 * can they see the work (LinkedIn, and for developers GitHub or a portfolio)?
 */
import { highestScoreUnder, SCORE_BAND_FLOOR, SCORE_BAND_LABEL } from '#shared/score-scale.ts';
import type { TContactDetails, TContactLink } from '#server/resume-engine/parse/types.ts';
import { joinWords, type TCheck, type TFinding } from './check.ts';

const LINK_NAMES: Partial<Record<TContactLink['kind'], string>> = { linkedin: 'LinkedIn', github: 'GitHub', portfolio: 'a portfolio' };

type TContactPart = {
  has: (contact: TContactDetails) => boolean;
  /** Share of the check's score. */
  share: number;
  name: string;
  missing: TFinding;
};

/**
 * However good the rest, a resume nobody can reply to fails its purpose; without an email it is close
 * to that, and never Strong (the score scale, #shared/score-scale.ts).
 */
const UNREACHABLE_SCORE_CAP = 50;
const NO_EMAIL_SCORE_CAP = highestScoreUnder('strong');

const CONTACT_PARTS: TContactPart[] = [
  {
    has: (contact) => contact.emails.length > 0,
    share: 0.45,
    name: 'email',
    missing: {
      title: 'Add an email address',
      description: `No email address was found. Put one in the header, under your name: it is how recruiters reply. Until then the score stays under ${SCORE_BAND_FLOOR.strong} (${SCORE_BAND_LABEL.strong}), and at ${UNREACHABLE_SCORE_CAP} or below with no phone number either.`,
      impact: 'high',
      lines: [],
    },
  },
  {
    has: (contact) => contact.phones.length > 0,
    share: 0.3,
    name: 'phone',
    missing: {
      title: 'Add a phone number',
      description: 'No phone number was found in the header. Add one with its country code so recruiters can call you.',
      impact: 'medium',
      lines: [],
    },
  },
  {
    has: (contact) => contact.locations.length > 0,
    share: 0.25,
    name: 'location',
    missing: {
      title: 'Add your location',
      description:
        "Recruiters and ATS filter candidates by location. Add 'City, Country' (or 'Remote') to the header; a street address is not needed.",
      impact: 'medium',
      lines: [],
    },
  },
];

export const contactDetailsCheck: TCheck = {
  id: 'contact-details',
  category: 'contact',
  weight: 3,
  atsWeight: 3,
  run({ document }) {
    const { contact } = document;
    const present = CONTACT_PARTS.filter((part) => part.has(contact));
    const missing = CONTACT_PARTS.filter((part) => !part.has(contact));
    const scoreCap = contact.emails.length > 0 ? undefined : contact.phones.length > 0 ? NO_EMAIL_SCORE_CAP : UNREACHABLE_SCORE_CAP;
    return {
      score: present.reduce((sum, part) => sum + part.share, 0),
      ...(scoreCap === undefined ? {} : { scoreCap, atsScoreCap: scoreCap }),
      findings: missing.map((part) => part.missing),
      strengths: missing.length === 0 ? ['Email, phone and location are all in the header'] : [],
    };
  },
};

// For a developer, a place to see the work counts more than a LinkedIn profile.
const WORK_LINK_SHARE = 0.6;
const LINKEDIN_SHARE = 0.4;

export const profileLinksCheck: TCheck = {
  id: 'profile-links',
  category: 'contact',
  weight: 2,
  atsWeight: 1,
  run({ document }) {
    const { links } = document.contact;
    const linkedIn = links.filter((link) => link.kind === 'linkedin');
    const work = links.filter((link) => link.kind === 'github' || link.kind === 'portfolio');
    const findings: TFinding[] = [];
    if (work.length === 0) {
      findings.push({
        title: 'Link your GitHub or portfolio',
        description:
          'Developers are judged by their work: add a GitHub profile or a portfolio site to the header so reviewers can see your code.',
        impact: 'medium',
        lines: [],
      });
    }
    if (linkedIn.length === 0) {
      findings.push({
        title: 'Add your LinkedIn profile',
        description: 'Most recruiters check LinkedIn; a linkedin.com/in/… link in the header saves them the search.',
        impact: 'low',
        lines: [],
      });
    }
    const linkNames = [...new Set(links.flatMap((link) => LINK_NAMES[link.kind] ?? []))];
    return {
      score: (work.length > 0 ? WORK_LINK_SHARE : 0) + (linkedIn.length > 0 ? LINKEDIN_SHARE : 0),
      findings,
      strengths: findings.length === 0 ? [`The header links to ${joinWords(linkNames)}`] : [],
    };
  },
};
