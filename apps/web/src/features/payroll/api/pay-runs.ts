import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayAdjustmentBody, PayRunExportLayout } from '@employee-portal/core/payroll/pay-run.schema';
import type { PayRunProgress, PayRunShowResponse, PaySlipWire } from '@employee-portal/core/payroll/pay-run.responses';
import { api } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';

export interface PayPeriodRange {
  start_date: string;
  end_date: string;
}

export const payRunKeys = {
  all: ['pay-runs'] as const,
  prepared: (period: PayPeriodRange) => ['pay-runs', 'prepared', period.start_date, period.end_date] as const,
  one: (id: number | null) => ['pay-runs', 'one', id] as const,
};

/**
 * Opens the period's run (POST /api/pay_runs) and, while it is a draft, computes it member by member in batches
 * (POST /api/pay_runs/:id/compute), reporting how far it got: a large staff shows progress instead of a long wait.
 * Answers the run's id; the slips come from usePayRun.
 */
export function usePreparedPayRun(period: PayPeriodRange) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<PayRunProgress | null>(null);
  const prepared = useQuery({
    queryKey: payRunKeys.prepared(period),
    queryFn: async () => {
      setProgress(null);
      const opened = await api.post<PayRunShowResponse>('/pay_runs', { ...period });
      const runId = opened.run.id;
      if (opened.run.status === 'draft') {
        let offset = 0;
        for (;;) {
          const step = await api.post<PayRunProgress>(`/pay_runs/${runId}/compute`, { offset });
          setProgress(step);
          if (step.computed >= step.total || step.computed <= offset) break;
          offset = step.computed;
        }
      }
      await queryClient.invalidateQueries({ queryKey: payRunKeys.one(runId) });
      return runId;
    },
    // A draft is recomputed when the page opens it or the user asks; not on every focus.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
  return { prepared, progress };
}

/** GET /api/pay_runs/:id: the run, every slip and the totals row. */
export const usePayRun = (id: number | null) =>
  useQuery({
    queryKey: payRunKeys.one(id),
    queryFn: ({ signal }) => api.get<PayRunShowResponse>(`/pay_runs/${id}`, {}, signal),
    enabled: id !== null,
  });

function useRunMutation<Variables>(runId: number, request: (variables: Variables) => Promise<PayRunShowResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer) => queryClient.setQueryData(payRunKeys.one(runId), answer),
  });
}

export const useAddAdjustment = (runId: number) =>
  useRunMutation(runId, (body: PayAdjustmentBody) =>
    api.post<PayRunShowResponse>(`/pay_runs/${runId}/adjustments`, { ...body }),
  );

export const useRemoveAdjustment = (runId: number) =>
  useRunMutation(runId, (adjustmentId: number) =>
    api.delete<PayRunShowResponse>(`/pay_runs/${runId}/adjustments/${adjustmentId}`),
  );

/** 'Create pay slips': recomputes and locks the whole run. */
export const useFinalizePayRun = (runId: number) =>
  useRunMutation(runId, () => api.post<PayRunShowResponse>(`/pay_runs/${runId}/finalize`));

export function useEmailPaySlip(runId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slip: PaySlipWire) => api.post<{ emailed_at: string }>(`/pay_slips/${slip.id}/email`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payRunKeys.one(runId) }),
  });
}

export const downloadPaySlipPdf = (slip: PaySlipWire, period: PayPeriodRange) =>
  downloadFile(
    `/pay_slips/${slip.id}/pdf`,
    {},
    `pay-slip-${period.start_date}-${slip.full_name.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}.pdf`,
  );

export function exportPayRunCsv(
  runId: number,
  period: PayPeriodRange,
  layout: PayRunExportLayout,
  adp?: { company_code: string; batch_id?: string },
) {
  const fileName =
    layout === 'adp'
      ? `PR${(adp?.company_code ?? '').toUpperCase()}EPI.csv`
      : layout === 'gusto'
        ? `gusto-payroll-${period.start_date}-${period.end_date}.csv`
        : `pay-run-${period.start_date}-${period.end_date}.csv`;
  return downloadFile(`/pay_runs/${runId}/export.csv`, { layout, ...adp }, fileName);
}
