import { useId, useState } from 'react';
import type * as z from 'zod/mini';
import type { FieldError } from '#shared/errors';
import { toFieldErrors } from '#shared/validation';
import type { SchemaForm } from '../../lib/form/use-schema-form';

// A checkout step's fields bound to a form of the order client state (so the shared labelled fields
// of lib/form show and change them), with the step's field errors and focus on the first of them.

export type StepData = Record<string, string>;

export interface StepForm extends SchemaForm<StepData> {
  /** Sets several fields at once. */
  merge: (values: StepData) => void;
  /** Shows these errors (none clears them), focusing the first unless `focus` is false; true when there were none. */
  report: (errors: readonly FieldError[], focus?: boolean) => boolean;
}

export const useStepForm = (data: StepData, onChange: (data: StepData) => void): StepForm => {
  const id = useId();
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const idFor = (name: string) => `${id}-${name}`;
  return {
    // A field never typed in reads as blank, so every input stays controlled.
    values: new Proxy(data, {
      get: (target, name) => (typeof name === 'string' ? (target[name] ?? '') : undefined),
    }),
    errors,
    status: { kind: 'idle' },
    set: (name, value) => onChange({ ...data, [name]: value }),
    merge: (values) => onChange({ ...data, ...values }),
    idFor,
    onSubmit: async (event) => event.preventDefault(),
    report: (found, focus = true) => {
      setErrors(Object.fromEntries(found.map((error) => [error.path, error.message])));
      if (found[0] && focus) document.getElementById(idFor(found[0].path))?.focus();
      return found.length === 0;
    },
  };
};

/** The field errors of `input` under a shared schema, each path under `prefix` (none when it parses). */
export const schemaErrors = (schema: z.ZodMiniType, input: unknown, prefix = ''): FieldError[] => {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? []
    : toFieldErrors(parsed.error, input).map((error) => ({ ...error, path: `${prefix}${error.path}` }));
};
