/**
 * The login page (spec section 2, `login`) and the checkout login step's form (`checkout`): sign
 * in with a password, an e-mail link or an SMS code, a federated provider or the partner
 * marketplace; a second factor when the account has one. Afterwards the person goes back to where
 * they came from (`?redirect=`, a path of this site), or to finalize from the checkout step.
 */
import { PartnerResultSchema } from '@refurb/shared-contracts/api/account';
import { PageLink, useSessionUser } from '@refurb/web-kit';
import { useEffect, useId, useState } from 'react';
import { navigateTo } from '../app/effects';
import { useSignInI18n } from '../i18n/i18n';
import {
  AccountField,
  AuthError,
  AuthForm,
  Busy,
  CodeForm,
  FederatedButtons,
  PartnerLink,
  type Send,
} from './auth-parts';
import { authView, type AuthView } from './auth.selectors';
import { PARTNER_ALERTS, PARTNER_MESSAGES } from './partner-messages';
import { useAuth } from './use-auth';

type Method = 'password' | 'link' | 'phone';
const METHODS: readonly Method[] = ['password', 'link', 'phone'];

function MethodForm({
  method,
  view,
  send,
  idPrefix,
}: {
  readonly method: Method;
  readonly view: AuthView;
  readonly send: Send;
  readonly idPrefix: string;
}) {
  const { t } = useSignInI18n();
  const [email, setEmail] = useState(view.email);
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const emailField = (
    <AccountField
      view={view}
      field="email"
      id={`${idPrefix}-email`}
      label={t('field.email.label')}
      type="email"
      autoComplete="email"
      value={email}
      onValue={setEmail}
    />
  );
  switch (method) {
    case 'password':
      return (
        <AuthForm
          view={view}
          label={t('auth.method.password')}
          onSubmit={() => send({ type: 'password.submit', email, password })}
        >
          {emailField}
          <AccountField
            view={view}
            field="password"
            id={`${idPrefix}-password`}
            label={t('field.password.label')}
            type="password"
            autoComplete="current-password"
            value={password}
            onValue={setPassword}
          />
          <div className="ac-actions">
            <Busy view={view}>{t('auth.login.submit')}</Busy>
          </div>
        </AuthForm>
      );
    case 'link':
      return (
        <AuthForm
          view={view}
          label={t('auth.method.link')}
          onSubmit={() => send({ type: 'link.send', email })}
        >
          <p className="ac-note">{t('auth.link.intro')}</p>
          {emailField}
          <div className="ac-actions">
            <Busy view={view}>{t('auth.link.send')}</Busy>
          </div>
        </AuthForm>
      );
    case 'phone':
      return (
        <AuthForm
          view={view}
          label={t('auth.method.phone')}
          onSubmit={() => send({ type: 'phone.send', phone })}
        >
          <AccountField
            view={view}
            field="phone"
            id={`${idPrefix}-phone`}
            label={t('field.phone.label')}
            hint={t('field.phone.hint')}
            type="tel"
            autoComplete="tel"
            value={phone}
            onValue={setPhone}
          />
          <div className="ac-actions">
            <Busy view={view}>{t('auth.phone.send')}</Busy>
          </div>
        </AuthForm>
      );
  }
}

export function FactorChoice({ view, send }: { readonly view: AuthView; readonly send: Send }) {
  const { t } = useSignInI18n();
  const [index, setIndex] = useState(0);
  return (
    <AuthForm
      view={view}
      label={t('auth.factor.choose')}
      onSubmit={() => send({ type: 'factor.choose', index })}
    >
      <fieldset className="ac-choice">
        <legend>{t('auth.factor.choose')}</legend>
        {view.hints.map((hint) => (
          <label key={hint.index}>
            <input
              type="radio"
              name="factor"
              value={hint.index}
              checked={index === hint.index}
              onChange={() => setIndex(hint.index)}
            />{' '}
            {hint.label}
          </label>
        ))}
      </fieldset>
      <div className="ac-actions">
        <Busy view={view}>{t('auth.factor.send')}</Busy>
      </div>
    </AuthForm>
  );
}

