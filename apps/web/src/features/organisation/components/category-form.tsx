import { categoryBody } from '@klokwerk/contract/organisation';
import { TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShowBanner } from '../../../components/signed-in/use-banner';
import { ApiError } from '../../../lib/api-client';
import { type CreatedCategory, useCreateCategory } from '../api/create-category';
import { NewItemForm } from './new-item-form';
import { failureText } from './notice';

/** The server's own rules and messages (docs/screens.md#organisation), the company included. */
const validateCategory = schemaResolver(categoryBody, { sync: true });

export interface CategoryFormProps {
  companyId: number | null;
  onNotice: ShowBanner;
  onCreated(category: CreatedCategory): void;
}

/** The form Nieuwe Categorie; after a success the name is empty again and keeps the focus. */
export function CategoryForm({ companyId, onNotice, onCreated }: CategoryFormProps) {
  const { t } = useTranslation('organisation');
  const nameRef = useRef<HTMLInputElement>(null);
  const create = useCreateCategory();
  const form = useForm({
    initialValues: { name: '' },
    validate: (values) => validateCategory({ ...values, companyId: companyId ?? '' }),
  });

  const submit = form.onSubmit((values) => {
    // Validation has passed: the body is the schema's output, trimmed and with numeric ids.
    create.mutate(categoryBody.parse({ ...values, companyId }), {
      onSuccess: (created) => {
        form.reset();
        nameRef.current?.focus();
        onNotice('success', t('success.createCategory'));
        onCreated(created);
      },
      onError: (error) => {
        onNotice('error', failureText(t('errors.createCategory'), error));
        // A name the company already has: mark the field too, the banner goes after 5 s.
        if (error instanceof ApiError && error.field === 'name') {
          form.setFieldError('name', error.message);
        }
      },
    });
  });

  return (
    <NewItemForm
      title={t('categoryForm.title')}
      submitLabel={t('categoryForm.submit')}
      onSubmit={submit}
      pending={create.isPending}
      companyError={form.errors.companyId}
    >
      <TextInput
        ref={nameRef}
        label={t('categoryForm.name')}
        placeholder={t('categoryForm.placeholder')}
        required
        maxLength={100}
        {...form.getInputProps('name')}
      />
    </NewItemForm>
  );
}
