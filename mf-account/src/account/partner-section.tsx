/**
 * Settings: connect the partner marketplace (flag `showEmagLogin`). A partner identity is linked
 * to an account here only by its signed-in owner (shop-api's partner login, run while signed in),
 * never by its e-mail address; once linked, the partner signs the owner in. Coming back, the page
 * says what happened (`?partner=linked`, or why not), and the address loses the parameter.
 */
import { PartnerResultSchema } from '@refurb/shared-contracts/api/account';
import { useEffect, useState } from 'react';
import { useAccountServices } from '../app/account-context';
import { replaceUrl } from '../app/effects';
import { PartnerLink } from '../auth/auth-parts';
import { PARTNER_ALERTS, PARTNER_MESSAGES } from '../auth/partner-messages';
import { useAccountI18n } from '../i18n/i18n';

export function PartnerSection() {
  const { t } = useAccountI18n();
  const { flags, path } = useAccountServices();
  const [result] = useState(() =>
    PartnerResultSchema.safeParse(new URLSearchParams(window.location.search).get('partner')),
  );
  useEffect(() => {
    if (!result.success) return;
    const url = new URL(window.location.href);
    url.searchParams.delete('partner');
    replaceUrl(`${url.pathname}${url.search}${url.hash}`);
  }, [result]);
  if (!flags.showEmagLogin) return null;
  return (
    <section className="ac-panel" aria-labelledby="ac-partner-title">
      <h2 id="ac-partner-title" className="ac-subtitle">
        {t('settings.partnerTitle')}
      </h2>
      {result.success && (
        <p
          role={PARTNER_ALERTS.has(result.data) ? 'alert' : 'status'}
          className={PARTNER_ALERTS.has(result.data) ? 'ac-alert' : 'ac-note'}
        >
          {t(PARTNER_MESSAGES[result.data])}
        </p>
      )}
      <p className="ac-note">{t('settings.partnerIntro')}</p>
      <PartnerLink redirect={path('account-settings')} connect />
    </section>
  );
}
