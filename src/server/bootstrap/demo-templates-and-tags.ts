/**
 * The demo company's message templates and tags, so a newcomer finds Use template and the tag filters
 * working at once: three templates written by the demo employer, two tags, and the demo developer
 * tagged 'Referral' by the demo recruiter.
 */
import { eq } from 'drizzle-orm';
import { findOrCreateMembership } from '#server/db/company-members.queries.ts';
import type { Executor } from '../db/client.ts';
import { applicantProfiles, candidateTaggings, candidateTags, messageTemplates } from '../db/schema.ts';

const DEMO_TEMPLATES = [
  {
    name: 'First contact',
    kind: 'contact',
    subject: '{{jobTitle}} at {{company}}',
    body: 'Hi {{firstName}},\n\nI am {{recruiterName}} from {{company}}. Your profile stood out for our {{jobTitle}} role, and I would love to tell you more. Would you have 20 minutes this week?\n\nBest,\n{{recruiterName}}',
  },
  {
    name: 'Follow-up',
    kind: 'message',
    subject: null,
    body: 'Thanks for getting back to me, {{firstName}}! Here are a few times for a first call about the {{jobTitle}} role. Which suits you?',
  },
  {
    name: 'Not this time',
    kind: 'rejection',
    subject: null,
    body: 'Thank you for your interest in {{jobTitle}} at {{company}}, {{firstName}}. We went with a candidate whose experience is closer to what the team needs right now.',
  },
] as const;

/** Inside the seeding transaction, after the recruiter joined the demo company. */
export async function insertDemoTemplatesAndTags(
  tx: Executor,
  params: { employerId: number; recruiterId: number; demoDeveloperUserId: number },
): Promise<void> {
  const { companyId } = (await findOrCreateMembership(tx, { userId: params.employerId }))!;
  await tx.insert(messageTemplates).values(
    DEMO_TEMPLATES.map((template) => ({
      ...template,
      companyId,
      createdByUserId: params.employerId,
      updatedByUserId: params.employerId,
    })),
  );
  const [referral] = await tx
    .insert(candidateTags)
    .values([
      { companyId, name: 'Referral', color: 'green', createdByUserId: params.recruiterId },
      { companyId, name: 'Strong systems design', color: 'purple', createdByUserId: params.employerId },
    ])
    .returning({ id: candidateTags.id });
  const [developer] = await tx
    .select({ id: applicantProfiles.id })
    .from(applicantProfiles)
    .where(eq(applicantProfiles.userId, params.demoDeveloperUserId));
  if (developer)
    await tx.insert(candidateTaggings).values({ tagId: referral!.id, applicantId: developer.id, taggedByUserId: params.recruiterId });
}
