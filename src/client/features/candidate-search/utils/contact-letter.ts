/**
 * The contact dialog's prefilled text: the subject names the employer's company once they have named
 * one, else the employer; the letter greets the candidate and is signed with the employer's name
 * (and company). Without a name the subject says 'Our Company', the letter 'our company' and the
 * signature 'Hiring Manager'.
 */

type TContactLetterInput = {
  candidate: { fullName: string; jobTitle?: string | null; skills?: string[] };
  employerName: string | null | undefined;
  companyName?: string | null;
};

const SKILLS_NAMED_IN_LETTER = 3;

function cleanName(name: string | null | undefined): string | null {
  const trimmed = name?.trim();
  return trimmed ? trimmed : null;
}

/** 'Go', 'Go and Rust', 'Go, Rust and SQL'. */
function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

export function buildContactSubject(employerName: string | null | undefined, companyName?: string | null): string {
  return `Job Opportunity at ${cleanName(companyName) ?? cleanName(employerName) ?? 'Our Company'}`;
}

export function buildContactLetter({ candidate, employerName, companyName }: TContactLetterInput): string {
  const sender = cleanName(employerName);
  const company = cleanName(companyName) ?? sender;
  const greetingName = cleanName(candidate.fullName)?.split(/\s+/)[0] ?? 'there';
  const role = cleanName(candidate.jobTitle);
  const skills = (candidate.skills ?? [])
    .map((skill) => skill.trim())
    .filter(Boolean)
    .slice(0, SKILLS_NAMED_IN_LETTER);
  const profileLine = role ? `your profile as a ${role}` : 'your profile';
  const skillsLine = skills.length > 0 ? `, especially your experience with ${joinWords(skills)}` : '';
  return [
    `Hi ${greetingName},`,
    '',
    `I came across ${profileLine} on DevMatch and was impressed by your background${skillsLine}.`,
    '',
    `We have an opportunity at ${company ?? 'our company'} that I think could be a great fit for you. I would love to tell you more about the role and hear about what you are looking for next.`,
    '',
    'Would you be open to a short call in the coming days? Just reply to this message with a time that suits you.',
    '',
    'Best regards,',
    sender ?? 'Hiring Manager',
    ...(company && company !== sender ? [company] : []),
  ].join('\n');
}
