/** Shown instead of the site when runtime-config.json or remotes.json cannot be used. */
import { createI18n } from '../i18n/i18n';
import type { Country } from '@refurb/shared-contracts';

export function ConfigErrorPage({
  country,
  problems,
}: {
  country: Country;
  problems: readonly string[];
}) {
  const { t } = createI18n(country);
  return (
    <main className="main" id="main">
      <div role="alert" className="notice notice--error">
        <h1>{t('configError.title')}</h1>
        <p>{t('configError.text')}</p>
        <details>
          <summary>{t('state.error')}</summary>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>
                <code>{problem}</code>
              </li>
            ))}
          </ul>
        </details>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('state.retry')}
        </button>
      </div>
    </main>
  );
}
