import { resetPasswordBody } from '@klokwerk/contract/registration';
import { useState } from 'react';
import { FormCard } from '../../../components/form-card';
import type { LinkTarget } from '../api/link-request';
import { type PasswordReset, useResetPassword } from '../api/reset-password';
import { type PasswordPair, passwordsMatch } from '../lib/passwords-match';
import { PasswordField } from './password-field';
import { useRegistrationText } from './registration-language';
import { useRegistrationForm } from './use-registration-form';

export interface ResetPasswordFormProps {
  link: LinkTarget;
  onReset(reset: PasswordReset): void;
  /** The link was used or expired: the page says so and offers a new one. */
  onLinkGone(): void;
}

/** The new password twice (docs/screens.md#reset-password), held to the one policy (docs/security.md#passwords). */
export function ResetPasswordForm({ link, onReset, onLinkGone }: ResetPasswordFormProps) {
  const { t } = useRegistrationText();
  const reset = useResetPassword(link);
  // One eye for both fields: whoever shows the first wants to compare it with the second.
  const visibility = useState(false);
  const { inputProps, card } = useRegistrationForm<PasswordPair>(
    resetPasswordBody,
    { newPassword: '', confirmPassword: '' },
    ({ newPassword }, onError) => reset.mutate({ newPassword }, { onSuccess: onReset, onError }),
    { alsoCheck: passwordsMatch, onLinkGone, fallback: 'resetPassword' },
  );

  return (
    <FormCard
      {...card}
      pending={reset.isPending}
      submitLabel={t('reset.submit')}
      pendingLabel={t('reset.submitting')}
    >
      <PasswordField
        label={t('reset.newPassword')}
        visibility={visibility}
        {...inputProps('newPassword')}
      />
      <PasswordField
        label={t('reset.confirmPassword')}
        description={undefined}
        visibility={visibility}
        {...inputProps('confirmPassword')}
      />
    </FormCard>
  );
}
