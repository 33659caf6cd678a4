import type { TextFields } from '@klokwerk/contract/fields';
import { signupBody } from '@klokwerk/contract/signup';
import { Anchor, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/form-card';
import { focusFirstError } from '../../../lib/focus-first-error';
import { type SignupInput, useSignUp } from '../api/sign-up';
import { type SignupFailure, signupFailure } from '../lib/signup-failure';

type SignupValues = TextFields<SignupInput>;

const EMPTY: SignupValues = {
  companyName: '',
  firstName: '',
  lastName: '',
  email: '',
  userName: '',
  password: '',
};

/**
 * The trial sign-up: the company, the owner and the owner's sign-in, validated with the call's
 * own schema; a refused submit is shown at its field or in the banner.
 */
export function SignupForm({ onSignedUp }: { onSignedUp(): void }) {
  const { t } = useTranslation('signup');
  const signUp = useSignUp();
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [banner, setBanner] = useState<Extract<SignupFailure, { banner: string }> | null>(null);
  const form = useForm<SignupValues>({
    initialValues: EMPTY,
    validate: schemaResolver(signupBody, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    setBanner(null);
    signUp.mutate(values, {
      onSuccess: onSignedUp,
      onError: (error) => {
        const failure = signupFailure(error, Object.keys(EMPTY), t);
        if ('field' in failure) form.setFieldError(failure.field, failure.message);
        else setBanner(failure);
      },
    });
  }, focusFirstError);

  return (
    <FormCard
      onSubmit={submit}
      banner={
        banner && (
          <Stack gap="xs" align="flex-start">
            {banner.banner}
            {/* The contact form is on the landing page, a page of its own: a full load. */}
            {banner.tooManyRequests && <Anchor href="/#contact">{t('errors.contact')}</Anchor>}
          </Stack>
        )
      }
      label={t('form.label')}
      pending={signUp.isPending}
      submitLabel={t('form.submit')}
      pendingLabel={t('form.submitting')}
    >
      <TextInput
        label={t('form.companyName')}
        description={t('form.companyNameHint')}
        autoComplete="organization"
        size="md"
        required
        {...form.getInputProps('companyName')}
      />
      <TextInput
        label={t('form.firstName')}
        autoComplete="given-name"
        size="md"
        required
        {...form.getInputProps('firstName')}
      />
      <TextInput
        label={t('form.lastName')}
        autoComplete="family-name"
        size="md"
        required
        {...form.getInputProps('lastName')}
      />
      <TextInput
        type="email"
        label={t('form.email')}
        description={t('form.emailHint')}
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        size="md"
        required
        {...form.getInputProps('email')}
      />
      <TextInput
        label={t('form.userName')}
        description={t('form.userNameHint')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        size="md"
        required
        {...form.getInputProps('userName')}
      />
      <PasswordInput
        label={t('form.password')}
        description={t('form.passwordHint')}
        autoComplete="new-password"
        size="md"
        required
        visible={passwordVisible}
        onVisibilityChange={setPasswordVisible}
        visibilityToggleFocusable
        visibilityToggleButtonProps={{
          'aria-label': passwordVisible ? t('form.hidePassword') : t('form.showPassword'),
        }}
        {...form.getInputProps('password')}
      />
    </FormCard>
  );
}
