import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { TCandidateSearchRequest, TSavedSearch } from '#shared/schemas/candidate-search.ts';
import type { TCandidateSort } from '#shared/candidate-search.ts';
import { getCandidateSearchQueryOptions, type TCandidateSearchPage } from '../api/search-candidates.ts';
import { toSearchForm, toSearchRequest, type TSearchForm, type TSearchRun } from '../utils/search-criteria.ts';
import { revealResults } from '../utils/reveal-results.ts';
import { readInitialSearch, writeStoredSearch } from '../utils/stored-search.ts';
import type { TResultsState } from './candidate-results.tsx';

function toResultsState(search: UseQueryResult<TCandidateSearchPage>, request: TCandidateSearchRequest): TResultsState {
  if (search.isPending) return { status: 'pending' };
  if (search.isError) return { status: 'error', onRetry: () => void search.refetch() };
  return {
    status: 'success',
    count: search.data.candidates.length,
    total: search.data.total,
    engine: search.data.engine,
    isAIEnhanced: Boolean(request.aiEnhanced),
  };
}

/**
 * The search state of the Candidate Search tab: the panel's form, the run the results show (both kept
 * in sessionStorage), the query for that run, and which candidate's note is open. A new search, a
 * saved search or another page closes the open note.
 */
export function useCandidateSearch() {
  const [initial] = useState(readInitialSearch);
  const [form, setForm] = useState<TSearchForm>(initial.form);
  const [run, setRun] = useState<TSearchRun>(initial.run);
  const [editingNoteFor, setEditingNoteFor] = useState<number | null>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  // Counts the searches asked for; the results heading is revealed once each one has settled.
  const [revealRequest, setRevealRequest] = useState(0);
  const revealedRequest = useRef(0);

  const request = useMemo(() => toSearchRequest(run), [run]);
  const search = useQuery(getCandidateSearchQueryOptions(request));

  useEffect(() => writeStoredSearch({ form, run }), [form, run]);

  useEffect(() => {
    if (search.isFetching || revealRequest === revealedRequest.current) return;
    revealedRequest.current = revealRequest;
    revealResults(resultsHeadingRef.current);
  }, [search.isFetching, revealRequest]);

  const startRun = (next: TSearchRun) => {
    // The same request again is a fresh look at the data, not a cached answer.
    if (JSON.stringify(toSearchRequest(next)) === JSON.stringify(request)) void search.refetch();
    else setRun(next);
    setEditingNoteFor(null);
    setRevealRequest((count) => count + 1);
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
    setRevealRequest((count) => count + 1);
  };

  return {
    form,
    setForm,
    run,
    /** What a saved search would store now: the panel's values with the current mode and order. */
    currentCriteria: toSearchRequest({ form, aiEnhanced: run.aiEnhanced, sort: run.sort, page: 1 }),
    candidates: search.data?.candidates,
    isSearching: search.isFetching,
    resultsState: toResultsState(search, request),
    resultsHeadingRef,
    editingNoteFor,
    setEditingNoteFor,
    onSearch,
    onRunSaved,
    onSortChange,
    onPageChange,
  };
}
