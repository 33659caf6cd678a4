import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A table that is still loading: a few grey rows, announced once to screen readers. */
export function TableSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" role="status">
      <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <Skeleton key={i} height={36} />
      ))}
    </Stack>
  );
}
