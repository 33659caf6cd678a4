import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useId } from 'react';

export interface NewItemFormProps {
  title: string;
  submitLabel: string;
  onSubmit(event?: FormEvent<HTMLFormElement>): void;
  pending: boolean;
  /** The contract's message when no company is chosen. */
  companyError: ReactNode;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * The card of Nieuwe Categorie and Nieuwe Functie (docs/screens.md#organisation): a section
 * named by its title, the fields, the company's message when there is none, and the button
 * that adds.
 */
export function NewItemForm({
  title,
  submitLabel,
  onSubmit,
  pending,
  companyError,
  children,
}: NewItemFormProps) {
  const titleId = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id={titleId}>
            {title}
          </Title>
          {children}
          {companyError && (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {companyError}
            </Text>
          )}
          <Button
            type="submit"
            loading={pending}
            leftSection={<IconPlus size={18} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
