/**
 * A labelled form field with its error beside it: the error is tied to the input with
 * `aria-describedby` and `aria-invalid`, so a screen reader reads it with the field; a hint is
 * read too. Required fields say so in words, not only with a star.
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useCheckoutI18n } from '../i18n/i18n';

export interface FieldProps {
  readonly id: string;
  readonly label: string;
  readonly error?: string | null;
  readonly hint?: string;
  readonly optional?: boolean;
}

export function FieldFrame({
  id,
  label,
  error,
  hint,
  optional,
  children,
}: FieldProps & { children: ReactNode }) {
  const { t } = useCheckoutI18n();
  return (
    <div className={`co-field${error ? ' co-field-invalid' : ''}`}>
      <label htmlFor={id}>
        {label}{' '}
        <span className="co-field-need">
          {t(optional ? 'checkout.optional' : 'checkout.required')}
        </span>
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="co-field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="co-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

export function describedBy({ id, error, hint }: FieldProps): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function TextField(
  props: FieldProps & {
    readonly value: string;
    readonly onValue: (value: string) => void;
  } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>,
) {
  const { id, label, error, hint, optional, value, onValue, ...input } = props;
  return (
    <FieldFrame
      id={id}
      label={label}
      error={error ?? null}
      {...(hint ? { hint } : {})}
      {...(optional ? { optional } : {})}
    >
      <input
        {...input}
        id={id}
        name={id}
        value={value}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props)}
        onChange={(event) => onValue(event.target.value)}
      />
    </FieldFrame>
  );
}
