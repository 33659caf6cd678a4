import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/signed-in/load-states';

/** The red banner of a failed load (docs/screens.md#reports), with a way to try again. */
export function LoadError({ text, onRetry }: { text: string; onRetry(): void }) {
  const { t } = useTranslation('reports');
  return (
    <RetryAlert retryLabel={t('retry')} onRetry={onRetry}>
      {text}
    </RetryAlert>
  );
}
