import { describe, expect, it } from 'vitest';
import type { TJobCandidate, TReceivedApplication } from '#shared/schemas/jobs.ts';
import { getNeighbourStage, groupByStage, toPipelineCards } from './pipeline.ts';

function buildApplication(id: number, stage: TReceivedApplication['stage'] = 'applied'): TReceivedApplication {
  return {
    id,
    jobId: 1,
    stage,
    resumeFileName: 'resume.docx',
    note: null,
    withdrawnAt: null,
    createdAt: '2025-03-04T10:00:00.000Z',
    updatedAt: '2025-03-04T10:00:00.000Z',
    history: [],
    applicantId: id * 10,
    candidateUserId: id * 100,
    candidateName: `Candidate ${id}`,
    candidateTitle: null,
    resumeContent: '# Resume',
    rejectionReason: null,
    isRejectionReasonShared: true,
  };
}

function buildRanked(applicationId: number, score: number): TJobCandidate {
  const application = buildApplication(applicationId);
  return {
    applicantId: application.applicantId,
    userId: application.candidateUserId,
    fullName: application.candidateName,
    jobTitle: null,
    location: null,
    profilePicture: null,
    experienceLevel: null,
    skills: [],
    application: { ...application },
    match: { score, summary: `Has ${score}`, strengths: [], concerns: [] },
  };
}

describe('toPipelineCards', () => {
  it('puts ranked applications first, best match first, then the unranked in the server’s order', () => {
    const applications = [buildApplication(1), buildApplication(2), buildApplication(3), buildApplication(4)];
    const cards = toPipelineCards(applications, [buildRanked(3, 90), buildRanked(1, 60)]);
    expect(cards.map((card) => card.application.id)).toEqual([3, 1, 2, 4]);
    expect(cards.map((card) => card.ranked?.match.score)).toEqual([90, 60, undefined, undefined]);
  });

  it('keeps the server’s order without a ranking', () => {
    expect(toPipelineCards([buildApplication(2), buildApplication(1)]).map((card) => card.application.id)).toEqual([2, 1]);
  });
});

describe('groupByStage', () => {
  it('has a column for every stage, in order', () => {
    const columns = groupByStage(
      toPipelineCards([buildApplication(1, 'interview'), buildApplication(2), buildApplication(3, 'interview')]),
    );
    expect(Object.keys(columns)).toEqual(['applied', 'screening', 'interview', 'offer', 'hired', 'rejected']);
    expect(columns.interview.map((card) => card.application.id)).toEqual([1, 3]);
    expect(columns.applied).toHaveLength(1);
    expect(columns.hired).toEqual([]);
  });
});

describe('getNeighbourStage', () => {
  it('steps along the board and stops at its ends', () => {
    expect(getNeighbourStage('applied', 1)).toBe('screening');
    expect(getNeighbourStage('hired', 1)).toBe('rejected');
    expect(getNeighbourStage('applied', -1)).toBeNull();
    expect(getNeighbourStage('rejected', 1)).toBeNull();
  });
});
