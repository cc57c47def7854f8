/** A group of radios or checkboxes with its legend, "(required)", and its problem under it. */
import type { ReactNode } from 'react';
import { useAccountI18n } from '../i18n/i18n';

export function ChoiceGroup({
  id,
  legend,
  error,
  children,
}: {
  readonly id: string;
  readonly legend: string;
  readonly error: string | null;
  readonly children: ReactNode;
}) {
  const { t } = useAccountI18n();
  return (
    <fieldset className="ac-choice" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>
        {legend} <span className="ac-field-need">{t('form.required')}</span>
      </legend>
      {children}
      {error && (
        <p id={`${id}-error`} className="ac-field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
