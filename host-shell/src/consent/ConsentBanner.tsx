/**
 * The cookie banner: shown until the visitor decides, reopened from the footer's settings link.
 * The choice is kept in the site's guarded storage: where storage is blocked the banner shows on
 * each page and a choice applies to the page it was made on.
 */
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useHydrated, useHydratingStore } from '../app/hydrated';
import { usePageContext } from '../app/server-page';
import { useSite } from '../app/site';
import { useI18n } from '../i18n/i18n';
import {
  CONSENT_STORAGE_KEY,
  hasDecidedCookie,
  markDecided,
  pushConsent,
  readConsent,
  saveConsent,
  type ConsentChoice,
} from './consent-store';

/** The snapshot of a render with no storage (the server's, and hydration's). */
const SERVER = '\u0000server';
const onServer = () => SERVER;
const unchanging = () => () => undefined;
const isSecure = () => window.location.protocol === 'https:';

const OpenContext = createContext<() => void>(() => undefined);
export const useConsentSettings = () => useContext(OpenContext);

export function ConsentProvider({ children }: { children: ReactNode }) {
  const { storage } = useSite();
  // The stored choice. A page rendered on the server has the banner in its HTML when the visitor
  // came without the decision cookie (consent-store.ts), and not when they came with it: the
  // browser hydrates what the server drew, then reads the choice and shows the banner where there
  // is none. The banner is fixed to the bottom of the window: it moves nothing either way.
  const page = usePageContext();
  const raw = useHydratingStore(unchanging, () => storage.getItem(CONSENT_STORAGE_KEY), onServer);
  const stored = useMemo(() => (raw === SERVER ? undefined : readConsent(storage)), [raw, storage]);
  // Open until decided, and again from the footer's settings link.
  const [opened, setOpen] = useState<boolean | null>(null);
  const open = opened ?? (stored === undefined ? (page?.consentBanner ?? false) : stored === null);
  useEffect(() => {
    // A choice made before the cookie existed (or the cookie lost): the next page knows it.
    if (stored && !hasDecidedCookie(document)) markDecided(document, isSecure());
  }, [stored]);
  useEffect(() => {
    // A returning visitor's choice applies again on every page load.
    if (stored) pushConsent(window as { dataLayer?: unknown[] }, stored);
  }, [stored]);
  return (
    <OpenContext.Provider value={() => setOpen(true)}>
      {/* First in the page's order (it is drawn fixed at the bottom): a keyboard reaches the
          choice with its first presses of Tab, not after every link of the page (issue 35). */}
      {open && (
        <ConsentBanner
          initial={stored ?? null}
          save={(choice) => {
            saveConsent(storage, window as { dataLayer?: unknown[] }, choice);
            markDecided(document, isSecure());
          }}
          onClose={() => setOpen(false)}
        />
      )}
      {children}
    </OpenContext.Provider>
  );
}

function ConsentBanner({
  initial,
  save,
  onClose,
}: {
  initial: ConsentChoice | null;
  save: (choice: ConsentChoice) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const id = useId();
  // Drawn on the server for a visitor who has not decided: its controls wait for the scripts.
  const hydrated = useHydrated();
  const [ad, setAd] = useState(initial?.ad ?? false);
  const [analytics, setAnalytics] = useState(initial?.analytics ?? false);
  const decide = (choice: ConsentChoice) => {
    save(choice);
    onClose();
  };
  return (
    <section className="consent" role="dialog" aria-modal="false" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('consent.title')}</h2>
      <p>{t('consent.text')}</p>
      <fieldset>
        <legend className="visually-hidden">{t('consent.title')}</legend>
        <label>
          <input type="checkbox" checked disabled /> {t('consent.functionality')}
        </label>
        <label>
          <input
            type="checkbox"
            checked={analytics}
            disabled={!hydrated}
            onChange={(e) => setAnalytics(e.target.checked)}
          />{' '}
          {t('consent.analytics')}
        </label>
        <label>
          <input
            type="checkbox"
            checked={ad}
            disabled={!hydrated}
            onChange={(e) => setAd(e.target.checked)}
          />{' '}
          {t('consent.ad')}
        </label>
      </fieldset>
      <div className="consent__actions">
        <button
          type="button"
          className="button"
          disabled={!hydrated}
          onClick={() => decide({ ad: true, analytics: true })}
        >
          {t('consent.acceptAll')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={!hydrated}
          onClick={() => decide({ ad: false, analytics: false })}
        >
          {t('consent.rejectAll')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={!hydrated}
          onClick={() => decide({ ad, analytics })}
        >
          {t('consent.save')}
        </button>
      </div>
    </section>
  );
}
