import { wageCostCsvName } from '@klokwerk/domain/report-csv';
import { Button, Group } from '@mantine/core';
import { IconCalculator, IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WageCostReport } from '../api/get-wage-cost';
import { failureText } from '../lib/error-text';
import type { Period } from '../lib/period';
import { ExportButton } from './export-button';
import type { WageCostMessage } from './wage-cost-modal';

export interface WageCostActionsProps {
  companyId: number;
  period: Period;
  /** The calculation shown, or null before Bereken Kosten. */
  report: WageCostReport | null;
  /** The month's first load: Bereken Kosten waits for it. */
  loading: boolean;
  calculating: boolean;
  saving: boolean;
  onCalculate(): void;
  onSave(): void;
  onMessage(message: WageCostMessage): void;
}

/** Bereken Kosten, Opslaan and Exporteer (CSV): the last two once a calculation has rows. */
export function WageCostActions({ companyId, period, report, ...props }: WageCostActionsProps) {
  const { t } = useTranslation('reports');
  const hasRows = report !== null && report.rows.length > 0;
  return (
    <Group gap="sm" wrap="wrap">
      <Button
        leftSection={<IconCalculator size={18} aria-hidden />}
        loading={props.calculating}
        disabled={props.loading && !props.calculating}
        onClick={props.onCalculate}
      >
        {t('wageCost.calculate')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconDeviceFloppy size={18} aria-hidden />}
        disabled={!hasRows}
        loading={props.saving}
        onClick={props.onSave}
      >
        {t('wageCost.save')}
      </Button>
      <ExportButton
        input={hasRows ? { report: 'wage-cost', companyId, period } : null}
        fallbackName={wageCostCsvName(period.year, period.month)}
        onFailed={(error) =>
          props.onMessage({
            tone: 'error',
            title: t('wageCost.modal.exportFailedTitle'),
            text: failureText(t('loadFailed'), error),
          })
        }
      />
    </Group>
  );
}
