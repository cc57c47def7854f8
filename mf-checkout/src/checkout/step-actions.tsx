/** The buttons under a step's form: continue, or save and go back to the review when editing. */
import { useCheckoutI18n } from '../i18n/i18n';

export function StepActions({
  editing,
  invalidCount,
  tried,
  busy = false,
}: {
  editing: boolean;
  invalidCount: number;
  tried: boolean;
  busy?: boolean;
}) {
  const { t } = useCheckoutI18n();
  return (
    <div className="co-actions">
      {tried && invalidCount > 0 && (
        <p role="alert" className="co-form-alert">
          {t('checkout.fixErrors', { count: invalidCount })}
        </p>
      )}
      <button type="submit" className="co-primary" disabled={busy} aria-busy={busy || undefined}>
        {t(editing ? 'checkout.save' : 'checkout.continue')}
      </button>
    </div>
  );
}
