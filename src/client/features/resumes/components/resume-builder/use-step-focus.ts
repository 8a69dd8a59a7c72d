import { useEffect, useRef } from 'react';

/** The form's first field marked invalid, in the order the form shows them. */
export const FIRST_INVALID_FIELD = 'first-invalid';

/**
 * Focus for step changes and checks: asked for by navigation, it moves once the step is on screen, to
 * the given field (or the first invalid one) or else the step's heading.
 */
export function useStepFocus() {
  const pendingFocusRef = useRef<{ fieldId?: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const target = pendingFocusRef.current;
    if (!target) return;
    pendingFocusRef.current = null;
    const field =
      target.fieldId === FIRST_INVALID_FIELD
        ? formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
        : target.fieldId && document.getElementById(target.fieldId);
    (field || headingRef.current)?.focus();
  });

  const focusOnStepChange = (fieldId?: string) => {
    pendingFocusRef.current = { fieldId };
  };

  return { headingRef, formRef, focusOnStepChange };
}
