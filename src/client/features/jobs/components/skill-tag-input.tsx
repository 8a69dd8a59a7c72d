/**
 * A job's skill list as removable chips, added from a combobox: the typed text, or one of the
 * taxonomy's suggestions for it (GET /api/skills/suggestions). Arrow keys walk the suggestions,
 * Enter adds the highlighted one or else the typed text, Escape closes the list; a click works too.
 * Without suggestions (the call failed, nothing matches) the typed text can still be added.
 */
import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { useDebouncedValue } from '#client/lib/use-debounced-value.ts';
import { cn } from '#client/lib/utils.ts';
import { getSkillSuggestionsQueryOptions } from '../api/skill-suggestions.ts';
import { canAddSkill, getNewSuggestions, getSkillAddProblem } from '../utils/skill-tags.ts';

const SUGGESTION_DELAY_MS = 150;
/** The server's limit for one skill. */
const SKILL_MAX_LENGTH = 60;

export function SkillTagInput({
  label,
  placeholder,
  skills,
  onChange,
  error,
}: {
  label: string;
  placeholder: string;
  skills: string[];
  onChange: (skills: string[]) => void;
  error?: string;
}) {
  const id = useId();
  const listboxId = `${id}-suggestions`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [draft, setDraft] = useState('');
  const [isListOpen, setIsListOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);

  const query = useDebouncedValue(draft.trim(), SUGGESTION_DELAY_MS);
  const suggestions = useQuery(getSkillSuggestionsQueryOptions(query));
  const options = draft.trim() ? getNewSuggestions(suggestions.data?.skills ?? [], skills) : [];
  const isExpanded = isListOpen && options.length > 0;
  const activeOption = isExpanded ? options[activeIndex] : undefined;
  const problem = getSkillAddProblem(skills, draft);

  const add = (raw: string) => {
    if (!canAddSkill(skills, raw)) return;
    onChange([...skills, raw.trim()]);
    setDraft('');
    setIsListOpen(false);
    setActiveIndex(-1);
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
      // Enter adds a chip; it must not submit the job form.
      event.preventDefault();
      add(activeOption ?? draft);
    }
  };

  // Escape with the list open closes the list alone. A dialog around the input hears Escape on the
  // document in the capture phase, before this input would, so the key is taken on the window first.
  useEffect(() => {
    if (!isExpanded) return;
    const closeList = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || document.activeElement !== inputRef.current) return;
      event.stopPropagation();
      setIsListOpen(false);
      setActiveIndex(-1);
    };
    window.addEventListener('keydown', closeList, { capture: true });
    return () => window.removeEventListener('keydown', closeList, { capture: true });
  }, [isExpanded]);

  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-input`}>{label}</Label>
      <div className="relative flex gap-2">
        <Input
          ref={inputRef}
          id={`${id}-input`}
          role="combobox"
          aria-expanded={isExpanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption === undefined ? undefined : `${listboxId}-${activeIndex}`}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          value={draft}
          maxLength={SKILL_MAX_LENGTH}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => {
            setDraft(event.target.value);
            setIsListOpen(true);
            setActiveIndex(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setIsListOpen(false)}
        />
        <Button type="button" variant="outline" onClick={() => add(draft)} disabled={!canAddSkill(skills, draft)}>
          <Plus aria-hidden="true" />
          Add
        </Button>
        <ul
          id={listboxId}
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
              id={`${listboxId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              // Keeps focus in the input, so the list does not close before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => add(option)}
              className="cursor-pointer rounded-sm px-2 py-1.5 text-sm hover:bg-accent/60 aria-selected:bg-accent aria-selected:text-accent-foreground"
            >
              {option}
            </li>
          ))}
        </ul>
      </div>
      <p id={hintId} aria-live="polite" className={cn('text-xs', problem ? 'text-amber-700 dark:text-amber-300' : 'text-muted-foreground')}>
        {problem ?? 'Type a skill and press Enter, or pick a suggestion.'}
      </p>
      <FieldError id={errorId} error={error} />
      {skills.length > 0 ? (
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
                onClick={() => {
                  onChange(skills.filter((existing) => existing !== skill));
                  // The chip and its button are gone: focus goes back where skills are added.
                  inputRef.current?.focus();
                }}
                className="flex size-6 items-center justify-center rounded-full hover:bg-foreground/10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
