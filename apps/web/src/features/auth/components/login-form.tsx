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
import { IconAlertCircle } from '@tabler/icons-react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { type LoginInput, loadLoginContract, login } from '../api/login';
import { t } from '../login-texts';

type Field = 'tenantId' | 'userName' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

function isField(key: unknown): key is Field {
  return key === 'tenantId' || key === 'userName' || key === 'password';
}

function failureMessage(error: unknown): string {
  // Only an unreachable server gets its own text: "check your details" would mislead there.
  // Every answer the server gives (401, 429, …) stays the spec's single message (docs/screens.md#sign-in).
  return error instanceof ApiError && error.status === 0 ? error.message : t('login.failed');
}

/**
 * The contract's rules and Dutch messages for the form, the first message of each field. Should
 * their chunk not load, the form lets the submit through: login() needs the same chunk and
 * reports the unreachable server.
 */
async function validate(values: LoginInput): Promise<FieldErrors> {
  const contract = await loadLoginContract().catch(() => null);
  const errors: FieldErrors = {};
  for (const issue of contract?.loginBody.safeParse(values).error?.issues ?? []) {
    const field = issue.path[0];
    if (isField(field)) errors[field] ??= issue.message;
  }
  return errors;
}

/** The rules are fetched as soon as someone reaches for the form; a failure shows on submit. */
function prefetchRules(): void {
  loadLoginContract().catch(() => undefined);
}

/**
 * The sign-in form. On success the sign-in is stored and the login page moves on; the button
 * stays busy until the next page has replaced this one. Its few fields keep their values and
 * messages in plain state, as @mantine/form would (a field's message goes when it changes):
 * that library, 6 KB over the wire, is more than /login's budget leaves (docs/ARCHITECTURE.md).
 */
export function LoginForm() {
  const [values, setValues] = useState<LoginInput>({
    tenantId: '',
    userName: '',
    password: '',
    remember: false,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  // From the press until the rules have been checked and the server has answered: the rules
  // may still be on their way when someone signs in at once.
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [passwordVisible, setPasswordVisible] = useState(false);

  // A field's message goes as soon as it is changed; the others wait for the next press.
  const input = (field: Field) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors(({ [field]: _cleared, ...others }) => others);
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const found = await validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setBusy(false);
      return;
    }
    setFailure(null);
    try {
      await login(values);
    } catch (error) {
      console.warn('Inloggen mislukt', error instanceof ApiError ? error.code : error);
      setFailure(failureMessage(error));
      setValues((current) => ({ ...current, password: '' }));
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onFocus={prefetchRules}
      onPointerEnter={prefetchRules}
      noValidate
    >
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('login.companyName')}
          autoComplete="organization"
          required
          {...input('tenantId')}
        />
        <TextInput
          label={t('login.userName')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...input('userName')}
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
          {...input('password')}
        />
        <Group justify="space-between" gap="sm">
          <Checkbox
            label={t('login.remember')}
            checked={values.remember}
            onChange={(event) => {
              const { checked } = event.currentTarget;
              setValues((current) => ({ ...current, remember: checked }));
            }}
          />
          {/* A full page load: the page to reset a password is the app's (index.html). */}
          <Anchor href="/forgot-password" size="sm">
            {t('login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={busy}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
