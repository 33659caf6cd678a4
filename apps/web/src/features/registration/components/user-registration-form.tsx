import type { TextFields } from '@klokwerk/contract/fields';
import { userRegistrationBody } from '@klokwerk/contract/registration';
import { TextInput } from '@mantine/core';
import type { UserLink } from '../api/get-user-link';
import type { LinkTarget } from '../api/link-request';
import { type UserRegistrationInput, useRegisterUser } from '../api/register-user';
import { FormCard } from './form-card';
import { PasswordField } from './password-field';
import { useRegistrationText } from './registration-language';
import { useRegistrationForm } from './use-registration-form';

type UserValues = TextFields<UserRegistrationInput>;

export interface UserRegistrationFormProps {
  link: LinkTarget;
  account: UserLink;
  onRegistered(): void;
  /** The link was used or expired while the form was open. */
  onLinkGone(): void;
}

/** The sign-in (docs/screens.md#user-registration): a user name and a password for the invitation's address. */
export function UserRegistrationForm({
  link,
  account,
  onRegistered,
  onLinkGone,
}: UserRegistrationFormProps) {
  const { t } = useRegistrationText();
  const register = useRegisterUser(link);
  const { form, inputProps, banner, clearBanner, onInvalid, onError } =
    useRegistrationForm<UserValues>(
      userRegistrationBody,
      {
        userName: '',
        password: '',
        email: account.email,
      },
      { onLinkGone },
    );

  const submit = form.onSubmit((values) => {
    clearBanner();
    register.mutate(values, { onSuccess: onRegistered, onError });
  }, onInvalid);

  return (
    <FormCard
      onSubmit={submit}
      banner={banner}
      pending={register.isPending}
      submitLabel={t('user.submit')}
      pendingLabel={t('user.submitting')}
    >
      <TextInput
        label={t('user.email')}
        description={t('user.emailHint')}
        size="md"
        variant="filled"
        readOnly
        {...inputProps('email')}
      />
      <TextInput
        label={t('user.userName')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        size="md"
        required
        {...inputProps('userName')}
      />
      <PasswordField label={t('user.password')} {...inputProps('password')} />
    </FormCard>
  );
}
