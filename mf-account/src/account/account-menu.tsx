/**
 * The header's account menu (exposed as `./account-menu`): for a visitor a link to log in; for
 * a logged-in person a button that opens the account's pages and logout. Who is logged in comes
 * from `session.changed` (replayed to late subscribers), so a login or logout anywhere on the
 * page updates it. The menu is a disclosure: Escape closes it and gives focus back to the button,
 * a click elsewhere closes it. Its link and button show the person icon the host's header link
 * shows; on a phone the host's header hides their words, which stay their accessible names.
 */
import { PageLink, PersonIcon, useSessionUser } from '@refurb/web-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { useAccountServices } from '../app/account-context';
import { useAccountI18n } from '../i18n/i18n';
import { accountSections } from './account-sections';

export function AccountMenu() {
  const { t } = useAccountI18n();
  const { bus, path, country, flags } = useAccountServices();
  const user = useSessionUser(bus);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  if (!user) {
    return (
      <PageLink className="ac-menu-login" href={path(user === null ? 'login' : 'account')}>
        <PersonIcon className="ac-menu-glyph" />
        <span className="ac-menu-text">{t(user === null ? 'menu.login' : 'menu.label')}</span>
      </PageLink>
    );
  }
  const name = user.displayName ?? user.email ?? user.phoneNumber ?? '';
  const close = () => setOpen(false);
  return (
    <div className="ac-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="ac-menu-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((now) => !now)}
      >
        <PersonIcon className="ac-menu-glyph" />
        <span className="ac-menu-text">{t('menu.label')}</span>
      </button>
      <div id={menuId} className="ac-menu-panel" hidden={!open}>
        {name && <p className="ac-menu-hello">{t('menu.hello', { name })}</p>}
        <ul>
          <li>
            <PageLink href={path('account')} onClick={close}>
              {t('section.account')}
            </PageLink>
          </li>
          {accountSections(country, flags).map((section) => (
            <li key={section}>
              <PageLink href={path(section)} onClick={close}>
                {t(`section.${section}`)}
              </PageLink>
            </li>
          ))}
          <li>
            <PageLink href={path('logout')} onClick={close}>
              {t('menu.logout')}
            </PageLink>
          </li>
        </ul>
      </div>
    </div>
  );
}
