import {
  Button,
  Card,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Categories, JobTitles } from '../../../lib/queries/organisation';
import { CategoryCard } from './category-card';
import type { DeleteTarget } from './delete-target';

export type OverviewState = 'noCompany' | 'loading' | 'failed' | 'ready';

export interface OrganisationOverviewProps {
  state: OverviewState;
  categories: Categories;
  jobTitles: JobTitles;
  onRetry(): void;
  onDelete(target: DeleteTarget): void;
  onPrepareDelete(): void;
  openingKey: string | null;
}

const byName = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });

/**
 * Sorted here rather than trusted from the server, so that a category or job title just added
 * to the cache stands where the next fetch will put it instead of jumping there.
 */
function sortedByName<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => byName.compare(a.name, b.name));
}

/** Each category with its job titles, or what stands in for them (docs/screens.md#organisation). */
export function OrganisationOverview({
  state,
  categories,
  jobTitles,
  onRetry,
  onDelete,
  onPrepareDelete,
  openingKey,
}: OrganisationOverviewProps) {
  const { t } = useTranslation('organisation');
  const titleId = useId();
  const sections = useMemo(
    () =>
      sortedByName(categories).map((category) => ({
        category,
        jobTitles: sortedByName(jobTitles.filter((j) => j.categoryId === category.id)),
      })),
    [categories, jobTitles],
  );

  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {t('overview.title')}
      </Title>
      {state === 'noCompany' && <Text c="dimmed">{t('overview.chooseCompany')}</Text>}
      {state === 'loading' && (
        <div role="status">
          <VisuallyHidden>{t('overview.loading')}</VisuallyHidden>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {[0, 1, 2, 3].map((n) => (
              <Skeleton key={n} height={140} radius="md" />
            ))}
          </SimpleGrid>
        </div>
      )}
      {state === 'failed' && (
        <Card withBorder padding="lg">
          <Stack gap="sm" align="flex-start">
            <Text>{t('overview.loadFailed')}</Text>
            <Button
              variant="default"
              leftSection={<IconRefresh size={18} aria-hidden />}
              onClick={onRetry}
            >
              {t('overview.retry')}
            </Button>
          </Stack>
        </Card>
      )}
      {state === 'ready' && sections.length === 0 && (
        <Card withBorder padding="xl">
          <Stack gap={4} align="center" ta="center">
            <Text fw={600} size="lg">
              {t('overview.empty')}
            </Text>
            <Text c="dimmed" size="sm">
              {t('overview.emptyHint')}
            </Text>
          </Stack>
        </Card>
      )}
      {state === 'ready' && sections.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {sections.map(({ category, jobTitles: titles }) => (
            <CategoryCard
              key={category.id}
              category={category}
              jobTitles={titles}
              onPrepareDelete={onPrepareDelete}
              openingKey={openingKey}
              onDeleteCategory={() =>
                onDelete({
                  kind: 'category',
                  id: category.id,
                  name: category.name,
                  jobTitleNames: titles.map((j) => j.name),
                })
              }
              onDeleteJobTitle={(jobTitle) =>
                onDelete({ kind: 'jobTitle', id: jobTitle.id, name: jobTitle.name })
              }
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
