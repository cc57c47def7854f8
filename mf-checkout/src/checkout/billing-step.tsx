/**
 * Step 3: who the invoice is for (spec sections 3 and 5): a person (the contact and the delivery
 * address) or a company, whose tax id and registration number are checked by the country's rule;
 * and, optionally, another person who receives the parcel.
 */
import { FIELD_MAX_LENGTH, type CustomerType } from '@refurb/shared-contracts';
import {
  validateAnotherContact,
  validateCompany,
  type AnotherContactForm,
  type CompanyForm,
} from '@refurb/shared-contracts/checkout';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCheckoutServices } from '../app/checkout-context';
import { TextField } from '../forms/text-field';
import { useStepForm, type FieldForm } from '../forms/use-step-form';
import { useCheckoutI18n } from '../i18n/i18n';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';

const blank = { value: '', isValid: false };
const emptyCompany = (): CompanyForm => ({
  name: blank,
  fiscalCode: blank,
  registrationNumber: blank,
  email: blank,
  phoneNumber: blank,
});
const emptyAnother = (): AnotherContactForm => ({ name: blank, email: blank, phone: blank });

const noDraft = () => {};

const COMPANY_FIELDS = [
  ['name', 'company.name', 'company.nameError', 'organization', FIELD_MAX_LENGTH.companyName],
  [
    'fiscalCode',
    'company.fiscalCode',
    'company.fiscalCodeError',
    'off',
    FIELD_MAX_LENGTH.fiscalCode,
  ],
  [
    'registrationNumber',
    'company.registrationNumber',
    'company.registrationNumberError',
    'off',
    FIELD_MAX_LENGTH.registrationNumber,
  ],
  ['email', 'company.email', 'contact.emailError', 'email', FIELD_MAX_LENGTH.email],
  ['phoneNumber', 'company.phone', 'contact.phoneError', 'tel', FIELD_MAX_LENGTH.phone],
] as const;

const ANOTHER_FIELDS = [
  ['name', 'contact.name', 'contact.nameError', 'name', FIELD_MAX_LENGTH.personName],
  ['email', 'contact.email', 'contact.emailError', 'email', FIELD_MAX_LENGTH.email],
  ['phone', 'contact.phone', 'contact.phoneError', 'tel', FIELD_MAX_LENGTH.phone],
] as const;

export function BillingStep({ context, send }: StepProps) {
  const { t } = useCheckoutI18n();
  const { country } = useCheckoutServices();
  const stored = context.session.billingDetails;
  const [customerType, setCustomerType] = useState<CustomerType>(
    stored?.customerType ?? 'personal',
  );
  const [hasRecipient, setHasRecipient] = useState(stored?.anotherContact !== undefined);

  const save = useCallback(
    (next: {
      customerType: CustomerType;
      company?: CompanyForm;
      anotherContact?: AnotherContactForm;
    }) => send({ type: 'draft', key: 'billingDetails', value: next }),
    [send],
  );
  const validateCompanyFields = useCallback(
    (values: FieldForm<keyof CompanyForm>) => validateCompany(country, values).fields,
    [country],
  );
  const validateAnotherFields = useCallback(
    (values: FieldForm<keyof AnotherContactForm>) => validateAnotherContact(country, values).fields,
    [country],
  );
  const company = useStepForm<keyof CompanyForm>({
    initial: stored?.company ?? emptyCompany(),
    validate: validateCompanyFields,
    onDraft: noDraft,
    idPrefix: 'co-company',
  });
  const another = useStepForm<keyof AnotherContactForm>({
    initial: stored?.anotherContact ?? emptyAnother(),
    validate: validateAnotherFields,
    onDraft: noDraft,
    idPrefix: 'co-another',
  });
  // One draft of the whole step whenever the person changes any part of it (not on opening).
  const opened = useRef(true);
  useEffect(() => {
    if (opened.current) {
      opened.current = false;
      return;
    }
    save({
      customerType,
      ...(customerType === 'corporate' ? { company: company.form } : {}),
      ...(hasRecipient ? { anotherContact: another.form } : {}),
    });
  }, [save, customerType, hasRecipient, company.form, another.form]);

  const invalid =
    (customerType === 'corporate' ? company.invalidCount : 0) +
    (hasRecipient ? another.invalidCount : 0);
  const tried = company.tried || another.tried;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const next = () => {
          save({
            customerType,
            ...(customerType === 'corporate' ? { company: company.form } : {}),
            ...(hasRecipient ? { anotherContact: another.form } : {}),
          });
          send({ type: 'step.submit', step: 'billing' });
        };
        const afterCompany = () => (hasRecipient ? another.submit(next) : next());
        if (customerType === 'corporate') company.submit(afterCompany);
        else afterCompany();
      }}
    >
      <fieldset className="co-fieldset co-choices">
        <legend>{t('billing.customerType')}</legend>
        {(['personal', 'corporate'] as const).map((type) => (
          <label key={type} className="co-choice">
            <input
              type="radio"
              name="co-customer-type"
              value={type}
              checked={customerType === type}
              onChange={() => {
                setCustomerType(type);
              }}
            />
            <span>{t(type === 'personal' ? 'billing.personal' : 'billing.corporate')}</span>
          </label>
        ))}
      </fieldset>
      {customerType === 'personal' && <p className="co-note">{t('billing.sameAsDelivery')}</p>}
      {customerType === 'corporate' && (
        <fieldset className="co-fieldset">
          {COMPANY_FIELDS.map(([key, label, error, autoComplete, maxLength]) => (
            <TextField
              key={key}
              id={`co-company-${key}`}
              label={t(label)}
              maxLength={maxLength}
              value={company.form[key].value}
              autoComplete={autoComplete}
              {...(key === 'fiscalCode' ? { hint: t('company.fiscalCodeHint') } : {})}
              {...(key === 'registrationNumber'
                ? { hint: t('company.registrationNumberHint') }
                : {})}
              onValue={(value) => company.set(key, value)}
              onBlur={() => company.blur(key)}
              error={company.showsError(key) ? t(error) : null}
            />
          ))}
        </fieldset>
      )}
      <label className="co-check">
        <input
          type="checkbox"
          checked={hasRecipient}
          onChange={(event) => {
            setHasRecipient(event.target.checked);
          }}
        />{' '}
        {t('another.toggle')}
      </label>
      {hasRecipient && (
        <fieldset className="co-fieldset">
          <legend>{t('another.title')}</legend>
          {ANOTHER_FIELDS.map(([key, label, error, autoComplete, maxLength]) => (
            <TextField
              key={key}
              id={`co-another-${key}`}
              label={t(label)}
              maxLength={maxLength}
              value={another.form[key].value}
              autoComplete={autoComplete}
              onValue={(value) => another.set(key, value)}
              onBlur={() => another.blur(key)}
              error={another.showsError(key) ? t(error) : null}
            />
          ))}
        </fieldset>
      )}
      <StepActions editing={context.editing !== null} invalidCount={invalid} tried={tried} />
    </form>
  );
}
