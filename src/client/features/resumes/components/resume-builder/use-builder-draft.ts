/**
 * The builder's draft (form and step) in localStorage, one per user, so typing survives a reload.
 * Nothing is stored until the user edits, and generating a resume clears it. "Edit in Resume Builder"
 * on a resume page stores that resume's data as the draft.
 */
import { useEffect, useRef, useState } from 'react';
import type { TResumeBuilderDataResponse } from '#shared/schemas/resumes/resume.ts';
import { createEmptyForm, getDraftStorageKey, parseDraft, type TBuilderDraft, type TBuilderPrefill } from './builder-form.ts';

function readDraft(userId: number): TBuilderDraft | null {
  try {
    return parseDraft(localStorage.getItem(getDraftStorageKey(userId)));
  } catch {
    return null; // Storage unavailable (private mode): the builder works without a draft.
  }
}

function writeDraft(userId: number, draft: TBuilderDraft | null): void {
  try {
    if (draft) localStorage.setItem(getDraftStorageKey(userId), JSON.stringify(draft));
    else localStorage.removeItem(getDraftStorageKey(userId));
  } catch {
    // Storage full or unavailable: keep working, only the reload safety net is lost.
  }
}

/** True when the user has a draft in progress in the builder. */
export function hasBuilderDraft(userId: number): boolean {
  return readDraft(userId) !== null;
}

/** Makes `data` (a resume's builder data) the builder's draft, at its first step. */
export function storeBuilderDraft(userId: number, data: TResumeBuilderDataResponse['builderData']): void {
  writeDraft(userId, parseDraft(JSON.stringify({ step: 0, form: data })));
}

/**
 * `prefill` starts a new form (what the account and profile know). The profile arrives after the
 * builder opens: until the user edits, a new form follows it.
 */
export function useBuilderDraft(userId: number, prefill: TBuilderPrefill) {
  const [draft, setDraft] = useState<TBuilderDraft>(() => readDraft(userId) ?? { step: 0, form: createEmptyForm(prefill) });
  // Only what the user typed is saved, so an untouched builder leaves no draft behind.
  const hasEditsRef = useRef(false);
  // A stored draft is the user's own work: the prefill never replaces it.
  const followsPrefillRef = useRef(!hasBuilderDraft(userId));
  const prefillKey = JSON.stringify(prefill);

  useEffect(() => {
    if (hasEditsRef.current) writeDraft(userId, draft);
  }, [userId, draft]);

  useEffect(() => {
    if (!followsPrefillRef.current) return;
    setDraft((current) => ({ ...current, form: createEmptyForm(JSON.parse(prefillKey) as TBuilderPrefill) }));
  }, [prefillKey]);

  /** A change made by the user, to the form or the step: from now on the draft is saved. */
  const editDraft = (change: (current: TBuilderDraft) => TBuilderDraft) => {
    hasEditsRef.current = true;
    followsPrefillRef.current = false;
    setDraft(change);
  };

  /** After a resume is generated: the stored draft goes and the builder starts over. */
  const resetDraft = () => {
    hasEditsRef.current = false;
    followsPrefillRef.current = true;
    writeDraft(userId, null);
    setDraft({ step: 0, form: createEmptyForm(prefill) });
  };

  return { draft, editDraft, resetDraft };
}
