import { useState } from 'react';
import { findStepErrors, getStepOfField, type TBuilderForm, type TFieldPath } from './builder-form.ts';
import type { TEntrySection } from './use-entry-list.ts';

type TFieldErrors = Record<TFieldPath, string>;

function withoutPaths(errors: TFieldErrors, isLeft: (path: TFieldPath) => boolean): TFieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => !isLeft(path)));
}

/**
 * The builder's field errors: shown per step, cleared by the edit that puts them right, and checked
 * again when the person leaves a field.
 */
export function useBuilderErrors(form: TBuilderForm, step: number, fieldId: (path: TFieldPath) => string) {
  const [errors, setErrors] = useState<TFieldErrors>({});

  const clearPaths = (clearedPaths: TFieldPath[]) => {
    if (clearedPaths.some((path) => errors[path])) setErrors((current) => withoutPaths(current, (path) => clearedPaths.includes(path)));
  };

  /** Removing an entry shifts the ones below it, so that section's errors no longer line up. */
  const clearSection = (section: TEntrySection) => setErrors((current) => withoutPaths(current, (path) => path.startsWith(`${section}.`)));

  /** Each step's errors replace what was shown for it; other steps keep theirs. */
  const showStepErrors = (stepErrors: TFieldErrors, ofStep: number) =>
    setErrors((current) => ({ ...withoutPaths(current, (path) => getStepOfField(path) === ofStep), ...stepErrors }));

  /** A field left with a mistake shows it at once; one put right loses its message. */
  const onFieldBlur = (elementId: string) => {
    const stepErrors = findStepErrors(form, step);
    const path = [...Object.keys(stepErrors), ...Object.keys(errors)].find((candidate) => fieldId(candidate) === elementId);
    if (!path || stepErrors[path] === errors[path]) return;
    setErrors((current) => {
      const { [path]: _left, ...rest } = current;
      return stepErrors[path] ? { ...rest, [path]: stepErrors[path] } : rest;
    });
  };

  return { errors, setErrors, clearPaths, clearSection, showStepErrors, onFieldBlur };
}
