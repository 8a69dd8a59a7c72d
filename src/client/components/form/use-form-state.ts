import { useRef, useState } from 'react';
import type { TFieldErrors } from './form-errors.ts';

/**
 * A form's values as typed and the errors shown beside its fields. `showErrors` replaces the errors
 * and says whether there were none; when there were, focus goes to the first field marked invalid,
 * once React has marked it (the form element must carry `formRef`).
 */
export function useFormState<TValues extends object>(initialValues: TValues | (() => TValues)) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<TFieldErrors<TValues>>({});

  const setValue = <TName extends keyof TValues>(name: TName, value: TValues[TName]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const showErrors = (found: TFieldErrors<TValues>): boolean => {
    setErrors(found);
    if (Object.keys(found).length === 0) return true;
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    return false;
  };

  return { formRef, values, errors, setValue, setErrors, showErrors };
}

/** What a form's field groups are handed: the values, their errors and the setter. */
export type TFormState<TValues extends object> = {
  values: TValues;
  errors: TFieldErrors<TValues>;
  setValue: <TName extends keyof TValues>(name: TName, value: TValues[TName]) => void;
};
