import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WageCostMessage } from './wage-cost-modal';

export const loadWageCostModal = () => import('./wage-cost-modal');

/**
 * The wage-cost modal's message, kept while the modal closes so its text does not vanish during
 * the fade. A failed load of the month opens it as 'Fout' (docs/screens.md#wage-cost), once per
 * failure: `failedAt` is when the load last failed, or null.
 */
export function useWageCostMessage(failedAt: number | null) {
  const { t } = useTranslation('reports');
  const [message, setMessage] = useState<WageCostMessage | null>(null);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    if (failedAt === null) return;
    setMessage({
      tone: 'error',
      title: t('wageCost.modal.loadFailedTitle'),
      text: t('wageCost.modal.loadFailedText'),
    });
    setOpened(true);
  }, [failedAt, t]);

  // The modal's code is fetched while the month loads: a result is seldom far behind.
  useEffect(() => void loadWageCostModal(), []);

  return {
    message,
    opened,
    open: (next: WageCostMessage) => {
      void loadWageCostModal();
      setMessage(next);
      setOpened(true);
    },
    close: () => setOpened(false),
  };
}
