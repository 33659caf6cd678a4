import { resetPasswordBody } from '@klokwerk/contract/registration';
import { useState } from 'react';
import type { LinkTarget } from '../api/link-request';
import { type PasswordReset, useResetPassword } from '../api/reset-password';
import { type PasswordPair, passwordsMatch } from '../lib/passwords-match';
import { FormCard } from './form-card';
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
  const { form, inputProps, banner, clearBanner, onInvalid, onError } =
    useRegistrationForm<PasswordPair>(
      resetPasswordBody,
      { newPassword: '', confirmPassword: '' },
      { alsoCheck: passwordsMatch, onLinkGone, fallback: 'resetPassword' },
    );

  const submit = form.onSubmit(({ newPassword }) => {
    clearBanner();
    reset.mutate({ newPassword }, { onSuccess: onReset, onError });
  }, onInvalid);

  return (
    <FormCard
      onSubmit={submit}
      banner={banner}
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
