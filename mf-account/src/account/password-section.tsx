/**
 * Settings: a new password, after the current one (the identity service asks for a recent
 * sign-in before it changes a password). The new one follows the rule book's password rule.
 * An account without an e-mail (phone or another provider) has no password to change.
 */
import { PASSWORD_MIN_LENGTH, passwordProblems } from '@refurb/shared-contracts/account';
import { describeError } from '@refurb/shared-contracts/runtime';
import { TextField } from '@refurb/web-kit';
import { useState, type FormEvent } from 'react';
import { useAccountServices } from '../app/account-context';
import { identityErrorCode } from '../ports/identity';
import { useAccountI18n } from '../i18n/i18n';
import type { MessageKey } from '../i18n/i18n';
import { useSubmit } from './use-submit';

export function PasswordSection({ email }: { readonly email: string | null }) {
  const { t } = useAccountI18n();
  const { identity } = useAccountServices();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [tried, setTried] = useState(false);
  const change = useSubmit(async ({ from, to }: { from: string; to: string }) => {
    try {
      await identity.changePassword(email ?? '', from, to);
      return { ok: true, data: null } as const;
    } catch (error) {
      return {
        ok: false,
        error: { status: 400, code: identityErrorCode(error), message: describeError(error) },
      } as const;
    }
  });
  if (!email) {
    return (
      <section className="ac-panel" aria-labelledby="ac-password-title">
        <h2 id="ac-password-title" className="ac-subtitle">
          {t('settings.passwordTitle')}
        </h2>
        <p className="ac-note">{t('settings.passwordNoEmail')}</p>
      </section>
    );
  }
  const problem = passwordProblems(next)[0];
  const errors = {
    current: current === '' ? t('field.password.required') : null,
    next: problem ? t(`field.password.${problem}`, { min: PASSWORD_MIN_LENGTH }) : null,
    confirm: confirm !== next ? t('field.confirm.mismatch') : null,
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    const form = event.currentTarget;
    if (Object.values(errors).some(Boolean)) {
      setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    change.submit({ from: current, to: next });
  };
  const field = (id: string, error: string | null) => ({
    id: `ac-password-${id}`,
    type: 'password',
    error: tried ? error : null,
    need: t('form.required'),
    classPrefix: 'ac',
  });
  return (
    <section className="ac-panel" aria-labelledby="ac-password-title">
      <h2 id="ac-password-title" className="ac-subtitle">
        {t('settings.passwordTitle')}
      </h2>
      <form noValidate onSubmit={submit} aria-labelledby="ac-password-title">
        <TextField
          {...field('current', errors.current)}
          label={t('settings.passwordCurrent')}
          autoComplete="current-password"
          value={current}
          onValue={setCurrent}
        />
        <TextField
          {...field('new', errors.next)}
          label={t('field.password.new')}
          hint={t('field.password.hint', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          value={next}
          onValue={setNext}
        />
        <TextField
          {...field('confirm', errors.confirm)}
          label={t('field.confirm.label')}
          autoComplete="new-password"
          value={confirm}
          onValue={setConfirm}
        />
        {change.failure && (
          <p role="alert" className="ac-alert">
            {t(`auth.error.${change.failure.code}` as MessageKey)}
          </p>
        )}
        {change.done && (
          <p role="status" className="ac-note">
            {t('settings.passwordChanged')}
          </p>
        )}
        <div className="ac-actions">
          <button type="submit" className="ac-primary" disabled={change.busy}>
            {t('settings.passwordSave')}
          </button>
        </div>
      </form>
    </section>
  );
}
