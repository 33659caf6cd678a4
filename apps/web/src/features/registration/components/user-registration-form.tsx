import type { TextFields } from '@klokwerk/contract/fields';
import { userRegistrationBody } from '@klokwerk/contract/registration';
import { TextInput } from '@mantine/core';
import type { UserLink } from '../api/get-user-link';
import type { LinkTarget } from '../api/link-request';
import { type UserRegistrationInput, useRegisterUser } from '../api/register-user';
import { InvitationForm } from './invitation-form';
import { PasswordField } from './password-field';
import { useRegistrationText } from './registration-language';

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
  return (
    <InvitationForm<UserValues>
      page="user"
      schema={userRegistrationBody}
      initialValues={{ userName: '', password: '', email: account.email }}
      register={register}
      onRegistered={onRegistered}
      onLinkGone={onLinkGone}
    >
      {(inputProps) => (
        <>
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
        </>
      )}
    </InvitationForm>
  );
}
