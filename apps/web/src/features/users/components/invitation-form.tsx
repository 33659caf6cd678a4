import type { Role } from '@klokwerk/domain/roles';
import {
  Alert,
  Button,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BannerAlert } from '../../../components/signed-in/banner-alert';
import { useBanner } from '../../../components/signed-in/use-banner';
import { roleOptions } from '../../../lib/role-options';
import { useCreateInvitation } from '../api/create-invitation';
import { invitationFailure } from '../lib/failure-messages';
import {
  EMPTY_INVITATION,
  type InvitationValues,
  invitationBodyOf,
  validateInvitation,
} from '../lib/invitation-values';

export interface InvitationFormProps {
  companyId: number | null;
  /** The signed-in user's role: it decides which roles may be given (docs/roles-and-policies.md). */
  actorRole: Role | null;
}

/**
 * Registratielink Genereren (docs/screens.md#registration-links): e-mail, names and role, all required,
 * validated with the contract's own messages; the server's answer shows above the form.
 */
export function InvitationForm({ companyId, actorRole }: InvitationFormProps) {
  const { t } = useTranslation('users');
  const invite = useCreateInvitation();
  const { banner, show, close } = useBanner();
  const form = useForm<InvitationValues>({
    initialValues: EMPTY_INVITATION,
    validate: (values) => validateInvitation(companyId, values),
  });

  const submit = form.onSubmit((values) => {
    close();
    invite.mutate(invitationBodyOf(companyId, values), {
      onSuccess: () => {
        show('success', t('form.success'));
        form.reset();
      },
      onError: (error) => show('error', invitationFailure(error, t)),
    });
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate aria-labelledby="invitation-form-title">
        <Stack gap="md">
          <Title order={2} size="h3" id="invitation-form-title">
            {t('form.title')}
          </Title>
          <BannerAlert banner={banner} onClose={close} />
          {form.errors.companyId && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {form.errors.companyId}
            </Alert>
          )}
          <TextInput
            type="email"
            label={t('form.email')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            {...form.getInputProps('email')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('form.firstName')}
              autoComplete="off"
              required
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t('form.lastName')}
              autoComplete="off"
              required
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <Select
            label={t('form.role')}
            placeholder={t('form.rolePlaceholder')}
            data={roleOptions(actorRole)}
            allowDeselect={false}
            required
            {...form.getInputProps('role')}
          />
          <Button
            type="submit"
            disabled={invite.isPending}
            leftSection={invite.isPending ? <Loader size="xs" color="gray" /> : undefined}
          >
            {invite.isPending ? t('form.submitting') : t('form.submit')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('form.help')} {t('form.noMailServer')}
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
