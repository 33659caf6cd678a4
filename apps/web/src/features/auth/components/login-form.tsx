import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  TextInput,
} from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { type LoginInput, loadLoginContract, useLogin } from '../api/login';

function failureMessage(error: unknown, fallback: string): string {
  // Only an unreachable server gets its own text: "check your details" would mislead there.
  // Every answer the server gives (401, 429, …) stays the spec's single message (docs/screens.md#sign-in).
  return error instanceof ApiError && error.status === 0 ? error.message : fallback;
}

/**
 * The contract's rules and Dutch messages for the form. Should their chunk not load, the form
 * lets the submit through: login() needs the same chunk and reports the unreachable server.
 */
async function validate(values: LoginInput): Promise<FormErrors> {
  const contract = await loadLoginContract().catch(() => null);
  return contract ? schemaResolver(contract.loginBody, { sync: true })(values) : {};
}

/** The rules are fetched as soon as someone reaches for the form; a failure shows on submit. */
function prefetchRules(): void {
  loadLoginContract().catch(() => undefined);
}

/** The sign-in form; on success the sign-in is stored and the login page moves on. */
export function LoginForm() {
  const { t } = useTranslation();
  const login = useLogin();
  const [passwordVisible, setPasswordVisible] = useState(false);
  const form = useForm<LoginInput>({
    initialValues: { tenantId: '', userName: '', password: '', remember: false },
    validate,
  });

  const submit = form.onSubmit((values) => {
    login.mutate(values, {
      onError: (error) => {
        console.warn('Inloggen mislukt', error instanceof ApiError ? error.code : error);
        form.setFieldValue('password', '');
      },
    });
  });

  return (
    <form onSubmit={submit} onFocus={prefetchRules} onPointerEnter={prefetchRules} noValidate>
      <Stack gap="md">
        {login.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {failureMessage(login.error, t('login.failed'))}
          </Alert>
        )}
        <TextInput
          label={t('login.companyName')}
          autoComplete="organization"
          required
          {...form.getInputProps('tenantId')}
        />
        <TextInput
          label={t('login.userName')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...form.getInputProps('userName')}
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          required
          visible={passwordVisible}
          onVisibilityChange={setPasswordVisible}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{
            'aria-label': passwordVisible ? t('login.hidePassword') : t('login.showPassword'),
          }}
          {...form.getInputProps('password')}
        />
        <Group justify="space-between" gap="sm">
          <Checkbox
            label={t('login.remember')}
            {...form.getInputProps('remember', { type: 'checkbox' })}
          />
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('login.forgot')}
          </Anchor>
        </Group>
        {/* submitting: the rules may still be on their way when someone signs in at once. */}
        <Button type="submit" size="md" fullWidth loading={login.isPending || form.submitting}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
