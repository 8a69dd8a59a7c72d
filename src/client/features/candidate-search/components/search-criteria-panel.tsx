/**
 * The search criteria panel: job title, skill chips (each
 * can be marked must-have), experience level (with "Only this level" and a minimum of years),
 * location, salary range, the company's tags (a candidate must carry every one chosen), Search and
 * AI Smart Search.
 */
import { useQuery } from '@tanstack/react-query';
import { Check, Plus, Search, SlidersHorizontal, Sparkles, Star, X } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SEARCH_SKILLS_MAX } from '#shared/candidate-search.ts';
import { SEARCH_TAGS_MAX } from '#shared/schemas/candidate-tags.ts';
import { TAG_COLOR_CLASS } from '#client/components/hiring/tag-badge.tsx';
import { getTagsQueryOptions } from '#client/lib/candidate-tags-api.ts';
import { EXPERIENCE_LEVEL_LABEL, EXPERIENCE_LEVELS } from '#shared/profile-values.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select.tsx';
import { cn } from '#client/lib/utils.ts';
import {
  addSkill,
  canAddSkill,
  parseMinYearsInput,
  parseSalaryInput,
  removeSkill,
  setExperienceLevel,
  toggleMustHave,
  toggleTag,
  type TExperienceChoice,
  type TSearchForm,
} from '../utils/search-criteria.ts';
import { PanelHeading } from './panel-heading.tsx';

const ANY_EXPERIENCE_LABEL = 'Any Level';

export function SearchCriteriaPanel({
  employerId,
  form,
  onChange,
  onSearch,
  isSearching,
}: {
  employerId: number;
  form: TSearchForm;
  onChange: (form: TSearchForm) => void;
  onSearch: (options: { aiEnhanced: boolean }) => void;
  isSearching: boolean;
}) {
  const id = useId();
  const headingId = `${id}-heading`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ aiEnhanced: false });
  };

  return (
    <Card className="overflow-hidden">
      <form aria-labelledby={headingId} onSubmit={onSubmit} className="flex flex-col gap-5 p-5">
        <PanelHeading id={headingId} icon={SlidersHorizontal}>
          Search Criteria
        </PanelHeading>

        <FormField id={`${id}-title`} label="Job Title">
          <Input
            id={`${id}-title`}
            value={form.jobTitle}
            onChange={(event) => onChange({ ...form, jobTitle: event.target.value })}
            placeholder="e.g. Frontend Developer"
            autoComplete="off"
          />
        </FormField>

        <SkillChips form={form} onChange={onChange} />

        <LevelCriteria idPrefix={id} form={form} onChange={onChange} />

        <FormField id={`${id}-location`} label="Location">
          <Input
            id={`${id}-location`}
            value={form.location}
            onChange={(event) => onChange({ ...form, location: event.target.value })}
            placeholder="City, State or Remote"
            autoComplete="off"
          />
        </FormField>

        <SalaryRange idPrefix={id} form={form} onChange={onChange} />

        <TagFilter employerId={employerId} form={form} onChange={onChange} />

        <SearchButtons isSearching={isSearching} onAISearch={() => onSearch({ aiEnhanced: true })} />
      </form>
    </Card>
  );
}

function ExperienceLevelSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: TExperienceChoice;
  onChange: (value: TExperienceChoice) => void;
}) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as TExperienceChoice)}>
      <SelectTrigger id={id}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="any">{ANY_EXPERIENCE_LABEL}</SelectItem>
        {EXPERIENCE_LEVELS.map((level) => (
          <SelectItem key={level} value={level}>
            {EXPERIENCE_LEVEL_LABEL[level]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/**
 * The level ranks candidates; "Only this level" makes it a filter (nobody below it; there is nothing
 * to require at any level), and a minimum of years filters by the years since the career began.
 */
function LevelCriteria({ idPrefix, form, onChange }: { idPrefix: string; form: TSearchForm; onChange: (form: TSearchForm) => void }) {
  const isAnyLevel = form.experienceLevel === 'any';
  const onlyId = `${idPrefix}-only-level`;
  const yearsId = `${idPrefix}-min-years`;
  return (
    <>
      <div className="grid gap-3">
        <FormField id={`${idPrefix}-experience`} label="Experience Level">
          <ExperienceLevelSelect
            id={`${idPrefix}-experience`}
            value={form.experienceLevel}
            onChange={(experienceLevel) => onChange(setExperienceLevel(form, experienceLevel))}
          />
        </FormField>
        <div className="flex items-start gap-3">
          <Checkbox
            id={onlyId}
            className="mt-0.5"
            checked={form.levelIsRequired}
            disabled={isAnyLevel}
            onCheckedChange={(checked) => onChange({ ...form, levelIsRequired: checked === true })}
            aria-describedby={`${onlyId}-hint`}
          />
          <div className="grid gap-1">
            <Label htmlFor={onlyId} className={cn(isAnyLevel && 'cursor-not-allowed opacity-50')}>
              Only this level
            </Label>
            <p id={`${onlyId}-hint`} className="text-xs text-muted-foreground">
              {isAnyLevel
                ? 'Choose a level to require it.'
                : 'Nobody below it is shown; above it is. A profile without a level counts by its years.'}
            </p>
          </div>
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={yearsId}>Minimum years</Label>
        <Input
          id={yearsId}
          inputMode="numeric"
          value={form.minYearsExperience === 0 ? '' : String(form.minYearsExperience)}
          onChange={(event) => onChange({ ...form, minYearsExperience: parseMinYearsInput(event.target.value) })}
          placeholder="Any"
          className="tabular-nums"
          autoComplete="off"
          aria-describedby={`${yearsId}-hint`}
        />
        <p id={`${yearsId}-hint`} className="text-xs text-muted-foreground">
          Years since the career began, from the work history. Profiles that do not show it are left out.
        </p>
      </div>
    </>
  );
}

function SalaryRange({ idPrefix, form, onChange }: { idPrefix: string; form: TSearchForm; onChange: (form: TSearchForm) => void }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">Salary Range</legend>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2">
        <SalaryInput
          id={`${idPrefix}-salary-min`}
          label="Minimum salary"
          value={form.salaryMin}
          onChange={(salaryMin) => onChange({ ...form, salaryMin })}
        />
        <span className="text-sm text-muted-foreground" aria-hidden="true">
          to
        </span>
        <SalaryInput
          id={`${idPrefix}-salary-max`}
          label="Maximum salary"
          value={form.salaryMax}
          onChange={(salaryMax) => onChange({ ...form, salaryMax })}
        />
      </div>
      <p className="text-xs text-muted-foreground">Yearly, in US dollars.</p>
    </fieldset>
  );
}

function SalaryInput({ id, label, value, onChange }: { id: string; label: string; value: number; onChange: (value: number) => void }) {
  return (
    <div className="relative">
      <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground" aria-hidden="true">
        $
      </span>
      <Input
        id={id}
        aria-label={label}
        inputMode="numeric"
        value={String(value)}
        onChange={(event) => onChange(parseSalaryInput(event.target.value))}
        onFocus={(event) => event.target.select()}
        className="pl-6 tabular-nums"
        autoComplete="off"
      />
    </div>
  );
}

/** Search submits the form; AI Smart Search runs the same criteria with explanations. */
function SearchButtons({ isSearching, onAISearch }: { isSearching: boolean; onAISearch: () => void }) {
  return (
    <div className="grid gap-2">
      <Button type="submit" disabled={isSearching}>
        <Search aria-hidden="true" />
        Search
      </Button>
      <Button type="button" variant="hero" disabled={isSearching} onClick={onAISearch}>
        <Sparkles aria-hidden="true" />
        AI Smart Search
      </Button>
      <p className="text-xs text-muted-foreground">AI Smart Search explains every match: strengths, considerations and a recommendation.</p>
    </div>
  );
}

/** Skills added by the button or Enter, no duplicates, removable chips; beyond it, must-have stars. */
function SkillChips({ form, onChange }: { form: TSearchForm; onChange: (form: TSearchForm) => void }) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const isAddable = canAddSkill(form.skills, draft);

  const add = () => {
    if (!isAddable) return;
    onChange({ ...form, skills: addSkill(form.skills, draft) });
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the chip; it must not submit the search form.
    event.preventDefault();
    add();
  };

  return (
    <div className="grid gap-2">
      <label htmlFor={`${id}-input`} className="text-sm leading-none font-medium">
        Required Skills
      </label>
      <div className="flex gap-2">
        <Input
          id={`${id}-input`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Add a skill"
          autoComplete="off"
          aria-describedby={`${id}-hint`}
        />
        <Button type="button" variant="outline" onClick={add} disabled={!isAddable}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground" aria-live="polite">
        {getSkillHint(form.skills, draft, isAddable)}
      </p>
      {form.skills.length > 0 ? (
        <ul aria-label="Selected skills" className="flex flex-wrap gap-1.5">
          {form.skills.map((skill) => (
            <SkillChip
              key={skill}
              skill={skill}
              isMustHave={form.mustHaveSkills.includes(skill)}
              onToggleMustHave={() => onChange(toggleMustHave(form, skill))}
              onRemove={() => onChange(removeSkill(form, skill))}
            />
          ))}
        </ul>
      ) : (
        <p className="text-xs text-muted-foreground italic">No skills yet: every candidate matches on skills.</p>
      )}
    </div>
  );
}

/** Why the draft cannot be added (a duplicate, or the list is full), else how chips work. */
function getSkillHint(skills: string[], draft: string, isAddable: boolean): string {
  const isFull = skills.length >= SEARCH_SKILLS_MAX;
  const isDuplicate = draft.trim() !== '' && !isAddable && !isFull;
  if (isDuplicate) return `${draft.trim()} is already in the list.`;
  if (isFull) return `At most ${SEARCH_SKILLS_MAX} skills.`;
  return 'Press Enter to add. Star a skill to make it a must-have.';
}

function SkillChip({
  skill,
  isMustHave,
  onToggleMustHave,
  onRemove,
}: {
  skill: string;
  isMustHave: boolean;
  onToggleMustHave: () => void;
  onRemove: () => void;
}) {
  return (
    <li
      className={cn(
        'inline-flex items-center gap-0.5 rounded-full border py-0.5 pr-1 pl-1 text-xs font-medium',
        isMustHave
          ? 'border-amber-400/70 bg-amber-50 text-amber-950 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-100'
          : 'border-transparent bg-secondary text-secondary-foreground',
      )}
    >
      <button
        type="button"
        aria-pressed={isMustHave}
        aria-label={`Must-have: ${skill}`}
        title={isMustHave ? 'Must-have: candidates without it are left out' : 'Nice to have: click to make it a must-have'}
        onClick={onToggleMustHave}
        className="flex size-6 items-center justify-center rounded-full hover:bg-foreground/10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <Star
          className={cn('size-3.5', isMustHave ? 'fill-amber-500 text-amber-600 dark:text-amber-300' : 'opacity-60')}
          aria-hidden="true"
        />
      </button>
      <span className="max-w-40 truncate px-0.5">{skill}</span>
      <button
        type="button"
        aria-label={`Remove ${skill}`}
        onClick={onRemove}
        className="flex size-6 items-center justify-center rounded-full hover:bg-foreground/10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <X className="size-3.5" aria-hidden="true" />
      </button>
    </li>
  );
}

/** The company's tags as toggles: a candidate must carry every one pressed (at most SEARCH_TAGS_MAX). */
function TagFilter({ employerId, form, onChange }: { employerId: number; form: TSearchForm; onChange: (form: TSearchForm) => void }) {
  const id = useId();
  const tags = useQuery(getTagsQueryOptions(employerId)).data ?? [];
  const isFull = form.tagIds.length >= SEARCH_TAGS_MAX;
  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-hint`}>
      <legend className="mb-2 text-sm leading-none font-medium">Tags</legend>
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5">
          {tags.map((tag) => {
            const isPressed = form.tagIds.includes(tag.id);
            return (
              <li key={tag.id} className="max-w-full">
                <button
                  type="button"
                  aria-pressed={isPressed}
                  disabled={!isPressed && isFull}
                  onClick={() => onChange(toggleTag(form, tag.id))}
                  className={cn(
                    'inline-flex max-w-full items-center gap-1 rounded-full border px-2.5 py-1 text-xs font-medium transition-opacity focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50',
                    isPressed
                      ? TAG_COLOR_CLASS[tag.color ?? 'gray']
                      : 'border-border bg-background text-muted-foreground hover:text-foreground',
                  )}
                >
                  {isPressed ? <Check className="size-3 shrink-0" aria-hidden="true" /> : null}
                  <span className="truncate">{tag.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {tags.length === 0
          ? "Your team's tags show here once you tag a candidate."
          : isFull
            ? `At most ${SEARCH_TAGS_MAX} tags.`
            : 'Only candidates with every chosen tag are shown.'}
      </p>
    </fieldset>
  );
}
