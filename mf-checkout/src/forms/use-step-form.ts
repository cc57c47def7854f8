/**
 * The life of a step's form: values as `{ value, isValid }` fields (the spec's form shape, stored
 * as a draft on every change so a reload keeps what was typed), errors shown once a field was
 * left or the person tried to continue, and on a failed submit the count announced and focus on
 * the first wrong field.
 */
import { useCallback, useRef, useState } from 'react';

export type FieldForm<K extends string> = Readonly<
  Record<K, { readonly value: string; readonly isValid: boolean }>
>;

export interface StepForm<K extends string> {
  readonly form: FieldForm<K>;
  readonly set: (key: K, value: string) => void;
  /**
   * Sets several fields at once, stored as a draft like typing. A prefill (`onlyEmpty`) sets only
   * the fields still empty when it is applied: a person who started typing before it came keeps
   * what they typed.
   */
  readonly fill: (
    values: Partial<Readonly<Record<K, string>>>,
    options?: { readonly onlyEmpty?: boolean },
  ) => void;
  readonly blur: (key: K) => void;
  /** Whether to show `key`'s error now. */
  readonly showsError: (key: K) => boolean;
  readonly invalidCount: number;
  readonly tried: boolean;
  /** Calls `onValid` when every field is valid; else shows every error and focuses the first. */
  readonly submit: (onValid: () => void) => void;
}

export function useStepForm<K extends string>(options: {
  readonly initial: FieldForm<K>;
  readonly validate: (values: FieldForm<K>) => Readonly<Record<K, boolean>>;
  readonly onDraft: (form: FieldForm<K>) => void;
  /** The id prefix of the inputs (for focusing the first invalid one). */
  readonly idPrefix: string;
}): StepForm<K> {
  const { validate, onDraft, idPrefix } = options;
  const [form, setForm] = useState(options.initial);
  const [left, setLeft] = useState<ReadonlySet<K>>(new Set());
  const [tried, setTried] = useState(false);
  const validity = validate(form);
  const keys = Object.keys(form) as K[];

  // The form as last set, not as last rendered: a change made before the next render (a prefill
  // whose effect ran after the person's first keystrokes, two inputs in one frame) builds on the
  // change before it instead of undoing it.
  const latest = useRef(form);
  const fill = useCallback(
    (
      changes: Partial<Readonly<Record<K, string>>>,
      { onlyEmpty = false }: { readonly onlyEmpty?: boolean } = {},
    ) => {
      const base = latest.current;
      const values = Object.fromEntries(
        (Object.keys(base) as K[]).map((k) => [
          k,
          {
            ...base[k],
            value:
              onlyEmpty && base[k].value !== '' ? base[k].value : (changes[k] ?? base[k].value),
          },
        ]),
      ) as unknown as FieldForm<K>;
      const valid = validate(values);
      const next = Object.fromEntries(
        (Object.keys(values) as K[]).map((k) => [k, { ...values[k], isValid: valid[k] }]),
      ) as unknown as FieldForm<K>;
      latest.current = next;
      setForm(next);
      onDraft(next);
    },
    [validate, onDraft],
  );
  const set = useCallback(
    (key: K, value: string) => fill({ [key]: value } as Partial<Record<K, string>>),
    [fill],
  );

  return {
    form,
    set,
    fill,
    blur: (key) => setLeft((previous) => new Set(previous).add(key)),
    showsError: (key) => !validity[key] && (tried || left.has(key)),
    invalidCount: keys.filter((k) => !validity[k]).length,
    tried,
    submit(onValid) {
      setTried(true);
      const firstInvalid = keys.find((k) => !validity[k]);
      if (firstInvalid === undefined) {
        onValid();
        return;
      }
      document.getElementById(`${idPrefix}-${firstInvalid}`)?.focus();
    },
  };
}
