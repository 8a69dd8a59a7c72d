/**
 * A skill list as removable chips, added from a combobox: the typed text, or one of the suggestions
 * for it (the caller says where they come from). Arrow keys walk the suggestions, Enter adds the
 * highlighted one or else the typed text, Escape closes the list; a click works too. Without
 * suggestions (the call failed, nothing matches) the typed text can still be added.
 */
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { useDebouncedValue } from '#client/lib/use-debounced-value.ts';
import { cn } from '#client/lib/utils.ts';
import { canAddSkill, getNewSuggestions, getSkillAddProblem } from './skill-tags.ts';

const SUGGESTION_DELAY_MS = 150;
/** The server's limit for one skill. */
const SKILL_MAX_LENGTH = 60;

/** Where the suggestions for the typed text come from. */
export type TSkillSuggestionsQuery = (text: string) => UseQueryOptions<{ skills: string[] }, Error, { skills: string[] }, string[]>;

export function SkillTagInput({
  label,
  placeholder,
  skills,
  onChange,
  suggestionsQuery,
  error,
}: {
  label: string;
  placeholder: string;
  skills: string[];
  onChange: (skills: string[]) => void;
  suggestionsQuery: TSkillSuggestionsQuery;
  error?: string;
}) {
  const id = useId();
  const listboxId = `${id}-suggestions`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const combobox = useSkillCombobox({ skills, onChange, suggestionsQuery, inputRef });
  const problem = getSkillAddProblem(skills, combobox.draft);

  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-input`}>{label}</Label>
      <div className="relative flex gap-2">
        <Input
          ref={inputRef}
          id={`${id}-input`}
          role="combobox"
          aria-expanded={combobox.isExpanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={combobox.activeOption === undefined ? undefined : `${listboxId}-${combobox.activeIndex}`}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          value={combobox.draft}
          maxLength={SKILL_MAX_LENGTH}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => combobox.onDraftChange(event.target.value)}
          onKeyDown={combobox.onKeyDown}
          onBlur={combobox.onBlur}
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => combobox.add(combobox.draft)}
          disabled={!canAddSkill(skills, combobox.draft)}
        >
          <Plus aria-hidden="true" />
          Add
        </Button>
        <SuggestionList
          id={listboxId}
          label={label}
          options={combobox.options}
          activeIndex={combobox.activeIndex}
          isExpanded={combobox.isExpanded}
          onPick={combobox.add}
        />
      </div>
      <p id={hintId} aria-live="polite" className={cn('text-xs', problem ? 'text-amber-700 dark:text-amber-300' : 'text-muted-foreground')}>
        {problem ?? 'Type a skill and press Enter, or pick a suggestion.'}
      </p>
      <FieldError id={errorId} error={error} />
      <SkillChipList
        label={label}
        skills={skills}
        onRemove={(skill) => {
          onChange(skills.filter((existing) => existing !== skill));
          // The chip and its button are gone: focus goes back where skills are added.
          inputRef.current?.focus();
        }}
      />
    </div>
  );
}

/** The typed text, its suggestions and the highlighted one, and the keys that walk and pick them. */
function useSkillCombobox({
  skills,
  onChange,
  suggestionsQuery,
  inputRef,
}: {
  skills: string[];
  onChange: (skills: string[]) => void;
  suggestionsQuery: TSkillSuggestionsQuery;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const [draft, setDraft] = useState('');
  const [isListOpen, setIsListOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const query = useDebouncedValue(draft.trim(), SUGGESTION_DELAY_MS);
  const suggestions = useQuery(suggestionsQuery(query));
  const options = draft.trim() ? getNewSuggestions(suggestions.data?.skills ?? [], skills) : [];
  const isExpanded = isListOpen && options.length > 0;
  const activeOption = isExpanded ? options[activeIndex] : undefined;

  const closeList = () => {
    setIsListOpen(false);
    setActiveIndex(-1);
  };

  const add = (raw: string) => {
    if (!canAddSkill(skills, raw)) return;
    onChange([...skills, raw.trim()]);
    setDraft('');
    closeList();
  };

  const moveActive = (step: 1 | -1) => {
    setIsListOpen(true);
    if (options.length === 0) return;
    setActiveIndex((index) => (index === -1 && step === -1 ? options.length - 1 : (index + step + options.length) % options.length));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveActive(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      // Enter adds a chip; it must not submit the form around it.
      event.preventDefault();
      add(activeOption ?? draft);
    }
  };

  const onDraftChange = (text: string) => {
    setDraft(text);
    setIsListOpen(true);
    setActiveIndex(-1);
  };

  // Escape with the list open closes the list alone. A dialog around the input hears Escape on the
  // document in the capture phase, before this input would, so the key is taken on the window first.
  useEffect(() => {
    if (!isExpanded) return;
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || document.activeElement !== inputRef.current) return;
      event.stopPropagation();
      setIsListOpen(false);
      setActiveIndex(-1);
    };
    window.addEventListener('keydown', closeOnEscape, { capture: true });
    return () => window.removeEventListener('keydown', closeOnEscape, { capture: true });
  }, [isExpanded, inputRef]);

  return { draft, options, activeIndex, activeOption, isExpanded, add, onKeyDown, onDraftChange, onBlur: () => setIsListOpen(false) };
}

function SuggestionList({
  id,
  label,
  options,
  activeIndex,
  isExpanded,
  onPick,
}: {
  id: string;
  label: string;
  options: string[];
  activeIndex: number;
  isExpanded: boolean;
  onPick: (option: string) => void;
}) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={`Suggestions for ${label.toLowerCase()}`}
      className={cn(
        'absolute inset-x-0 top-full z-10 mt-1 max-h-60 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md',
        !isExpanded && 'hidden',
      )}
    >
      {options.map((option, index) => (
        <li
          key={option}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === activeIndex}
          // Keeps focus in the input, so the list does not close before the click lands.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(option)}
          className="cursor-pointer rounded-sm px-2 py-1.5 text-sm hover:bg-accent/60 aria-selected:bg-accent aria-selected:text-accent-foreground"
        >
          {option}
        </li>
      ))}
    </ul>
  );
}

function SkillChipList({ label, skills, onRemove }: { label: string; skills: string[]; onRemove: (skill: string) => void }) {
  if (skills.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {skills.map((skill) => (
        <li
          key={skill}
          className="inline-flex items-center gap-0.5 rounded-full bg-secondary py-0.5 pr-1 pl-2.5 text-xs font-medium text-secondary-foreground"
        >
          <span className="max-w-48 truncate">{skill}</span>
          <button
            type="button"
            aria-label={`Remove ${skill}`}
            onClick={() => onRemove(skill)}
            className="flex size-6 items-center justify-center rounded-full hover:bg-foreground/10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <X className="size-3.5" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
