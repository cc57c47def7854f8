/**
 * Checkout's form fields: the remotes' shared field (label, hint, error tied to the input) with
 * checkout's styles and "(required)" / "(optional)" in the site's language.
 */
import {
  FieldFrame as KitFieldFrame,
  TextField as KitTextField,
  type FieldProps as KitFieldProps,
  type TextFieldProps as KitTextFieldProps,
} from '@refurb/web-kit';
import type { ReactNode } from 'react';
import { useCheckoutI18n } from '../i18n/i18n';

export { describedBy } from '@refurb/web-kit';

export type FieldProps = Omit<KitFieldProps, 'need' | 'classPrefix'> & {
  readonly optional?: boolean;
};

function useNeed(optional: boolean | undefined): string {
  const { t } = useCheckoutI18n();
  return t(optional ? 'checkout.optional' : 'checkout.required');
}

export function FieldFrame({ optional, ...props }: FieldProps & { children: ReactNode }) {
  return <KitFieldFrame {...props} need={useNeed(optional)} classPrefix="co" />;
}

export function TextField(props: Omit<KitTextFieldProps, 'need' | 'classPrefix'>) {
  return <KitTextField {...props} need={useNeed(props.optional)} classPrefix="co" />;
}
