import { formatNumber } from '@klokwerk/domain/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import type { Session } from '../../../lib/session';
import { useWageCost, type WageCostReport } from '../api/get-wage-cost';
import { useSaveExpense } from '../api/save-expense';
import { periodKey } from '../lib/period';
import { usePeriod } from '../lib/use-period';
import { useReportCompany } from '../lib/use-report-company';
import { useWageCostMessage } from './use-wage-cost-message';

/**
 * Loonkosten's company, month and figures: the month loads on entry and on every new month,
 * Bereken Kosten fetches it again and shows it, Opslaan stores its total incl. surcharges; each outcome is told
 * in the modal.
 */
export function useWageCostReport(session: Session) {
  const { t } = useTranslation('reports');
  const company = useReportCompany(session);
  const [period, setPeriod] = usePeriod();
  const query = useWageCost(company.companyId, period);
  const save = useSaveExpense();
  const scope = `${company.companyId}:${periodKey(period)}`;
  // The calculation shown, for the company and month it was made for.
  const [calculated, setCalculated] = useState<{ scope: string; report: WageCostReport } | null>(
    null,
  );
  const report = calculated?.scope === scope ? calculated.report : null;
  const [calculating, setCalculating] = useState(false);
  const modal = useWageCostMessage(query.isError ? query.errorUpdatedAt : null);

  const calculate = async () => {
    setCalculating(true);
    // Fetched again: registrations approved since the page opened count too.
    const result = await query.refetch();
    setCalculating(false);
    if (!result.data || result.isError) return;
    setCalculated({ scope, report: result.data });
    modal.open(
      result.data.rows.length === 0
        ? {
            tone: 'info',
            title: t('wageCost.modal.noDataTitle'),
            text: t('wageCost.modal.noDataText'),
          }
        : {
            tone: 'success',
            title: t('wageCost.modal.calculatedTitle'),
            text: t('wageCost.modal.calculatedText', {
              total: formatNumber(result.data.totalCost),
            }),
          },
    );
  };

  const saveTotal = () => {
    if (!report || company.companyId === null) return;
    save.mutate(
      // The total incl. surcharges: the one the table shows and the server checks.
      { companyId: company.companyId, period, totalExpense: report.totalCost },
      {
        onSuccess: () =>
          modal.open({
            tone: 'success',
            title: t('wageCost.modal.savedTitle'),
            text: t('wageCost.modal.savedText'),
          }),
        onError: (error) =>
          modal.open({
            tone: 'error',
            title: t('wageCost.modal.saveFailedTitle'),
            text: t('wageCost.modal.saveFailedText'),
            detail: error instanceof ApiError ? error.message : undefined,
          }),
      },
    );
  };

  return {
    company,
    period,
    setPeriod,
    query,
    report,
    calculating,
    calculate,
    saving: save.isPending,
    saveTotal,
    modal,
  };
}
