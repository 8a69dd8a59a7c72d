import { RotateCcw, Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { EXPERIENCE_LEVEL_LABEL, EXPERIENCE_LEVELS } from '#shared/profile-values.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { ChoiceSelect } from '#client/components/ui/choice-select.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import {
  EMPTY_JOB_SEARCH,
  isFilteredSearch,
  JOB_SEARCH_SKILLS_MAX_CHARS,
  JOB_SEARCH_TEXT_MAX,
  readJobSearchForm,
  toJobSearchForm,
  type TJobSearch,
  type TJobSearchForm,
} from '../utils/job-search.ts';

/**
 * The board's search: title words, skills, level, minimum salary and 'Remote only'. Nothing is sent
 * until Search; the parent keys it by the search in the address, so Back shows that search's values.
 */
export function JobSearchForm({ search, onSearch }: { search: TJobSearch; onSearch: (search: TJobSearch) => void }) {
  const id = useId();
  const [form, setForm] = useState<TJobSearchForm>(() => toJobSearchForm(search));
  const change = (changes: Partial<TJobSearchForm>) => setForm((current) => ({ ...current, ...changes }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(readJobSearchForm(form));
  };

  return (
    <Card>
      <form role="search" aria-label="Search jobs" onSubmit={onSubmit} className="grid gap-4 p-5">
        <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-[3fr_3fr_2fr_2fr]">
          <FormField id={`${id}-q`} label="Job title">
            <Input
              id={`${id}-q`}
              value={form.q}
              maxLength={JOB_SEARCH_TEXT_MAX}
              placeholder="e.g. Frontend engineer"
              autoComplete="off"
              onChange={(event) => change({ q: event.target.value })}
            />
          </FormField>
          <FormField
            id={`${id}-skills`}
            label="Skills"
            hint={<span id={`${id}-skills-hint`}>Separate with commas: jobs asking for any.</span>}
          >
            <Input
              id={`${id}-skills`}
              value={form.skills}
              maxLength={JOB_SEARCH_SKILLS_MAX_CHARS}
              placeholder="e.g. React, Go"
              autoComplete="off"
              aria-describedby={`${id}-skills-hint`}
              onChange={(event) => change({ skills: event.target.value })}
            />
          </FormField>
          <FormField id={`${id}-level`} label="Level">
            <ChoiceSelect
              id={`${id}-level`}
              value={form.level}
              choices={EXPERIENCE_LEVELS}
              label={(level) => EXPERIENCE_LEVEL_LABEL[level]}
              leading={{ value: 'any', label: 'Any level' }}
              onChange={(level) => change({ level })}
            />
          </FormField>
          <FormField
            id={`${id}-salary`}
            label="Minimum salary"
            hint={<span id={`${id}-salary-hint`}>Jobs naming no salary are left out.</span>}
          >
            <Input
              id={`${id}-salary`}
              value={form.salaryMin}
              inputMode="numeric"
              maxLength={12}
              placeholder="e.g. 60000"
              autoComplete="off"
              className="tabular-nums"
              aria-describedby={`${id}-salary-hint`}
              onChange={(event) => change({ salaryMin: event.target.value })}
            />
          </FormField>
        </div>
        <SearchFormActions
          remoteId={`${id}-remote`}
          isRemoteOnly={form.isRemoteOnly}
          onRemoteOnlyChange={(isRemoteOnly) => change({ isRemoteOnly })}
          onClear={isFilteredSearch(search) ? () => onSearch(EMPTY_JOB_SEARCH) : undefined}
        />
      </form>
    </Card>
  );
}

/** 'Remote only', then Clear filters (while the search filters anything) and Search. */
function SearchFormActions({
  remoteId,
  isRemoteOnly,
  onRemoteOnlyChange,
  onClear,
}: {
  remoteId: string;
  isRemoteOnly: boolean;
  onRemoteOnlyChange: (isRemoteOnly: boolean) => void;
  onClear: (() => void) | undefined;
}) {
  return (
    <div className="flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-2.5">
        <Switch id={remoteId} checked={isRemoteOnly} onCheckedChange={onRemoteOnlyChange} />
        <Label htmlFor={remoteId}>Remote only</Label>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        {onClear ? (
          <Button type="button" variant="ghost" onClick={onClear}>
            <RotateCcw aria-hidden="true" />
            Clear filters
          </Button>
        ) : null}
        <Button type="submit">
          <Search aria-hidden="true" />
          Search
        </Button>
      </div>
    </div>
  );
}
