import { jobTitleBody } from '@klokwerk/contract/organisation';
import { Select, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShowBanner } from '../../../components/signed-in/use-banner';
import { ApiError } from '../../../lib/api-client';
import type { Categories } from '../../../lib/queries/organisation';
import { useCreateJobTitle } from '../api/create-job-title';
import { NewItemForm } from './new-item-form';
import { failureText } from './notice';

/** The server's own rules and messages (docs/screens.md#organisation), company and category included. */
const validateJobTitle = schemaResolver(jobTitleBody, { sync: true });

export interface JobTitleFormProps {
  companyId: number | null;
  categories: Categories;
  /**
   * The chosen category, kept by the screen: it follows a category just created and is let go
   * when that category is deleted or another company is chosen.
   */
  categoryId: string | null;
  onCategoryChange(categoryId: string | null): void;
  onNotice: ShowBanner;
}

/**
 * The form Nieuwe Functie. After a success the name is empty again with the focus, and the
 * category stays chosen: several job titles of one category follow each other.
 */
export function JobTitleForm({
  companyId,
  categories,
  categoryId,
  onCategoryChange,
  onNotice,
}: JobTitleFormProps) {
  const { t } = useTranslation('organisation');
  const nameRef = useRef<HTMLInputElement>(null);
  const create = useCreateJobTitle();
  const form = useForm({
    initialValues: { name: '' },
    validate: (values) =>
      validateJobTitle({ ...values, companyId: companyId ?? '', categoryId: categoryId ?? '' }),
  });

  const submit = form.onSubmit((values) => {
    // Validation has passed: the body is the schema's output, trimmed and with numeric ids.
    create.mutate(jobTitleBody.parse({ ...values, companyId, categoryId }), {
      onSuccess: () => {
        form.reset();
        nameRef.current?.focus();
        onNotice('success', t('success.createJobTitle'));
      },
      onError: (error) => {
        onNotice('error', failureText(t('errors.createJobTitle'), error));
        if (error instanceof ApiError && (error.field === 'name' || error.field === 'categoryId')) {
          form.setFieldError(error.field, error.message);
        }
      },
    });
  });

  const options = categories.map((category) => ({
    value: String(category.id),
    label: category.name,
  }));

  return (
    <NewItemForm
      title={t('jobTitleForm.title')}
      submitLabel={t('jobTitleForm.submit')}
      onSubmit={submit}
      pending={create.isPending}
      companyError={form.errors.companyId}
    >
      <TextInput
        ref={nameRef}
        label={t('jobTitleForm.name')}
        placeholder={t('jobTitleForm.placeholder')}
        required
        maxLength={100}
        {...form.getInputProps('name')}
      />
      <Select
        label={t('jobTitleForm.category')}
        placeholder={
          options.length > 0
            ? t('jobTitleForm.categoryPlaceholder')
            : t('jobTitleForm.noCategories')
        }
        data={options}
        value={categoryId}
        onChange={(value) => {
          onCategoryChange(value);
          form.clearFieldError('categoryId');
        }}
        required
        disabled={options.length === 0}
        searchable={options.length > 7}
        allowDeselect={false}
        error={form.errors.categoryId}
      />
    </NewItemForm>
  );
}
