/**
 * The builder's draft (form and step) in localStorage, one per user, so typing survives a reload.
 * Nothing is stored until the user edits, and generating a resume clears it. "Edit in Resume Builder"
 * on a resume page stores that resume's data as the draft.
 */
import { useEffect, useRef, useState } from 'react';
import type { TResumeBuilderDataResponse } from '#shared/schemas/resumes/resume.ts';
import { createEmptyForm, getDraftStorageKey, parseDraft, type TBuilderDraft } from './builder-form.ts';

type TPrefill = Parameters<typeof createEmptyForm>[0];

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

/** `prefill` starts a new form (the signed-in user's own name and e-mail). */
export function useBuilderDraft(userId: number, prefill: TPrefill) {
  const [draft, setDraft] = useState<TBuilderDraft>(() => readDraft(userId) ?? { step: 0, form: createEmptyForm(prefill) });
  // Only what the user typed is saved, so an untouched builder leaves no draft behind.
  const hasEditsRef = useRef(false);

  useEffect(() => {
    if (hasEditsRef.current) writeDraft(userId, draft);
  }, [userId, draft]);

  /** A change made by the user, to the form or the step: from now on the draft is saved. */
  const editDraft = (change: (current: TBuilderDraft) => TBuilderDraft) => {
    hasEditsRef.current = true;
    setDraft(change);
  };

  /** After a resume is generated: the stored draft goes and the builder starts over. */
  const resetDraft = () => {
    hasEditsRef.current = false;
    writeDraft(userId, null);
    setDraft({ step: 0, form: createEmptyForm(prefill) });
  };

  return { draft, editDraft, resetDraft };
}
