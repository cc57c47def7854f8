/**
 * Where the person is in the flow: the four steps before the confirmation, the current one marked
 * for screen readers (`aria-current="step"`), the ones behind marked done.
 */
import { SELL_STEPS, type SellStep } from '@refurb/shared-contracts/sell';
import { useSellI18n } from '../i18n/i18n';

const SHOWN = SELL_STEPS.filter((step) => step !== 'done');

export function StepProgress({ step }: { readonly step: SellStep }) {
  const { t } = useSellI18n();
  const at = SELL_STEPS.indexOf(step);
  return (
    <nav aria-label={t('progress.label')} className="se-progress">
      <ol>
        {SHOWN.map((each, index) => (
          <li
            key={each}
            aria-current={each === step ? 'step' : undefined}
            className={index < at ? 'se-progress-done' : each === step ? 'se-progress-current' : ''}
          >
            <span className="se-progress-number" aria-hidden="true">
              {index + 1}
            </span>{' '}
            {t(`progress.${each}`)}
            {index < at && <span className="se-visually-hidden"> {t('progress.doneMark')}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
