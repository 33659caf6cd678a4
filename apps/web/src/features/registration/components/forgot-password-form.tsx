import { type ForgotPasswordFields, forgotPasswordForm } from '@klokwerk/contract/registration';
import { TextInput } from '@mantine/core';
import { FormCard } from '../../../components/form-card';
import { useRequestResetLink } from '../api/request-reset-link';
import { useRegistrationText } from './registration-language';
import { useRegistrationForm } from './use-registration-form';

/**
 * The company name and the e-mail address (docs/screens.md#forgot-password): the name as the person types it
 * at sign-in, normalised before it is sent; "Geen bedrijfsnaam opgegeven." when nothing is left.
 */
export function ForgotPasswordForm({ onSent }: { onSent(): void }) {
  const { t } = useRegistrationText();
  const request = useRequestResetLink();
  const { inputProps, card } = useRegistrationForm<ForgotPasswordFields>(
    forgotPasswordForm,
    { tenantId: '', email: '' },
    (values, onError) => request.mutate(values, { onSuccess: onSent, onError }),
    { fallback: 'sendResetLink' },
  );

  return (
    <FormCard
      {...card}
      pending={request.isPending}
      submitLabel={t('forgot.submit')}
      pendingLabel={t('forgot.submitting')}
    >
      <TextInput
        label={t('forgot.companyName')}
        description={t('forgot.companyNameHint')}
        autoComplete="organization"
        size="md"
        required
        {...inputProps('tenantId')}
      />
      <TextInput
        type="email"
        label={t('forgot.email')}
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        size="md"
        required
        {...inputProps('email')}
      />
    </FormCard>
  );
}
