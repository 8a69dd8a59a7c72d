/**
 * Saved searches: the panel's current criteria under a name; each saved search
 * runs again with one click or is deleted, and may e-mail its new matches daily or weekly.
 */
import { useQuery } from '@tanstack/react-query';
import { BellRing, Bookmark, BookmarkPlus, Play, Sparkles, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { EXPERIENCE_LEVEL_LABEL } from '#shared/profile-values.ts';
import type { TAlertFrequency } from '#shared/schemas/alert-frequency.ts';
import { SAVED_SEARCH_NAME_MAX_LENGTH, type TCandidateSearchRequest, type TSavedSearch } from '#shared/schemas/candidate-search.ts';
import { AlertFrequencySelect } from '#client/components/ui/alert-frequency-select.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { getSavedSearchesQueryOptions, useDeleteSavedSearch, useSaveSearch, useUpdateSavedSearchAlerts } from '../api/saved-searches.ts';
import { PanelHeading } from './panel-heading.tsx';

/** 'Software Engineer · JavaScript, React · Senior 5+ years only · at least 6 years · Remote'. */
function describeCriteria(criteria: TSavedSearch['criteria']): string {
  const skills = [...criteria.mustHaveSkills.map((skill) => `${skill}*`), ...criteria.skills];
  const level = criteria.experienceLevel ? EXPERIENCE_LEVEL_LABEL[criteria.experienceLevel] : '';
  const years = criteria.minYearsExperience;
  const parts = [
    criteria.jobTitle,
    skills.join(', '),
    level && criteria.levelIsRequired ? `${level} only` : level,
    years ? `at least ${years} ${years === 1 ? 'year' : 'years'}` : '',
    criteria.location,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'All candidates';
}

export function SavedSearches({
  employerId,
  currentCriteria,
  onRun,
}: {
  employerId: number;
  currentCriteria: TCandidateSearchRequest;
  onRun: (savedSearch: TSavedSearch) => void;
}) {
  const id = useId();

  return (
    <Card className="flex flex-col gap-4 p-5">
      <PanelHeading id={`${id}-heading`} icon={Bookmark}>
        Saved Searches
      </PanelHeading>
      <SaveSearchForm idPrefix={id} employerId={employerId} currentCriteria={currentCriteria} />
      <SavedSearchList employerId={employerId} onRun={onRun} />
    </Card>
  );
}

function SaveSearchForm({
  idPrefix,
  employerId,
  currentCriteria,
}: {
  idPrefix: string;
  employerId: number;
  currentCriteria: TCandidateSearchRequest;
}) {
  const [name, setName] = useState('');
  const saveSearch = useSaveSearch(employerId);

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    saveSearch.mutate(
      { name: trimmed, criteria: { ...currentCriteria, page: 1 } },
      {
        onSuccess: (saved) => {
          toast({ title: 'Search Saved', description: `“${saved.name}” is in your saved searches.` });
          setName('');
        },
      },
    );
  };

  return (
    <form onSubmit={onSave} className="grid gap-2" aria-labelledby={`${idPrefix}-heading`}>
      <label htmlFor={`${idPrefix}-name`} className="text-sm font-medium">
        Save the current criteria as
      </label>
      <div className="flex gap-2">
        <Input
          id={`${idPrefix}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
          placeholder="e.g. Remote React"
          autoComplete="off"
        />
        <Button type="submit" variant="outline" disabled={!name.trim() || saveSearch.isPending}>
          <BookmarkPlus aria-hidden="true" />
          Save
        </Button>
      </div>
    </form>
  );
}

function SavedSearchList({ employerId, onRun }: { employerId: number; onRun: (savedSearch: TSavedSearch) => void }) {
  const alertsHintId = useId();
  const savedSearches = useQuery(getSavedSearchesQueryOptions(employerId));
  const deleteSearch = useDeleteSavedSearch(employerId);

  const onDelete = (savedSearch: TSavedSearch) =>
    deleteSearch.mutate(savedSearch.id, {
      onSuccess: () => toast({ title: 'Search Deleted', description: `“${savedSearch.name}” has been removed.` }),
    });

  if (savedSearches.isPending) {
    return (
      <div className="grid gap-2" aria-hidden="true">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (savedSearches.isError) return <p className="text-sm text-muted-foreground">Your saved searches could not be loaded.</p>;
  if (savedSearches.data.length === 0) {
    return <p className="text-sm text-muted-foreground">No saved searches yet. Name a search above to run it again later.</p>;
  }
  return (
    <>
      <ul aria-label="Saved searches" className="grid gap-2">
        {savedSearches.data.map((savedSearch) => (
          <SavedSearchItem
            key={savedSearch.id}
            employerId={employerId}
            alertsHintId={alertsHintId}
            savedSearch={savedSearch}
            onRun={() => onRun(savedSearch)}
            onDelete={() => onDelete(savedSearch)}
            isDeleting={deleteSearch.isPending && deleteSearch.variables === savedSearch.id}
          />
        ))}
      </ul>
      <p id={alertsHintId} className="text-xs text-muted-foreground">
        Alerts e-mail you when developers who match join or update their profile.
      </p>
    </>
  );
}

function SavedSearchItem({
  employerId,
  alertsHintId,
  savedSearch,
  onRun,
  onDelete,
  isDeleting,
}: {
  employerId: number;
  alertsHintId: string;
  savedSearch: TSavedSearch;
  onRun: () => void;
  onDelete: () => void;
  isDeleting: boolean;
}) {
  const alertsId = useId();
  const updateAlerts = useUpdateSavedSearchAlerts(employerId);
  // While a change is on its way the select and the bell show it; a refusal puts them back.
  const alertFrequency = updateAlerts.isPending ? updateAlerts.variables.alertFrequency : savedSearch.alertFrequency;

  const onAlertsChange = (next: TAlertFrequency) =>
    updateAlerts.mutate(
      { savedSearchId: savedSearch.id, alertFrequency: next },
      {
        onSuccess: () =>
          toast(
            next === 'off'
              ? { title: 'Alerts Off', description: `“${savedSearch.name}” sends no more alerts.` }
              : { title: 'Alerts On', description: `You will get a ${next} e-mail when new developers match “${savedSearch.name}”.` },
          ),
      },
    );

  return (
    <li className="flex min-w-0 flex-col gap-1 rounded-lg border bg-background p-1 pl-3">
      <div className="flex items-center gap-1">
        <div className="min-w-0 flex-1 py-1">
          <p className="flex items-center gap-1.5 truncate text-sm font-medium">
            {savedSearch.criteria.aiEnhanced ? <Sparkles className="size-3.5 shrink-0 text-primary" aria-label="AI Smart Search" /> : null}
            {alertFrequency !== 'off' ? <BellRing className="size-3.5 shrink-0 text-primary" aria-label="Alerts on" /> : null}
            <span className="truncate">{savedSearch.name}</span>
          </p>
          <p className="truncate text-xs text-muted-foreground">{describeCriteria(savedSearch.criteria)}</p>
        </div>
        <Button variant="ghost" size="icon" onClick={onRun} aria-label={`Run saved search ${savedSearch.name}`}>
          <Play aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={onDelete}
          disabled={isDeleting}
          aria-label={`Delete saved search ${savedSearch.name}`}
          className="text-muted-foreground hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <div className="flex items-center gap-2 pb-2">
        <label htmlFor={alertsId} className="text-xs text-muted-foreground">
          Alerts<span className="sr-only"> for {savedSearch.name}</span>
        </label>
        <AlertFrequencySelect id={alertsId} value={alertFrequency} onChange={onAlertsChange} aria-describedby={alertsHintId} />
      </div>
    </li>
  );
}
