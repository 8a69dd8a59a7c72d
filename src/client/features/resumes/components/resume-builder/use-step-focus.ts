import { useEffect, useRef } from 'react';

/**
 * Focus for step changes: asked for by navigation, it moves once the new step is on screen, to the
 * given field or else the step's heading.
 */
export function useStepFocus() {
  const pendingFocusRef = useRef<{ fieldId?: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const target = pendingFocusRef.current;
    if (!target) return;
    pendingFocusRef.current = null;
    ((target.fieldId && document.getElementById(target.fieldId)) || headingRef.current)?.focus();
  });

  const focusOnStepChange = (fieldId?: string) => {
    pendingFocusRef.current = { fieldId };
  };

  return { headingRef, focusOnStepChange };
}
