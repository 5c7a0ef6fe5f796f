import { useCallback, useMemo, useRef, useState } from 'react';

export type FormErrors = Record<string, string>;

export interface SchemaFormOptions<V extends Record<string, unknown>> {
  initialValues: V;
  /**
   * Every failing field with its zh-CN message, `{}` when valid: the domain schema through
   * `formValidator` / `fieldErrors`, so the console says exactly what the api would.
   */
  validate: (values: V) => FormErrors;
}

/** What a Mantine input needs: value, onChange (event or value), onBlur, error. */
export interface InputProps<T> {
  value: T;
  onChange: (next: unknown) => void;
  onBlur: () => void;
  error: string | undefined;
}

/** Inputs call onChange with an event (TextInput, Textarea) or the value itself (Select, dates…). */
function valueOf(next: unknown): unknown {
  if (next && typeof next === 'object' && 'currentTarget' in next) {
    const target = (next as { currentTarget: HTMLInputElement }).currentTarget;
    return target.type === 'checkbox' ? target.checked : target.value;
  }
  return next;
}

/**
 * A small form state for the create dialogs. Fields are checked on change and on blur once
 * touched (seed 000 §5.4: "checked on change and blur"); submit touches every field. Written
 * here because @mantine/form is not among the console's dependencies; its surface is the same
 * idea (getInputProps, validate, isDirty) so a later switch is mechanical.
 */
export function useSchemaForm<V extends Record<string, unknown>>({ initialValues, validate }: SchemaFormOptions<V>) {
  const initial = useRef(initialValues);
  const [values, setValues] = useState<V>(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [extra, setExtra] = useState<FormErrors>({});
  const all = useMemo(() => validate(values), [validate, values]);

  /** Errors shown: the schema's for touched fields, plus any set from outside (the api's `field`). */
  const errors = useMemo(() => {
    const shown: FormErrors = {};
    for (const [field, text] of Object.entries(all)) if (touched.has(field)) shown[field] = text;
    return { ...shown, ...extra };
  }, [all, touched, extra]);

  const touch = useCallback((field: string) => {
    setTouched((prev) => (prev.has(field) ? prev : new Set(prev).add(field)));
  }, []);

  const setFieldValue = useCallback(
    <K extends keyof V & string>(field: K, value: V[K]) => {
      setValues((prev) => ({ ...prev, [field]: value }));
      touch(field);
      // A server error for the field no longer applies once it is edited.
      setExtra((prev) => {
        if (!(field in prev)) return prev;
        const { [field]: _gone, ...rest } = prev;
        return rest;
      });
    },
    [touch],
  );

  const getInputProps = <K extends keyof V & string>(field: K): InputProps<V[K]> => ({
    value: values[field],
    onChange: (next) => setFieldValue(field, valueOf(next) as V[K]),
    onBlur: () => touch(field),
    error: errors[field],
  });

  /** Touch everything and answer whether the values are valid (the submit check). */
  const validateAll = (): boolean => {
    setTouched(new Set([...Object.keys(values), ...Object.keys(all)]));
    return Object.keys(all).length === 0;
  };

  const reset = useCallback(() => {
    setValues(initial.current);
    setTouched(new Set());
    setExtra({});
  }, []);

  const isDirty = () => JSON.stringify(values) !== JSON.stringify(initial.current);

  return {
    values,
    errors,
    setFieldValue,
    getInputProps,
    validate: validateAll,
    /** An error from outside the schema (the api's 400 `{ rsCause, field }`). */
    setFieldError: (field: string, text: string) => setExtra((prev) => ({ ...prev, [field]: text })),
    touch,
    reset,
    isDirty,
  };
}

export type SchemaForm<V extends Record<string, unknown>> = ReturnType<typeof useSchemaForm<V>>;
