import { type FormEvent, useId, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { toFieldErrors } from '#shared/validation';
import { ApiError, messageIdOf } from '../api-client';

// A form validated by a shared schema (the API's own), so it shows the API's rules and messages:
// field errors as `field.<key>`, a failed submit as its `error.<code>` message. A field's error shows
// from the submit until the field is changed to a value the schema accepts (or says what is wrong now).

export type FormValues = Record<string, string | boolean>;

type Status = { kind: 'idle' | 'sending' } | { kind: 'failed'; messageId: string };

export interface SchemaForm<V extends FormValues> {
  values: V;
  errors: Partial<Record<string, string>>;
  status: Status;
  set: <K extends keyof V & string>(name: K, value: V[K]) => void;
  /** The input's id; its error's id is `${id}-error`. */
  idFor: (name: string) => string;
  onSubmit: (event: FormEvent) => Promise<void>;
}

export interface SchemaFormOptions<V extends FormValues> {
  /** Fields the schema may go without: left blank, they are left out rather than sent empty. */
  optional?: readonly (keyof V & string)[];
}

/** The values as the schema should see them: blank optional fields dropped. */
const inputOf = <V extends FormValues>(values: V, optional: readonly string[]) =>
  Object.fromEntries(
    Object.entries(values).filter(
      ([name, value]) => !(optional.includes(name) && typeof value === 'string' && value.trim() === ''),
    ),
  );

/**
 * `action` runs with the parsed data when the schema accepts the values; an `ApiError` it throws
 * becomes the form's message (and its field errors, if any).
 */
export const useSchemaForm = <S extends z.ZodMiniType, V extends FormValues>(
  schema: S,
  initial: V,
  action: (data: z.output<S>) => Promise<void>,
  { optional = [] }: SchemaFormOptions<V> = {},
): SchemaForm<V> => {
  const id = useId();
  const [values, setValues] = useState(initial);
  // The values with every change so far, so two changes in one event both count.
  const latest = useRef(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const idFor = (name: string) => `${id}-${name}`;

  const showErrors = (fields: { path: string; message: string }[]) => {
    setErrors(Object.fromEntries(fields.map((field) => [field.path, field.message])));
    if (fields[0]) document.getElementById(idFor(fields[0].path))?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = inputOf(values, optional);
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      showErrors(toFieldErrors(parsed.error, input));
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    try {
      await action(parsed.data);
      setStatus({ kind: 'idle' });
    } catch (error) {
      if (error instanceof ApiError && error.fields?.length) showErrors(error.fields);
      setStatus({ kind: 'failed', messageId: messageIdOf(error) });
    }
  };

  /** The error of a field just changed: gone once the schema accepts it, else what is wrong now. */
  const recheck = (name: string, next: V) =>
    setErrors((current) => {
      if (!current[name]) return current;
      const input = inputOf(next, optional);
      const parsed = schema.safeParse(input);
      const now = parsed.success
        ? undefined
        : toFieldErrors(parsed.error, input).find((error) => error.path === name)?.message;
      const { [name]: _, ...others } = current;
      return now ? { ...others, [name]: now } : others;
    });

  return {
    values,
    errors,
    status,
    set: (name, value) => {
      latest.current = { ...latest.current, [name]: value };
      setValues(latest.current);
      recheck(name, latest.current);
    },
    idFor,
    onSubmit,
  };
};
