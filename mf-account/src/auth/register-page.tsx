/**
 * The register page (spec section 2, `register`): name, e-mail, a password the rule book accepts
 * and the terms; or a federated provider or the partner marketplace. The new account is signed
 * in at once and goes back to where the person came from. The terms checkbox links the site's
 * terms and privacy policy, in a new tab, so what was typed stays.
 */
import { PASSWORD_MIN_LENGTH } from '@refurb/shared-contracts/account';
import { LinkedText, PageLink } from '@refurb/web-kit';
import { useState } from 'react';
import { useSignInI18n } from '../i18n/i18n';
import {
  AccountField,
  AuthError,
  AuthForm,
  Busy,
  FederatedButtons,
  PartnerLink,
} from './auth-parts';
import { authView } from './auth.selectors';
import { useAuth } from './use-auth';

export function RegisterPage() {
  const { t } = useSignInI18n();
  const { snapshot, send, services } = useAuth('register');
  const view = authView(snapshot);
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const back = snapshot.context.redirect;
  const termsProblem = view.fieldErrors.acceptTerms;
  return (
    <section className="ac-page ac-auth" aria-labelledby="ac-register-title">
      <h1 id="ac-register-title">{t('auth.register.title')}</h1>
      <AuthError view={view} />
      {view.stage === 'done' ? (
        <p role="status" className="ac-note">
          {t('auth.signedIn')}
        </p>
      ) : (
        <>
          <p className="ac-intro">{t('auth.register.intro')}</p>
          <AuthForm
            view={view}
            label={t('auth.register.title')}
            onSubmit={() =>
              send({ type: 'register.submit', displayName, email, password, acceptTerms })
            }
          >
            <AccountField
              view={view}
              field="displayName"
              id="ac-register-name"
              label={t('field.displayName.label')}
              autoComplete="name"
              value={displayName}
              onValue={setDisplayName}
            />
            <AccountField
              view={view}
              field="email"
              id="ac-register-email"
              label={t('field.email.label')}
              type="email"
              autoComplete="email"
              value={email}
              onValue={setEmail}
            />
            <AccountField
              view={view}
              field="password"
              id="ac-register-password"
              label={t('field.password.label')}
              hint={t('field.password.hint', { min: PASSWORD_MIN_LENGTH })}
              type="password"
              autoComplete="new-password"
              value={password}
              onValue={setPassword}
            />
            <div className={`ac-check${termsProblem ? ' ac-field-invalid' : ''}`}>
              <input
                id="ac-register-terms"
                type="checkbox"
                checked={acceptTerms}
                aria-invalid={termsProblem ? true : undefined}
                aria-describedby={termsProblem ? 'ac-register-terms-error' : undefined}
                onChange={(event) => setAcceptTerms(event.target.checked)}
              />
              <label htmlFor="ac-register-terms">
                <LinkedText
                  fill={(values) => t('field.acceptTerms.label', values)}
                  links={{
                    terms: { href: services.path('terms'), label: t('field.acceptTerms.terms') },
                    privacy: {
                      href: services.path('privacy-policy'),
                      label: t('field.acceptTerms.privacy'),
                    },
                  }}
                />
              </label>
              {termsProblem && (
                <p id="ac-register-terms-error" className="ac-field-error">
                  {t('field.acceptTerms.required')}
                </p>
              )}
            </div>
            <div className="ac-actions">
              <Busy view={view}>{t('auth.register.submit')}</Busy>
            </div>
          </AuthForm>
          <p className="ac-links">
            <PageLink href={`${services.path('login')}?redirect=${encodeURIComponent(back)}`}>
              {t('auth.toLogin')}
            </PageLink>
          </p>
          <FederatedButtons view={view} send={send} />
          <PartnerLink redirect={back} />
        </>
      )}
    </section>
  );
}
