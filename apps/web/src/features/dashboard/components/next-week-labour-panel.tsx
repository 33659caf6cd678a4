import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TodayPanel } from './today-panel';

export interface NextWeekLabourPanelProps {
  /** The Monday of next week ('yyyy-mm-dd'): the roster opens on it. */
  monday: string;
  violations: number;
  failed: boolean;
  /** The check has answered: until then no verdict is shown. */
  checked: boolean;
}

/** Next week's breaches of the Arbeidstijdenwet; when there are some, a link to that week. */
export function NextWeekLabourPanel({
  monday,
  violations,
  failed,
  checked,
}: NextWeekLabourPanelProps) {
  const { t } = useTranslation();
  return (
    <TodayPanel title={t('today.labour')}>
      {failed ? (
        <Text size="sm">{t('today.labourFailed')}</Text>
      ) : violations === 0 ? (
        <Text size="sm" c="dimmed">
          {checked ? t('today.labourNone') : ''}
        </Text>
      ) : (
        <Anchor component={Link} to={`/Schedulepro?datum=${monday}`} size="sm" fw={600} c="red.9">
          {t('today.labourFindings', { count: violations })}
        </Anchor>
      )}
    </TodayPanel>
  );
}
