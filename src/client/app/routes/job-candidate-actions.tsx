/**
 * The candidates feature's favourite and private note, under each candidate of a job's pipeline and
 * suggestions (features/jobs renders them through its renderCandidateActions prop).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { findNote, getNotesQueryOptions } from '#client/features/candidates/api/notes.ts';
import { CandidateNote } from '#client/features/candidates/components/candidate-note.tsx';
import { FavoriteButton } from '#client/features/candidates/components/favorite-button.tsx';
import { useCandidateFavorites } from '#client/features/candidates/components/use-candidate-favorites.ts';
import type { TCandidateIdentity } from '#client/features/jobs/components/candidate-types.ts';

export function JobCandidateActions({ employerId, candidate }: { employerId: number; candidate: TCandidateIdentity }) {
  const favorites = useCandidateFavorites(employerId);
  const notes = useQuery(getNotesQueryOptions(employerId));
  const [isEditingNote, setIsEditingNote] = useState(false);
  const { applicantId, fullName } = candidate;

  return (
    <div className="border-t bg-muted/40">
      <div className="px-3 pt-3">
        <FavoriteButton
          size="sm"
          isFavorited={favorites.isFavorited(applicantId)}
          disabled={favorites.isPending(applicantId)}
          onClick={() => favorites.toggle(applicantId)}
          aria-label={`${favorites.isFavorited(applicantId) ? 'Favorited' : 'Favorite'}: ${fullName}`}
        />
      </div>
      <CandidateNote
        employerId={employerId}
        applicantId={applicantId}
        candidateName={fullName}
        note={findNote(notes.data, applicantId)}
        isEditing={isEditingNote}
        onEdit={() => setIsEditingNote(true)}
        onDone={() => setIsEditingNote(false)}
        className="border-t-0 bg-transparent px-3 pt-2 pb-3"
      />
    </div>
  );
}
