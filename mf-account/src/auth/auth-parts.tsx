/**
 * The pieces every auth page shares: fields with their errors in the site's language, the alert
 * for what went wrong, the code form of SMS and second-factor codes, the federated buttons and
 * the partner marketplace link. On a failed submit focus goes to the first wrong field and the
 * count of fields to fix is announced.
 */
import { PASSWORD_MIN_LENGTH } from '@refurb/shared-contracts/account';
import { TextField, type TextFieldProps } from '@refurb/web-kit';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useAccountServices } from '../app/account-context';
import { leaveFor } from '../app/effects';
import { useSignInI18n } from '../i18n/i18n';
import type { SignInKey } from '../i18n/messages.ro';
import type { FederatedProvider } from '../ports/identity';
import type { AuthView } from './auth.selectors';
import type { AuthEvent } from './auth.types';

export type Send = (event: AuthEvent) => void;

export function AccountField(
  props: Omit<TextFieldProps, 'need' | 'classPrefix' | 'error'> & {
    readonly view: Pick<AuthView, 'fieldErrors'>;
    /** The field's name in `fieldErrors` (`email`, `password`, ...). */
    readonly field: string;
  },
) {
  const { t } = useSignInI18n();
  const { view, field, ...rest } = props;
  const problem = view.fieldErrors[field];
  const error = problem
    ? t(`field.${field}.${problem}` as SignInKey, { min: PASSWORD_MIN_LENGTH })
    : null;
  return <TextField {...rest} error={error} need={t('form.required')} classPrefix="ac" />;
}

/** A form that checks itself in the machine: on a failed submit, the first wrong field gets focus. */
export function AuthForm({
  view,
  onSubmit,
  label,
  children,
}: {
  readonly view: Pick<AuthView, 'fieldErrors'>;
  readonly onSubmit: () => void;
  readonly label: string;
  readonly children: ReactNode;
}) {
  const { t } = useSignInI18n();
  const { preloadApi } = useAccountServices();
  const form = useRef<HTMLFormElement>(null);
  const count = Object.keys(view.fieldErrors).length;
  useEffect(() => {
    if (count === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [view.fieldErrors, count]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    // A person filling the form in will send it: the adapter that sends it loads meanwhile.
    <form
      ref={form}
      className="ac-form"
      aria-label={label}
      noValidate
      onSubmit={submit}
      onFocus={preloadApi}
    >
      {count > 0 && (
        <p role="alert" className="ac-form-errors">
          {t('form.fixErrors', { count })}
        </p>
      )}
      {children}
    </form>
  );
}

export function AuthError({ view }: { readonly view: Pick<AuthView, 'error'> }) {
  const { t } = useSignInI18n();
  if (!view.error) return null;
  return (
    <p role="alert" className="ac-alert">
      {t(`auth.error.${view.error}`)}
    </p>
  );
}

export function Busy({ view, children }: { readonly view: AuthView; readonly children: string }) {
  const { t } = useSignInI18n();
  return (
    <button type="submit" className="ac-primary" disabled={view.busy} aria-busy={view.busy}>
      {view.busy ? t('auth.busy') : children}
    </button>
  );
}

/** The six-digit code of an SMS or a second factor. */
export function CodeForm({
  view,
  idPrefix,
  text,
  submitLabel,
  resendLabel,
  onConfirm,
  onResend,
  onBack,
}: {
  readonly view: AuthView;
  readonly idPrefix: string;
  readonly text: string;
  readonly submitLabel: string;
  readonly resendLabel: string;
  readonly onConfirm: (code: string) => void;
  readonly onResend: () => void;
  readonly onBack: () => void;
}) {
  const { t } = useSignInI18n();
  const [code, setCode] = useState('');
  return (
    <>
      <p className="ac-note">{text}</p>
      <AuthForm view={view} label={submitLabel} onSubmit={() => onConfirm(code)}>
        <AccountField
          view={view}
          field="code"
          id={`${idPrefix}-code`}
          label={t('field.code.label')}
          value={code}
          onValue={setCode}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
        <div className="ac-actions">
          <Busy view={view}>{submitLabel}</Busy>
          <button type="button" className="ac-link" disabled={view.busy} onClick={onResend}>
            {resendLabel}
          </button>
          <button type="button" className="ac-link" disabled={view.busy} onClick={onBack}>
            {t('auth.back')}
          </button>
        </div>
      </AuthForm>
    </>
  );
}

const PROVIDERS: readonly FederatedProvider[] = ['google', 'facebook', 'apple'];

export function FederatedButtons({ view, send }: { readonly view: AuthView; readonly send: Send }) {
  const { t } = useSignInI18n();
  return (
    <section className="ac-federated" aria-labelledby="ac-federated-title">
      <h2 id="ac-federated-title" className="ac-subtitle">
        {t('auth.federated.legend')}
      </h2>
      <ul className="ac-buttons">
        {PROVIDERS.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              className={`ac-secondary ac-provider ac-provider-${provider}`}
              disabled={view.busy}
              onClick={() => send({ type: 'federated.start', provider })}
            >
              {t(`auth.federated.${provider}`)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The partner marketplace's sign-in (flag `showEmagLogin`): a bot check for the action `partner`
 * (a partner sign-in may create an account), then the partner's authorization site from the
 * runtime config, which comes back to `redirect` with a session, or with `?partner=<result>`
 * (the login page and the settings page say what happened). `connect`: the settings page's
 * "connect eMAG" for a signed-in owner (the partner is then linked to this account).
 */
export function PartnerLink({
  redirect,
  connect = false,
}: {
  readonly redirect: string;
  readonly connect?: boolean;
}) {
  const { t } = useSignInI18n();
  const { flags, config, country, path, botCheck } = useAccountServices();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  if (!flags.showEmagLogin) return null;
  // The partner comes back to the login page, which goes on to `redirect` once signed in, or
  // says what happened when the person cancelled or the account is deactivated.
  const comeBack = connect ? redirect : `${path('login')}?${new URLSearchParams({ redirect })}`;
  const start = async () => {
    setState('busy');
    const botToken = await botCheck.token('partner').catch(() => null);
    if (!botToken) {
      setState('failed');
      return;
    }
    const query = new URLSearchParams({ redirect: comeBack, country, botToken });
    leaveFor(`${config.services.partnerAuthorization}?${query}`);
  };
  return (
    <div className="ac-partner">
      <button
        type="button"
        className="ac-secondary"
        disabled={state === 'busy'}
        aria-busy={state === 'busy'}
        onClick={() => void start()}
      >
        {t(connect ? 'auth.partnerConnect' : 'auth.partner')}
      </button>
      {state === 'failed' && (
        <p role="alert" className="ac-alert">
          {t('auth.error.bot-check-failed')}
        </p>
      )}
    </div>
  );
}
