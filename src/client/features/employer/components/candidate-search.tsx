/**
 * The Candidate Search tab (spec part 2 §2): the criteria panel and saved searches beside the
 * results. It searches with the spec defaults when it first opens; the current search survives a
 * visit to a candidate's profile (sessionStorage, answers from the query cache). One note is edited
 * and one contact dialog is open at a time.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { findNote, getNotesQueryOptions } from '../api/notes.ts';
import { getMatchScore } from '../utils/match-score.ts';
import { CandidateCard, type TResultsLayout } from './candidate-card.tsx';
import { CandidateNote } from './candidate-note.tsx';
import { CandidateResults } from './candidate-results.tsx';
import { ContactDialog, type TContactCandidate } from './contact-dialog.tsx';
import { SavedSearches } from './saved-searches.tsx';
import { SearchCriteriaPanel } from './search-criteria-panel.tsx';
import { useCandidateFavorites } from './use-candidate-favorites.ts';
import { useCandidateSearch } from './use-candidate-search.ts';

const LAYOUT_STORAGE_KEY = 'employerResultsLayout';

function readStoredLayout(): TResultsLayout {
  try {
    return localStorage.getItem(LAYOUT_STORAGE_KEY) === 'grid' ? 'grid' : 'list';
  } catch {
    return 'list';
  }
}

/** List or grid, remembered in localStorage across visits. */
function useResultsLayout() {
  const [layout, setLayout] = useState<TResultsLayout>(readStoredLayout);

  const onLayoutChange = (next: TResultsLayout) => {
    setLayout(next);
    try {
      localStorage.setItem(LAYOUT_STORAGE_KEY, next);
    } catch {
      // Storage unavailable: the layout holds for this visit.
    }
  };

  return [layout, onLayoutChange] as const;
}

export function CandidateSearch({ employerId, employerName }: { employerId: number; employerName: string | null }) {
  const search = useCandidateSearch();
  const favorites = useCandidateFavorites(employerId);
  const notes = useQuery(getNotesQueryOptions(employerId));
  const [layout, onLayoutChange] = useResultsLayout();
  const [contactTarget, setContactTarget] = useState<TContactCandidate | null>(null);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <div className="flex flex-col gap-6">
        <SearchCriteriaPanel form={search.form} onChange={search.setForm} onSearch={search.onSearch} isSearching={search.isSearching} />
        <SavedSearches employerId={employerId} currentCriteria={search.currentCriteria} onRun={search.onRunSaved} />
      </div>

      <CandidateResults
        state={search.resultsState}
        sort={search.run.sort}
        onSortChange={search.onSortChange}
        layout={layout}
        onLayoutChange={onLayoutChange}
        page={search.run.page}
        onPageChange={search.onPageChange}
        headingRef={search.resultsHeadingRef}
      >
        {search.candidates?.map((candidate) => (
          <li key={candidate.id} className="min-w-0">
            <CandidateCard
              candidate={candidate}
              score={getMatchScore(candidate.aiMatchScore, search.run.form.skills, candidate.skills)}
              layout={layout}
              isFavorited={favorites.isFavorited(candidate.id)}
              isFavoritePending={favorites.isPending(candidate.id)}
              onToggleFavorite={() => favorites.toggle(candidate.id)}
              onContact={() => setContactTarget(candidate)}
            >
              <CandidateNote
                employerId={employerId}
                applicantId={candidate.id}
                candidateName={candidate.fullName}
                note={findNote(notes.data, candidate.id)}
                isEditing={search.editingNoteFor === candidate.id}
                onEdit={() => search.setEditingNoteFor(candidate.id)}
                onDone={() => search.setEditingNoteFor(null)}
                className="mt-auto"
              />
            </CandidateCard>
          </li>
        ))}
      </CandidateResults>

      <ContactDialog candidate={contactTarget} employerName={employerName} onClose={() => setContactTarget(null)} />
    </div>
  );
}
