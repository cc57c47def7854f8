/**
 * A labelled form field with its error beside it: the error is tied to the input with
 * `aria-describedby` and `aria-invalid`, so a screen reader reads it with the field; a hint is
 * read too. Required fields say so in words (`need`, in the site's language), not only with a
 * star. `classPrefix` names the remote's styles (`co` → `co-field`, `co-field-error`, ...).
 */
import type { InputHTMLAttributes, ReactNode } from 'react';

export interface FieldProps {
  readonly id: string;
  readonly label: string;
  readonly error?: string | null;
  readonly hint?: string;
  /** "(required)" or "(optional)" in the site's language; nothing when empty. */
  readonly need?: string;
  readonly classPrefix?: string;
}

export function FieldFrame({
  id,
  label,
  error,
  hint,
  need,
  classPrefix = 'rk',
  children,
}: FieldProps & { children: ReactNode }) {
  const css = (part: string) => `${classPrefix}-field${part}`;
  return (
    <div className={`${css('')}${error ? ` ${css('-invalid')}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {need ? (
          <>
            {' '}
            <span className={css('-need')}>{need}</span>
          </>
        ) : null}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={css('-hint')}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={css('-error')}>
          {error}
        </p>
      )}
    </div>
  );
}

export function describedBy({
  id,
  error,
  hint,
}: Pick<FieldProps, 'id' | 'error' | 'hint'>): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export type TextFieldProps = FieldProps & {
  readonly value: string;
  readonly onValue: (value: string) => void;
  readonly optional?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

export function TextField(props: TextFieldProps) {
  const { id, label, error, hint, need, classPrefix, optional, value, onValue, ...input } = props;
  return (
    <FieldFrame
      id={id}
      label={label}
      error={error ?? null}
      {...(hint ? { hint } : {})}
      {...(need ? { need } : {})}
      {...(classPrefix ? { classPrefix } : {})}
    >
      <input
        {...input}
        id={id}
        name={input.name ?? id}
        value={value}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props)}
        onChange={(event) => onValue(event.target.value)}
      />
    </FieldFrame>
  );
}
