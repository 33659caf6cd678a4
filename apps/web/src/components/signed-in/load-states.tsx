import { Alert, Button, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../lib/api-client';

/** Grey bars while a list loads, announced to a screen reader. */
export function LoadingRows({ rows = 3, height = 56 }: { rows?: number; height?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" role="status">
      <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders without identity.
        <Skeleton key={index} height={height} radius="md" />
      ))}
    </Stack>
  );
}

/** A load that failed: what, the server's reason, and a way to try again. */
export function LoadFailed({
  title,
  error,
  retryLabel,
  onRetry,
}: {
  title: string;
  error: unknown;
  retryLabel: string;
  onRetry(): void;
}) {
  return (
    <RetryAlert retryLabel={retryLabel} onRetry={onRetry} gap="xs">
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Text size="sm">{error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE}</Text>
    </RetryAlert>
  );
}

/** Something that failed, said in a line, and a way to try again. */
export function RetryAlert({
  children,
  retryLabel,
  onRetry,
  gap = 'sm',
}: {
  children: ReactNode;
  retryLabel: string;
  onRetry(): void;
  /** Between the lines and the button: closer when a title and a reason come first. */
  gap?: 'xs' | 'sm';
}) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      <Stack gap={gap} align="flex-start">
        {children}
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
