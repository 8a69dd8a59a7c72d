/**
 * The Candidate Search tab: the criteria panel and saved searches beside the
 * results. It searches with the default criteria (DEFAULT_SEARCH_CRITERIA) when it first opens; the current search survives a
 * visit to a candidate's profile (sessionStorage, answers from the query cache). One note is edited
 * and one contact dialog is open at a time. On narrow screens, where the results come after the
 * criteria, the criteria and saved searches fold away after a search behind a toggle.
 */
import { CandidateTagList } from '#client/components/hiring/candidate-tag-list.tsx';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useRef, useState, type RefObject } from 'react';
import type { TSavedSearch } from '#shared/schemas/candidate-search.ts';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/utils.ts';
import { findContact, getContactsQueryOptions } from '../api/contacts.ts';
import { findNote, getNotesQueryOptions } from '../api/notes.ts';
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

/** The width (Tailwind's `lg`) from which the criteria sit beside the results instead of above them. */
const SIDE_BY_SIDE_QUERY = '(min-width: 64rem)';

/**
 * Whether the criteria column is open on narrow screens (from `lg` it always shows). It folds after
 * a search there, so the results start near the top; focus moves to the toggle, which stays in view.
 */
function useCriteriaDisclosure(toggleRef: RefObject<HTMLButtonElement | null>) {
  const [isOpen, setIsOpen] = useState(true);

  const collapseOnNarrowScreen = () => {
    if (window.matchMedia(SIDE_BY_SIDE_QUERY).matches) return;
    setIsOpen(false);
    toggleRef.current?.focus({ preventScroll: true });
  };

  return { isOpen, toggle: () => setIsOpen((open) => !open), collapseOnNarrowScreen };
}

/** Below lg: shows or hides the criteria and saved searches (they fold away after a search). */
function CriteriaToggle({
  ref,
  isOpen,
  controls,
  onToggle,
}: {
  ref: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  controls: string;
  onToggle: () => void;
}) {
  return (
    <div className="min-w-0 lg:hidden">
      <Button
        ref={ref}
        type="button"
        variant="outline"
        aria-expanded={isOpen}
        aria-controls={controls}
        onClick={onToggle}
        className="w-full justify-between"
      >
        <span className="flex items-center gap-2">
          <SlidersHorizontal aria-hidden="true" />
          {isOpen ? 'Hide search criteria' : 'Show search criteria'}
        </span>
        <ChevronDown aria-hidden="true" className={cn('transition-transform motion-reduce:transition-none', isOpen && 'rotate-180')} />
      </Button>
    </div>
  );
}

export function CandidateSearch({ employerId, employerName }: { employerId: number; employerName: string | null }) {
  const search = useCandidateSearch();
  const favorites = useCandidateFavorites(employerId);
  const notes = useQuery(getNotesQueryOptions(employerId));
  const contacts = useQuery(getContactsQueryOptions(employerId));
  const [layout, onLayoutChange] = useResultsLayout();
  const [contactTarget, setContactTarget] = useState<TContactCandidate | null>(null);
  const criteriaToggleRef = useRef<HTMLButtonElement>(null);
  const criteria = useCriteriaDisclosure(criteriaToggleRef);
  const criteriaId = useId();

  const onSearch = (options: { aiEnhanced: boolean }) => {
    search.onSearch(options);
    criteria.collapseOnNarrowScreen();
  };

  const onRunSaved = (savedSearch: TSavedSearch) => {
    search.onRunSaved(savedSearch);
    criteria.collapseOnNarrowScreen();
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <CriteriaToggle ref={criteriaToggleRef} isOpen={criteria.isOpen} controls={criteriaId} onToggle={criteria.toggle} />

      <div id={criteriaId} className={cn('flex-col gap-6 lg:flex', criteria.isOpen ? 'flex' : 'hidden')}>
        <SearchCriteriaPanel
          employerId={employerId}
          form={search.form}
          onChange={search.setForm}
          onSearch={onSearch}
          isSearching={search.isSearching}
        />
        <SavedSearches employerId={employerId} currentCriteria={search.currentCriteria} onRun={onRunSaved} />
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
              score={candidate.aiMatchScore}
              layout={layout}
              isFavorited={favorites.isFavorited(candidate.id)}
              isFavoritePending={favorites.isPending(candidate.id)}
              onToggleFavorite={() => favorites.toggle(candidate.id)}
              onContact={() => setContactTarget(candidate)}
              contact={findContact(contacts.data, candidate.id)}
              tags={<CandidateTagList employerId={employerId} applicantId={candidate.id} candidateName={candidate.fullName} />}
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

      <ContactDialog candidate={contactTarget} employerId={employerId} employerName={employerName} onClose={() => setContactTarget(null)} />
    </div>
  );
}
