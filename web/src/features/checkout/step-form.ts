import { useId, useState } from 'react';
import type * as z from 'zod/mini';
import type { FieldError } from '#shared/errors';
import { toFieldErrors } from '#shared/validation';
import type { SchemaForm } from '../../lib/form/use-schema-form';

// A checkout step's fields bound to a form of the order client state (so the shared labelled fields
// of lib/form show and change them), with the step's field errors and focus on the first of them.
// An error shows from the step's "next" until its field is valid: the form's rules read the values
// as they are now, so a field's message goes as soon as it is filled in right, whatever filled it
// (typing, a saved address, the register's look-up), and never appears before the shopper moves on.

export type StepData = Record<string, string>;

/** Every rule the form's errors come from, over its values as they are now. */
export type StepRules = (data: StepData) => readonly FieldError[];

export interface StepForm extends SchemaForm<StepData> {
  /** Sets several fields at once. */
  merge: (values: StepData) => void;
  /** Shows these errors (none clears them), focusing the first unless `focus` is false; true when there were none. */
  report: (errors: readonly FieldError[], focus?: boolean) => boolean;
}

type Messages = Partial<Record<string, string>>;

/**
 * The errors still to show: of those reported, each whose field the rules still find wrong. Its
 * message stays while that rule still fails; once another does (a required field half typed), the
 * message says what is wrong now. Without rules the reported errors stay until the next report.
 */
export const errorsStillShown = (reported: Messages, now: readonly FieldError[] | undefined): Messages => {
  if (!now) return reported;
  return Object.fromEntries(
    Object.entries(reported).flatMap(([path, message]) => {
      const failing = now.filter((error) => error.path === path).map((error) => error.message);
      if (failing.length === 0) return [];
      return [[path, message && failing.includes(message) ? message : failing[0]]];
    }),
  );
};

export const useStepForm = (
  data: StepData,
  onChange: (data: StepData) => void,
  rules?: StepRules,
): StepForm => {
  const id = useId();
  const [reported, setReported] = useState<Messages>({});
  const idFor = (name: string) => `${id}-${name}`;
  const anyReported = Object.keys(reported).length > 0;
  return {
    // A field never typed in reads as blank, so every input stays controlled.
    values: new Proxy(data, {
      get: (target, name) => (typeof name === 'string' ? (target[name] ?? '') : undefined),
    }),
    errors: anyReported && rules ? errorsStillShown(reported, rules(data)) : reported,
    status: { kind: 'idle' },
    set: (name, value) => onChange({ ...data, [name]: value }),
    merge: (values) => onChange({ ...data, ...values }),
    idFor,
    onSubmit: async (event) => event.preventDefault(),
    report: (found, focus = true) => {
      setReported(Object.fromEntries(found.map((error) => [error.path, error.message])));
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
