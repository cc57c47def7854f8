/**
 * authMachine for a page: its actors and effects over the page's services (the identity service,
 * shop-api, the bot check, the bus, navigation, analytics) and the view the forms read.
 */
import { safeRedirect } from '@refurb/shared-contracts/account';
import { type SessionUser } from '@refurb/shared-contracts/api/session';
import { describeError } from '@refurb/shared-contracts/runtime';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useAccountServices } from '../app/account-context';
import { navigateTo, pushDataLayer, replaceUrl, reportError } from '../app/effects';
import type { AccountServices } from '../app/account-services';
import { createAuthActors } from './auth.actors';
import { linkActionOf, withoutLinkAction } from './auth-links';
import { authMachine } from './auth.machine';
import type { AuthInput, AuthPage } from './auth.types';

/** Where a person goes after signing in: `?redirect=` when it is this site's, else their account. */
export function redirectOf(services: AccountServices, search: string): string {
  return safeRedirect(new URLSearchParams(search).get('redirect'), services.path('account'));
}

function machineFor(services: AccountServices) {
  const { identity, bus, linkEmail } = services;
  return authMachine.provide({
    actors: createAuthActors({
      identity,
      api: services.api,
      botCheck: services.botCheck,
      country: services.country,
      signInLinkUrl: (redirect) =>
        services.absolute(`${services.path('login')}?redirect=${encodeURIComponent(redirect)}`),
      resetUrl: () => services.absolute(services.path('forgot')),
    }),
    actions: {
      publishSession: (_, { user }: { user: SessionUser }) =>
        bus.publish('session.changed', { user }),
      goTo: (_, { url }) => navigateTo(url),
      rememberLinkEmail: (_, { email }) => linkEmail.write(email),
      forgetLinkEmail: () => linkEmail.clear(),
      signOutIdentity: () => {
        identity
          .signOut()
          .catch((error: unknown) =>
            reportError(`identity sign-out failed: ${describeError(error)}`, { area: 'auth' }),
          );
      },
      trackSignIn: (_, { method }) =>
        pushDataLayer({ event: method === 'register' ? 'sign_up' : 'login', method }),
    },
  });
}

export function useAuth(page: AuthPage, redirect?: string) {
  const services = useAccountServices();
  // The machine and its input are made once per page visit.
  const [setup] = useState(() => {
    const href = window.location.href;
    const action = linkActionOf(href);
    // The one-time code leaves the address bar (and history) once read.
    if (action) replaceUrl(withoutLinkAction(href));
    const input: AuthInput = {
      page,
      country: services.country,
      redirect: redirect ?? redirectOf(services, window.location.search),
      action,
      linkEmail: services.linkEmail.read(),
    };
    return { machine: machineFor(services), input };
  });
  const [snapshot, send] = useMachine(setup.machine, { input: setup.input });
  return { snapshot, send, services };
}
