/** Step 1: who orders (spec section 3's person contact form), validated field by field. */
import { FIELD_MAX_LENGTH } from '@refurb/shared-contracts';
import { validatePersonContact, type PersonContactForm } from '@refurb/shared-contracts/checkout';
import { useCallback, useEffect } from 'react';
import { useCheckoutServices } from '../app/checkout-context';
import { useSessionUser } from '../app/use-session-user';
import { useStepForm } from '../forms/use-step-form';
import { TextField } from '../forms/text-field';
import { useCheckoutI18n } from '../i18n/i18n';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';

const empty = (): PersonContactForm => ({
  name: { value: '', isValid: false },
  email: { value: '', isValid: false },
  phoneNumber: { value: '', isValid: false },
});

export function ContactStep({ context, send }: StepProps) {
  const { t } = useCheckoutI18n();
  const { country } = useCheckoutServices();
  const onDraft = useCallback(
    (value: PersonContactForm) => send({ type: 'draft', key: 'contactDetails', value }),
    [send],
  );
  const form = useStepForm({
    initial: context.session.contactDetails ?? empty(),
    validate: (values) => validatePersonContact(country, values).fields,
    onDraft,
    idPrefix: 'co-contact',
  });
  // A logged-in person starts with their name, e-mail and phone from the account (issue 35),
  // unless they typed or stored something here already.
  const user = useSessionUser();
  const { fill } = form;
  const untouched = (['name', 'email', 'phoneNumber'] as const).every(
    (key) => form.form[key].value === '',
  );
  useEffect(() => {
    if (!user || context.session.contactDetails || !untouched) return;
    fill(
      {
        name: user.displayName ?? '',
        email: user.email ?? '',
        phoneNumber: user.phoneNumber ?? '',
      },
      { onlyEmpty: true },
    );
  }, [user, context.session.contactDetails, untouched, fill]);
  const field = (key: keyof PersonContactForm) => ({
    id: `co-contact-${key}`,
    value: form.form[key].value,
    onValue: (value: string) => form.set(key, value),
    onBlur: () => form.blur(key),
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.submit(() => send({ type: 'step.submit', step: 'contact' }));
      }}
    >
      <TextField
        {...field('name')}
        label={t('contact.name')}
        maxLength={FIELD_MAX_LENGTH.personName}
        autoComplete="name"
        error={form.showsError('name') ? t('contact.nameError') : null}
      />
      <TextField
        {...field('email')}
        label={t('contact.email')}
        maxLength={FIELD_MAX_LENGTH.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={form.showsError('email') ? t('contact.emailError') : null}
      />
      <TextField
        {...field('phoneNumber')}
        label={t('contact.phone')}
        maxLength={FIELD_MAX_LENGTH.phone}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        error={form.showsError('phoneNumber') ? t('contact.phoneError') : null}
      />
      <StepActions
        editing={context.editing !== null}
        invalidCount={form.invalidCount}
        tried={form.tried}
      />
    </form>
  );
}
