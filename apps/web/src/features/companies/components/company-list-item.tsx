import type { Company } from '@klokwerk/contract/companies';
import { Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconMail, IconMapPin, IconPencil, IconPhone, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeZoneLabel } from './time-zones';

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      {icon}
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

export interface CompanyListItemProps {
  company: Company;
  /** The form is open on this company. */
  editing: boolean;
  /** Its delete confirmation is loading. */
  opening: boolean;
  onEdit(): void;
  onDelete(): void;
  /** Fetches the confirmation dialog's code before the click. */
  onPrepareDelete(): void;
}

/** One company of the list: its details and its two actions, each naming the company. */
export function CompanyListItem({
  company,
  editing,
  opening,
  onEdit,
  onDelete,
  onPrepareDelete,
}: CompanyListItemProps) {
  const { t } = useTranslation('companies');
  const zoneLabel = useTimeZoneLabel();
  const place = [company.address, company.city].filter(Boolean).join(', ');
  const iconProps = {
    size: 16,
    stroke: 1.6,
    'aria-hidden': true,
    style: { flex: 'none', marginTop: 2 },
  };
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      style={editing ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
    >
      <Stack gap="xs">
        <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {company.companyName}
        </Title>
        <Stack gap={4}>
          <Detail icon={<IconMail {...iconProps} />}>{company.emailAddress}</Detail>
          {company.phoneNumber && (
            <Detail icon={<IconPhone {...iconProps} />}>{company.phoneNumber}</Detail>
          )}
          {place && <Detail icon={<IconMapPin {...iconProps} />}>{place}</Detail>}
          <Text size="xs" c="dimmed">
            {t('list.timeZone', { zone: zoneLabel(company.timeZone) })}
          </Text>
        </Stack>
        <Group gap="xs" justify="flex-end">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={onEdit}
            aria-pressed={editing}
          >
            {t('list.edit')}
            <VisuallyHidden> {company.companyName}</VisuallyHidden>
          </Button>
          <Button
            variant="light"
            color="red"
            size="xs"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onDelete}
            loading={opening}
            onPointerEnter={onPrepareDelete}
            onFocus={onPrepareDelete}
          >
            {t('list.delete')}
            <VisuallyHidden> {company.companyName}</VisuallyHidden>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
