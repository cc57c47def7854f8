/**
 * The forgot page (spec section 2, `forgot`): the identity service sends a reset link, which
 * comes back here (`mode=resetPassword&oobCode=…`) to choose a new password. An unknown address
 * gets the same answer as a known one, so the page never tells who has an account.
 */
import { PASSWORD_MIN_LENGTH } from '@refurb/shared-contracts/account';
import { PageLink } from '@refurb/web-kit';
import { useState } from 'react';
import { useSignInI18n } from '../i18n/i18n';
import { AccountField, AuthError, AuthForm, Busy } from './auth-parts';
import { authView } from './auth.selectors';
import { useAuth } from './use-auth';

export function ForgotPage() {
  const { t } = useSignInI18n();
  const { snapshot, send, services } = useAuth('forgot');
  const view = authView(snapshot);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const toLogin = (
    <PageLink className="ac-primary" href={services.path('login')}>
      {t('logout.login')}
    </PageLink>
  );
  return (
    <section className="ac-page ac-auth" aria-labelledby="ac-forgot-title">
      <h1 id="ac-forgot-title">
        {t(view.stage === 'reset-choose' ? 'auth.forgot.chooseTitle' : 'auth.forgot.title')}
      </h1>
      <AuthError view={view} />
      {view.stage === 'form' && (
        <>
          <p className="ac-intro">{t('auth.forgot.intro')}</p>
          <AuthForm
            view={view}
            label={t('auth.forgot.title')}
            onSubmit={() => send({ type: 'reset.send', email })}
          >
            <AccountField
              view={view}
              field="email"
              id="ac-forgot-email"
              label={t('field.email.label')}
              type="email"
              autoComplete="email"
              value={email}
              onValue={setEmail}
            />
            <div className="ac-actions">
              <Busy view={view}>{t('auth.forgot.submit')}</Busy>
            </div>
          </AuthForm>
        </>
      )}
      {view.stage === 'reset-sent' && (
        <div className="ac-panel" role="status">
          <h2 className="ac-subtitle">{t('auth.forgot.sentTitle')}</h2>
          <p>{t('auth.forgot.sentText', { email: view.email })}</p>
          <button type="button" className="ac-link" onClick={() => send({ type: 'back' })}>
            {t('auth.back')}
          </button>
        </div>
      )}
      {view.stage === 'checking' && (
        <p role="status" className="ac-note">
          {t('auth.busy')}
        </p>
      )}
      {view.stage === 'reset-choose' && (
        <>
          <p className="ac-intro">{t('auth.forgot.chooseText', { email: view.email })}</p>
          <AuthForm
            view={view}
            label={t('auth.forgot.chooseTitle')}
            onSubmit={() => send({ type: 'reset.confirm', password, confirm })}
          >
            <AccountField
              view={view}
              field="password"
              id="ac-reset-password"
              label={t('field.password.new')}
              hint={t('field.password.hint', { min: PASSWORD_MIN_LENGTH })}
              type="password"
              autoComplete="new-password"
              value={password}
              onValue={setPassword}
            />
            <AccountField
              view={view}
              field="confirm"
              id="ac-reset-confirm"
              label={t('field.confirm.label')}
              type="password"
              autoComplete="new-password"
              value={confirm}
              onValue={setConfirm}
            />
            <div className="ac-actions">
              <Busy view={view}>{t('auth.forgot.confirm')}</Busy>
            </div>
          </AuthForm>
        </>
      )}
      {view.stage === 'reset-done' && (
        <div className="ac-panel" role="status">
          <h2 className="ac-subtitle">{t('auth.forgot.doneTitle')}</h2>
          <p>{t('auth.forgot.doneText')}</p>
          {toLogin}
        </div>
      )}
    </section>
  );
}
