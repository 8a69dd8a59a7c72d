/**
 * The Candidate Search tab (spec part 2 §2): the criteria panel and saved searches beside the
 * results. It searches with the spec defaults when it first opens; the current search survives a
 * visit to a candidate's profile (sessionStorage, answers from the query cache). One note is edited
 * and one contact dialog is open at a time.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { TCandidateSearchResult, TCandidateSort } from '#shared/schemas/candidates.ts';
import type { TSavedSearch } from '#shared/schemas/employer.ts';
import { toast } from '#client/components/ui/use-toast.ts';
import { getFavoritesQueryOptions, isFavorite, useToggleFavorite } from '../api/favorites.ts';
import { findNote, getNotesQueryOptions } from '../api/notes.ts';
import { getCandidateSearchQueryOptions } from '../api/search-candidates.ts';
import { getMatchScore } from '../utils/match-score.ts';
import { createDefaultSearchForm, toSearchForm, toSearchRequest, type TSearchForm, type TSearchRun } from '../utils/search-criteria.ts';
import { readStoredSearch, writeStoredSearch } from '../utils/stored-search.ts';
import { CandidateCard, type TResultsLayout } from './candidate-card.tsx';
import { CandidateNote } from './candidate-note.tsx';
import { CandidateResults, type TResultsState } from './candidate-results.tsx';
import { ContactDialog, type TContactCandidate } from './contact-dialog.tsx';
import { SavedSearches } from './saved-searches.tsx';
import { SearchCriteriaPanel } from './search-criteria-panel.tsx';

const LAYOUT_STORAGE_KEY = 'employerResultsLayout';

function readStoredLayout(): TResultsLayout {
  try {
    return localStorage.getItem(LAYOUT_STORAGE_KEY) === 'grid' ? 'grid' : 'list';
  } catch {
    return 'list';
  }
}

function createInitialSearch(): { form: TSearchForm; run: TSearchRun } {
  const stored = readStoredSearch();
  if (stored) return stored;
  const form = createDefaultSearchForm();
  return { form, run: { form, aiEnhanced: false, sort: 'match', page: 1 } };
}

export function CandidateSearch({ employerId, employerName }: { employerId: number; employerName: string | null }) {
  const [initial] = useState(createInitialSearch);
  const [form, setForm] = useState<TSearchForm>(initial.form);
  const [run, setRun] = useState<TSearchRun>(initial.run);
  const [layout, setLayout] = useState<TResultsLayout>(readStoredLayout);
  const [editingNoteFor, setEditingNoteFor] = useState<number | null>(null);
  const [contactTarget, setContactTarget] = useState<TContactCandidate | null>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);

  const request = useMemo(() => toSearchRequest(run), [run]);
  const search = useQuery(getCandidateSearchQueryOptions(request));
  const favorites = useQuery(getFavoritesQueryOptions(employerId));
  const notes = useQuery(getNotesQueryOptions(employerId));
  const toggleFavorite = useToggleFavorite(employerId);

  useEffect(() => writeStoredSearch({ form, run }), [form, run]);

  /** On narrow screens the results sit below the panel: bring them into view after a search. */
  const revealResults = () => {
    const heading = resultsHeadingRef.current;
    if (!heading || heading.getBoundingClientRect().top < window.innerHeight * 0.75) return;
    heading.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  };

  const startRun = (next: TSearchRun) => {
    // The same request again is a fresh look at the data, not a cached answer.
    if (JSON.stringify(toSearchRequest(next)) === JSON.stringify(request)) void search.refetch();
    else setRun(next);
    setEditingNoteFor(null);
    revealResults();
  };

  const onSearch = ({ aiEnhanced }: { aiEnhanced: boolean }) => startRun({ form, aiEnhanced, sort: run.sort, page: 1 });

  const onRunSaved = (savedSearch: TSavedSearch) => {
    const savedForm = toSearchForm(savedSearch.criteria);
    setForm(savedForm);
    startRun({ form: savedForm, aiEnhanced: savedSearch.criteria.aiEnhanced, sort: savedSearch.criteria.sort, page: 1 });
  };

  const onSortChange = (sort: TCandidateSort) => setRun((current) => ({ ...current, sort, page: 1 }));

  const onPageChange = (page: number) => {
    setRun((current) => ({ ...current, page }));
    setEditingNoteFor(null);
    resultsHeadingRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    resultsHeadingRef.current?.focus({ preventScroll: true });
  };

  const onLayoutChange = (next: TResultsLayout) => {
    setLayout(next);
    try {
      localStorage.setItem(LAYOUT_STORAGE_KEY, next);
    } catch {
      // Storage unavailable: the layout holds for this visit.
    }
  };

  const onToggleFavorite = (candidate: TCandidateSearchResult, isFavorited: boolean) =>
    toggleFavorite.mutate(
      { applicantId: candidate.id, isFavorited },
      {
        onSuccess: () =>
          toast(
            isFavorited
              ? { title: 'Removed from Favorites', description: 'Candidate has been removed from your favorites list.' }
              : { title: 'Added to Favorites', description: 'Candidate has been added to your favorites list.' },
          ),
      },
    );

  const state: TResultsState = search.isPending
    ? { status: 'pending' }
    : search.isError
      ? { status: 'error', onRetry: () => void search.refetch() }
      : {
          status: 'success',
          count: search.data.candidates.length,
          total: search.data.total,
          engine: search.data.engine,
          isAIEnhanced: Boolean(request.aiEnhanced),
        };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <div className="flex flex-col gap-6">
        <SearchCriteriaPanel form={form} onChange={setForm} onSearch={onSearch} isSearching={search.isFetching} />
        <SavedSearches
          employerId={employerId}
          currentCriteria={toSearchRequest({ form, aiEnhanced: run.aiEnhanced, sort: run.sort, page: 1 })}
          onRun={onRunSaved}
        />
      </div>

      <CandidateResults
        state={state}
        sort={run.sort}
        onSortChange={onSortChange}
        layout={layout}
        onLayoutChange={onLayoutChange}
        page={run.page}
        onPageChange={onPageChange}
        headingRef={resultsHeadingRef}
      >
        {search.data?.candidates.map((candidate) => {
          const isFavorited = isFavorite(favorites.data, candidate.id);
          return (
            <li key={candidate.id} className="min-w-0">
              <CandidateCard
                candidate={candidate}
                score={getMatchScore(candidate.aiMatchScore, run.form.skills, candidate.skills)}
                layout={layout}
                isFavorited={isFavorited}
                isFavoritePending={toggleFavorite.isPending && toggleFavorite.variables.applicantId === candidate.id}
                onToggleFavorite={() => onToggleFavorite(candidate, isFavorited)}
                onContact={() => setContactTarget(candidate)}
              >
                <CandidateNote
                  employerId={employerId}
                  applicantId={candidate.id}
                  candidateName={candidate.fullName}
                  note={findNote(notes.data, candidate.id)}
                  isEditing={editingNoteFor === candidate.id}
                  onEdit={() => setEditingNoteFor(candidate.id)}
                  onDone={() => setEditingNoteFor(null)}
                  className="mt-auto"
                />
              </CandidateCard>
            </li>
          );
        })}
      </CandidateResults>

      <ContactDialog candidate={contactTarget} employerName={employerName} onClose={() => setContactTarget(null)} />
    </div>
  );
}
