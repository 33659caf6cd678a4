import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Categories, JobTitles } from '../../../lib/queries/organisation';
import { targetKey } from './delete-target';
import classes from './organisation.module.css';

export interface CategoryCardProps {
  category: Categories[number];
  jobTitles: JobTitles;
  onDeleteCategory(): void;
  onDeleteJobTitle(jobTitle: JobTitles[number]): void;
  /** Fetches the confirmation dialog's code before it is needed. */
  onPrepareDelete(): void;
  /** The delete button whose dialog is loading (targetKey), if any. */
  openingKey: string | null;
}

/** One category of the overview: its job-title count, its job titles and the delete buttons. */
export function CategoryCard({
  category,
  jobTitles,
  onDeleteCategory,
  onDeleteJobTitle,
  onPrepareDelete,
  openingKey,
}: CategoryCardProps) {
  const { t } = useTranslation('organisation');
  const titleId = useId();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Stack gap={4} align="flex-start" miw={0}>
            <Title order={3} size="h4" id={titleId} className={classes.name}>
              {category.name}
            </Title>
            <Badge variant="outline" color="gray" tt="none">
              {t('counts.jobTitles', { count: jobTitles.length })}
            </Badge>
          </Stack>
          <Button
            variant="light"
            color="red"
            size="xs"
            leftSection={<IconTrash size={16} aria-hidden />}
            aria-label={t('overview.deleteCategory', { name: category.name })}
            loading={openingKey === targetKey({ kind: 'category', id: category.id })}
            onClick={onDeleteCategory}
            onPointerEnter={onPrepareDelete}
            onFocus={onPrepareDelete}
            style={{ flexShrink: 0 }}
          >
            {t('overview.delete')}
          </Button>
        </Group>
        {jobTitles.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('overview.noJobTitles')}
          </Text>
        ) : (
          <ul
            className={classes.jobTitles}
            aria-label={t('overview.jobTitlesOf', { name: category.name })}
          >
            {jobTitles.map((jobTitle) => (
              <li key={jobTitle.id} className={classes.jobTitle}>
                <Text size="sm" className={classes.name}>
                  {jobTitle.name}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('overview.deleteJobTitle', { name: jobTitle.name })}
                  loading={openingKey === targetKey({ kind: 'jobTitle', id: jobTitle.id })}
                  onClick={() => onDeleteJobTitle(jobTitle)}
                  onPointerEnter={onPrepareDelete}
                  onFocus={onPrepareDelete}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Card>
  );
}