export function LoginPage({
  checkout = false,
  redirect,
}: {
  /** The checkout login step's form: a section under checkout's heading. */
  readonly checkout?: boolean;
  readonly redirect?: string;
}) {
  const { t } = useSignInI18n();
  const { snapshot, send, services } = useAuth(checkout ? 'checkout' : 'login', redirect);
  const view = authView(snapshot);
  const [method, setMethod] = useState<Method>('password');
  const user = useSessionUser(services.bus);
  const [partner] = useState(() =>
    PartnerResultSchema.safeParse(new URLSearchParams(window.location.search).get('partner')),
  );
  const target = snapshot.context.redirect;
  // Someone already signed in (back from the partner marketplace, or an old tab) goes on.
  useEffect(() => {
    if (user) navigateTo(target);
  }, [user, target]);
  const idPrefix = useId().replace(/:/g, '');
  const Heading = checkout ? 'h2' : 'h1';
  const back = snapshot.context.redirect;
  const withRedirect = (path: string) => `${path}?redirect=${encodeURIComponent(back)}`;
  const phoneLabel = view.phone ?? '';
  const factorLabel = view.hints.find((hint) => hint.index === view.factorIndex)?.label ?? '';

  return (
    <section className="ac-page ac-auth" aria-labelledby={`${idPrefix}-title`}>
      <Heading id={`${idPrefix}-title`}>
        {t(checkout ? 'checkoutLogin.title' : 'auth.login.title')}
      </Heading>
      <AuthError view={view} />
      {partner.success && !view.error && (
        <p
          role={PARTNER_ALERTS.has(partner.data) ? 'alert' : 'status'}
          className={PARTNER_ALERTS.has(partner.data) ? 'ac-alert' : 'ac-note'}
        >
          {t(PARTNER_MESSAGES[partner.data])}
        </p>
      )}
      {view.stage === 'form' && (
        <>
          <p className="ac-intro">{t(checkout ? 'checkoutLogin.text' : 'auth.login.intro')}</p>
          <fieldset className="ac-methods">
            <legend>{t('auth.method.legend')}</legend>
            {METHODS.map((choice) => (
              <label key={choice}>
                <input
                  type="radio"
                  name={`${idPrefix}-method`}
                  value={choice}
                  checked={method === choice}
                  onChange={() => setMethod(choice)}
                />{' '}
                {t(`auth.method.${choice}`)}
              </label>
            ))}
          </fieldset>
          <MethodForm key={method} method={method} view={view} send={send} idPrefix={idPrefix} />
          <p className="ac-links">
            <PageLink href={withRedirect(services.path('forgot'))}>{t('auth.forgotLink')}</PageLink>{' '}
            <PageLink href={withRedirect(services.path('register'))}>
              {t('auth.toRegister')}
            </PageLink>
          </p>
          <FederatedButtons view={view} send={send} />
          <PartnerLink redirect={back} />
        </>
      )}
      {view.stage === 'link-sent' && (
        <div className="ac-panel" role="status">
          <h2 className="ac-subtitle">{t('auth.link.sentTitle')}</h2>
          <p>{t('auth.link.sentText', { email: view.email })}</p>
          <div className="ac-actions">
            <button
              type="button"
              className="ac-link"
              onClick={() => send({ type: 'link.send', email: view.email })}
            >
              {t('auth.link.resend')}
            </button>
            <button type="button" className="ac-link" onClick={() => send({ type: 'back' })}>
              {t('auth.back')}
            </button>
          </div>
        </div>
      )}
      {view.stage === 'link-ask' && <LinkEmailForm view={view} send={send} idPrefix={idPrefix} />}
      {view.stage === 'phone-code' && (
        <CodeForm
          view={view}
          idPrefix={`${idPrefix}-sms`}
          text={t('auth.phone.codeText', { phone: phoneLabel })}
          submitLabel={t('auth.phone.confirm')}
          resendLabel={t('auth.phone.resend')}
          onConfirm={(code) => send({ type: 'code.confirm', code })}
          onResend={() => send({ type: 'code.resend' })}
          onBack={() => send({ type: 'back' })}
        />
      )}
      {(view.stage === 'factor-choose' || view.stage === 'factor-code') && (
        <div className="ac-panel">
          <h2 className="ac-subtitle">{t('auth.factor.title')}</h2>
          {view.stage === 'factor-choose' ? (
            <FactorChoice view={view} send={send} />
          ) : (
            <CodeForm
              view={view}
              idPrefix={`${idPrefix}-factor`}
              text={t('auth.factor.codeText', { phone: factorLabel })}
              submitLabel={t('auth.factor.confirm')}
              resendLabel={t('auth.factor.resend')}
              onConfirm={(code) => send({ type: 'code.confirm', code })}
              onResend={() => send({ type: 'code.resend' })}
              onBack={() => send({ type: 'back' })}
            />
          )}
        </div>
      )}
      {(view.stage === 'checking' || view.stage === 'done') && (
        <p role="status" className="ac-note">
          {t(view.stage === 'done' ? 'auth.signedIn' : 'auth.busy')}
        </p>
      )}
    </section>
  );
}

function LinkEmailForm({
  view,
  send,
  idPrefix,
}: {
  readonly view: AuthView;
  readonly send: Send;
  readonly idPrefix: string;
}) {
  const { t } = useSignInI18n();
  const [email, setEmail] = useState('');
  return (
    <div className="ac-panel">
      <h2 className="ac-subtitle">{t('auth.link.askTitle')}</h2>
      <p>{t('auth.link.askText')}</p>
      <AuthForm
        view={view}
        label={t('auth.link.askTitle')}
        onSubmit={() => send({ type: 'link.complete', email })}
      >
        <AccountField
          view={view}
          field="email"
          id={`${idPrefix}-link-email`}
          label={t('field.email.label')}
          type="email"
          autoComplete="email"
          value={email}
          onValue={setEmail}
        />
        <div className="ac-actions">
          <Busy view={view}>{t('auth.link.complete')}</Busy>
        </div>
      </AuthForm>
    </div>
  );
}
