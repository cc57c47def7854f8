/**
 * Settings: a phone as a second factor (spec section 7's "second factors"). The identity service
 * asks for the password again (a recent sign-in) and a confirmed e-mail address: when the address
 * is not confirmed yet, the person can have the confirmation e-mail sent, whose link comes back
 * to this page (`mode=verifyEmail`, applied by the settings page). Then an SMS code turns it on,
 * and every later sign-in asks for a code after the password.
 */
import { internationalPhone } from '@refurb/shared-contracts';
import { describeError } from '@refurb/shared-contracts/runtime';
import { TextField } from '@refurb/web-kit';
import { useState, type FormEvent } from 'react';
import { useAccountServices } from '../app/account-context';
import { identityErrorCode, type IdentityErrorCode } from '../ports/identity';
import { useAccountI18n } from '../i18n/i18n';
import { useSubmit } from './use-submit';

type Stage = 'start' | 'code' | 'done' | 'email-sent';

async function attempt(work: () => Promise<void>) {
  try {
    await work();
    return { ok: true as const, data: null };
  } catch (error) {
    const code: IdentityErrorCode = identityErrorCode(error);
    return { ok: false as const, error: { status: 400, code, message: describeError(error) } };
  }
}

export function SecondFactorSection({ email }: { readonly email: string | null }) {
  const { t } = useAccountI18n();
  const { identity, country, path, absolute } = useAccountServices();
  const [stage, setStage] = useState<Stage>('start');
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const e164 = internationalPhone(country, phone);
  const start = useSubmit(() =>
    attempt(() => identity.startSecondFactorEnrolment(email ?? '', password, e164 ?? '')).then(
      (answer) => {
        if (answer.ok) setStage('code');
        return answer;
      },
    ),
  );
  const confirm = useSubmit(() =>
    attempt(() => identity.confirmSecondFactorEnrolment(code.trim())).then((answer) => {
      if (answer.ok) setStage('done');
      return answer;
    }),
  );
  const verify = useSubmit(() =>
    attempt(() =>
      identity.sendEmailVerification(email ?? '', password, absolute(path('account-settings'))),
    ).then((answer) => {
      if (answer.ok) setStage('email-sent');
      return answer;
    }),
  );
  if (!email) return null;

  const errors = {
    password: password === '' ? t('field.password.required') : null,
    phone: e164 ? null : t(phone.trim() === '' ? 'field.phone.required' : 'field.phone.invalid'),
    code: /^\d{6}$/.test(code.trim()) ? null : t('field.code.invalid'),
  };
  const failure = (stage === 'code' ? confirm : start).failure ?? verify.failure;
  const unverified = start.failure?.code === 'unverified-email' && stage === 'start';
  const submitStart = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (errors.password || errors.phone) {
      const form = event.currentTarget;
      setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    start.submit(null);
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!errors.code) confirm.submit(null);
  };
  const field = { need: t('form.required'), classPrefix: 'ac' };

  return (
    <section className="ac-panel" aria-labelledby="ac-mfa-title">
      <h2 id="ac-mfa-title" className="ac-subtitle">
        {t('settings.mfaTitle')}
      </h2>
      <p className="ac-note">{t('settings.mfaIntro')}</p>
      {failure && (
        <p role="alert" className="ac-alert">
          {t(`auth.error.${failure.code as IdentityErrorCode}`)}
        </p>
      )}
      {stage === 'start' && (
        <form noValidate onSubmit={submitStart} aria-labelledby="ac-mfa-title">
          <TextField
            {...field}
            id="ac-mfa-password"
            type="password"
            autoComplete="current-password"
            label={t('settings.passwordCurrent')}
            value={password}
            onValue={setPassword}
            error={tried ? errors.password : null}
          />
          <TextField
            {...field}
            id="ac-mfa-phone"
            type="tel"
            autoComplete="tel"
            label={t('settings.mfaPhone')}
            hint={t('field.phone.hint')}
            value={phone}
            onValue={setPhone}
            error={tried ? errors.phone : null}
          />
          <div className="ac-actions">
            <button type="submit" className="ac-primary" disabled={start.busy}>
              {t('settings.mfaStart')}
            </button>
            {unverified && (
              <button
                type="button"
                className="ac-secondary"
                disabled={verify.busy}
                onClick={() => verify.submit(null)}
              >
                {t('settings.mfaVerifyEmail')}
              </button>
            )}
          </div>
        </form>
      )}
      {stage === 'code' && (
        <form noValidate onSubmit={submitCode} aria-labelledby="ac-mfa-title">
          <p className="ac-note">{t('settings.mfaCodeText', { phone: e164 ?? phone })}</p>
          <TextField
            {...field}
            id="ac-mfa-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            label={t('field.code.label')}
            value={code}
            onValue={setCode}
            error={tried ? errors.code : null}
          />
          <div className="ac-actions">
            <button type="submit" className="ac-primary" disabled={confirm.busy}>
              {t('settings.mfaConfirm')}
            </button>
          </div>
        </form>
      )}
      {stage === 'done' && (
        <p role="status" className="ac-note">
          {t('settings.mfaDone')}
        </p>
      )}
      {stage === 'email-sent' && (
        <p role="status" className="ac-note">
          {t('settings.mfaEmailSent')}
        </p>
      )}
    </section>
  );
}
