/** The account's first page (spec section 2, `account`): a greeting and every section. */
import type { SessionUser } from '@refurb/shared-contracts/api/session';
import { PageLink } from '@refurb/web-kit';
import { useAccountServices } from '../app/account-context';
import { useAccountI18n } from '../i18n/i18n';
import { accountSections } from './account-sections';

export function AccountPage({ user }: { readonly user: SessionUser }) {
  const { t } = useAccountI18n();
  const { path, country, flags } = useAccountServices();
  const name = user.displayName ?? user.email ?? user.phoneNumber ?? '';
  return (
    <section className="ac-page" aria-labelledby="ac-account-title">
      <h1 id="ac-account-title">{t('section.account')}</h1>
      {name && <p className="ac-intro">{t('menu.hello', { name })}</p>}
      <nav aria-labelledby="ac-account-title">
        <ul className="ac-sections">
          {accountSections(country, flags).map((section) => (
            <li key={section}>
              <PageLink href={path(section)}>{t(`section.${section}`)}</PageLink>
            </li>
          ))}
          <li>
            <PageLink href={path('logout')}>{t('menu.logout')}</PageLink>
          </li>
        </ul>
      </nav>
    </section>
  );
}
