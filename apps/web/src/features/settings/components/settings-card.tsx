import { Card, Group, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconChevronRight, IconExternalLink } from '@tabler/icons-react';
import { type ComponentType, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './settings-card.module.css';

export interface SettingsCardProps {
  title: string;
  description: string;
  icon: ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;
  /** A path of the app, or an address outside it (the billing portal), opened in a new tab. */
  to: string;
  external?: boolean;
}

// mantine-focus-auto: Mantine's visible focus ring for keyboard users, which Card lacks.
const cardClass = `${classes.card} mantine-focus-auto`;

/**
 * One card of the settings page: a link whose name is its title and whose description is read
 * after it, so a screen reader's list of links stays short.
 */
export function SettingsCard({ title, description, icon: Icon, to, external }: SettingsCardProps) {
  const { t } = useTranslation('settings');
  const titleId = useId();
  const descriptionId = useId();
  const Arrow = external ? IconExternalLink : IconChevronRight;
  const content = (
    <Group wrap="nowrap" gap="md" align="flex-start">
      <ThemeIcon variant="light" size={48} radius="md">
        <Icon size={28} stroke={1.6} aria-hidden />
      </ThemeIcon>
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Text id={titleId} fw={600} fz="lg">
          {title}
          {external && ' '}
          {external && <VisuallyHidden>{t('opensInNewTab')}</VisuallyHidden>}
        </Text>
        <Text id={descriptionId} size="sm" c="dimmed">
          {description}
        </Text>
      </Stack>
      <Arrow size={20} stroke={1.6} aria-hidden className={classes.arrow} />
    </Group>
  );
  const cardProps = {
    withBorder: true,
    padding: 'lg',
    radius: 'md',
    className: cardClass,
    'aria-labelledby': titleId,
    'aria-describedby': descriptionId,
  } as const;
  return external ? (
    <Card component="a" href={to} target="_blank" rel="noopener noreferrer" {...cardProps}>
      {content}
    </Card>
  ) : (
    <Card component={Link} to={to} {...cardProps}>
      {content}
    </Card>
  );
}
