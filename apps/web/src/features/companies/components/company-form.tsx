import { type Company, companyBody, DEFAULT_TIME_ZONE } from '@klokwerk/contract/companies';
import type { TextFields } from '@klokwerk/contract/fields';
import {
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { type CompanyInput, useCreateCompany } from '../api/create-company';
import { useUpdateCompany } from '../api/update-company';
import { useTimeZoneOptions } from './time-zones';

/** Every field of the contract's form as the inputs hold it: text, empty when left open. */
type CompanyFormValues = TextFields<CompanyInput>;

const validate = schemaResolver(companyBody, { sync: true });

function valuesOf(company: Company | null): CompanyFormValues {
  return {
    companyName: company?.companyName ?? '',
    emailAddress: company?.emailAddress ?? '',
    phoneNumber: company?.phoneNumber ?? '',
    address: company?.address ?? '',
    city: company?.city ?? '',
    timeZone: company?.timeZone ?? DEFAULT_TIME_ZONE,
  };
}

export interface CompanyFormProps {
  /** The company being edited, or null for a new one. Remount (key) to switch. */
  editing: Company | null;
  onSaved(company: Company, action: 'create' | 'update'): void;
  onFailed(action: 'create' | 'update', error: unknown): void;
  onCancel(): void;
}

/**
 * Create or edit a company (docs/screens.md#company-management): name and e-mail required with the contract's one
 * message, the rest optional: the contract trims them and sends empty ones as null.
 */
export function CompanyForm({ editing, onSaved, onFailed, onCancel }: CompanyFormProps) {
  const { t } = useTranslation('companies');
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const form = useForm({
    initialValues: valuesOf(editing),
    validate,
    // What the server stores: trimmed, empty optional fields as null (docs/screens.md#company-management).
    transformValues: (values: CompanyFormValues) => companyBody.parse(values),
  });
  const zones = useTimeZoneOptions(form.values.timeZone);
  const firstField = useRef<HTMLInputElement>(null);
  const action = editing ? 'update' : 'create';

  // Bewerken in the list brings the form into view (below the list on a phone) with the name
  // focused, so the keyboard user lands where the work is.
  useEffect(() => {
    if (!editing) return;
    firstField.current?.scrollIntoView({ block: 'center' });
    firstField.current?.focus({ preventScroll: true });
  }, [editing]);

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.field && error.field in form.values) {
      form.setFieldError(error.field, error.message);
    }
    onFailed(action, error);
  };

  const submit = form.onSubmit((values) => {
    if (editing) {
      update.mutate(
        { id: editing.companyId, body: values },
        { onSuccess: (saved) => onSaved(saved, 'update'), onError: failed },
      );
    } else {
      create.mutate(values, {
        onSuccess: (saved) => {
          form.reset();
          onSaved(saved, 'create');
        },
        onError: failed,
      });
    }
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate aria-labelledby="company-form-title">
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} size="h3" id="company-form-title">
              {editing ? t('form.editTitle') : t('form.createTitle')}
            </Title>
            {editing && (
              <Text size="sm" c="dimmed">
                {t('form.editing', { name: editing.companyName })}
              </Text>
            )}
          </Stack>
          <TextInput
            ref={firstField}
            label={t('form.companyName')}
            autoComplete="organization"
            required
            {...form.getInputProps('companyName')}
          />
          <TextInput
            label={t('form.emailAddress')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('emailAddress')}
          />
          <TextInput
            label={t('form.phoneNumber')}
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('phoneNumber')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('form.address')}
              autoComplete="street-address"
              {...form.getInputProps('address')}
            />
            <TextInput
              label={t('form.city')}
              autoComplete="address-level2"
              {...form.getInputProps('city')}
            />
          </SimpleGrid>
          <Select
            label={t('form.timeZone')}
            description={t('form.timeZoneHint')}
            data={zones}
            allowDeselect={false}
            {...form.getInputProps('timeZone')}
          />
          <Group justify="flex-end" gap="sm">
            {editing && (
              <Button variant="default" onClick={onCancel}>
                {t('form.cancel')}
              </Button>
            )}
            <Button type="submit" loading={create.isPending || update.isPending}>
              {editing ? t('form.save') : t('form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
