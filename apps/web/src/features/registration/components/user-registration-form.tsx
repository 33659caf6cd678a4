import { userRegistrationBody } from '@klokwerk/contract/registration';
import { Alert, Button, Loader, Paper, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { UserLink } from '../api/get-user-link';
import type { LinkTarget } from '../api/link-request';
import { type UserRegistrationInput, useRegisterUser } from '../api/register-user';
import { useRegistrationText } from './registration-language';
import { useRegistrationForm } from './use-registration-form';

type UserValues = Record<keyof UserRegistrationInput, string>;

export interface UserRegistrationFormProps {
  link: LinkTarget;
  account: UserLink;
  onRegistered(): void;
  /** The link was used or expired while the form was open. */
  onLinkGone(): void;
}

/** The sign-in (spec part 2 §2): a user name and a password for the invitation's address. */
export function UserRegistrationForm({
  link,
  account,
  onRegistered,
  onLinkGone,
}: UserRegistrationFormProps) {
  const { t } = useRegistrationText();
  const register = useRegisterUser(link);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const { form, inputProps, banner, clearBanner, onInvalid, onError } =
    useRegistrationForm<UserValues>(
      userRegistrationBody,
      {
        userName: '',
        password: '',
        email: account.email,
      },
      onLinkGone,
    );

  const submit = form.onSubmit((values) => {
    clearBanner();
    register.mutate(values, { onSuccess: onRegistered, onError });
  }, onInvalid);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {banner && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {banner}
            </Alert>
          )}
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
          <PasswordInput
            label={t('user.password')}
            description={t('user.passwordHint')}
            autoComplete="new-password"
            size="md"
            required
            visible={passwordVisible}
            onVisibilityChange={setPasswordVisible}
            visibilityToggleFocusable
            visibilityToggleButtonProps={{
              'aria-label': passwordVisible ? t('user.hidePassword') : t('user.showPassword'),
            }}
            {...inputProps('password')}
          />
          <Button
            type="submit"
            size="md"
            fullWidth
            disabled={register.isPending}
            leftSection={register.isPending ? <Loader size="xs" color="gray" /> : undefined}
          >
            {register.isPending ? t('user.submitting') : t('user.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
