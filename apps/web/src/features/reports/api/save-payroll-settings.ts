import type { PayrollSettings, PayrollSettingsInput } from '@klokwerk/contract/payroll';
import { savePayrollSettingsCall } from '@klokwerk/contract/payroll';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { payrollSettingsKey } from './get-payroll-settings';
import { companyReportsKey } from './keys';

export interface SavePayrollSettingsInput {
  companyId: number;
  settings: PayrollSettingsInput;
}

/** PUT /api/payroll/settings/{companyId}: saves and answers the settings (audited). */
export function savePayrollSettings({
  companyId,
  settings,
}: SavePayrollSettingsInput): Promise<PayrollSettings> {
  return callApi(savePayrollSettingsCall, { params: { companyId }, body: settings });
}

/** The saved settings at once; the company's export previews are fetched again (its warnings). */
export function useSavePayrollSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayrollSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(payrollSettingsKey(saved.companyId), saved);
      await queryClient.invalidateQueries({ queryKey: companyReportsKey(saved.companyId) });
    },
  });
}
