import { Alert, Button, Loader, Paper, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';

export interface FormCardProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** What went wrong with the last submit, when no field can say it. */
  banner: ReactNode;
  /** The form's name for a screen reader, where the page's heading does not name it. */
  label?: string;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}

/**
 * The card a form of the public pages sits in (sign-up, registration, password): the banner on
 * top, the full-width button below, which says that it works while the call runs.
 */
export function FormCard({
  onSubmit,
  banner,
  label,
  pending,
  submitLabel,
  pendingLabel,
  children,
}: FormCardProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={onSubmit} noValidate aria-label={label}>
        <Stack gap="md">
          {banner && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {banner}
            </Alert>
          )}
          {children}
          <Button
            type="submit"
            size="md"
            fullWidth
            disabled={pending}
            leftSection={pending ? <Loader size="xs" color="gray" /> : undefined}
          >
            {pending ? pendingLabel : submitLabel}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
