/** What the auth pages show for a state of authMachine (a pure view of the snapshot). */
import type { SnapshotFrom } from 'xstate';
import type { authMachine } from './auth.machine';
import type { AuthErrorCode, FieldErrors } from './auth.types';
import type { SecondFactorHint } from '../ports/identity';

export type AuthStage =
  | 'form'
  | 'link-sent'
  | 'link-ask'
  | 'phone-code'
  | 'factor-choose'
  | 'factor-code'
  | 'reset-sent'
  | 'reset-choose'
  | 'reset-done'
  | 'checking'
  | 'done';

export interface AuthView {
  readonly stage: AuthStage;
  /** A call is under way: buttons wait, the page says so. */
  readonly busy: boolean;
  readonly error: AuthErrorCode | null;
  readonly fieldErrors: FieldErrors;
  readonly email: string;
  readonly phone: string | null;
  readonly hints: readonly SecondFactorHint[];
  readonly factorIndex: number;
}

type Snapshot = SnapshotFrom<typeof authMachine>;

function stageOf(snapshot: Snapshot): { stage: AuthStage; busy: boolean } {
  const is = (value: Parameters<Snapshot['matches']>[0]) => snapshot.matches(value);
  if (is('signedIn')) return { stage: 'done', busy: true };
  if (is({ link: 'sent' })) return { stage: 'link-sent', busy: false };
  if (is({ link: 'askingEmail' })) return { stage: 'link-ask', busy: false };
  if (is({ link: 'completing' }) || is({ reset: 'checking' }))
    return { stage: 'checking', busy: true };
  if (is({ phone: 'awaitingCode' })) return { stage: 'phone-code', busy: false };
  if (is({ phone: 'confirming' })) return { stage: 'phone-code', busy: true };
  if (is({ factor: 'choosing' })) return { stage: 'factor-choose', busy: false };
  if (is({ factor: 'sending' })) return { stage: 'factor-choose', busy: true };
  if (is({ factor: 'awaitingCode' })) return { stage: 'factor-code', busy: false };
  if (is({ factor: 'confirming' })) return { stage: 'factor-code', busy: true };
  if (is({ reset: 'sent' })) return { stage: 'reset-sent', busy: false };
  if (is({ reset: 'choosing' })) return { stage: 'reset-choose', busy: false };
  if (is({ reset: 'confirming' })) return { stage: 'reset-choose', busy: true };
  if (is({ reset: 'done' })) return { stage: 'reset-done', busy: false };
  return { stage: 'form', busy: !is('editing') };
}

export function authView(snapshot: Snapshot): AuthView {
  const { context } = snapshot;
  return {
    ...stageOf(snapshot),
    error: context.error,
    fieldErrors: context.fieldErrors,
    email: context.email,
    phone: context.phone,
    hints: context.hints,
    factorIndex: context.factorIndex,
  };
}
