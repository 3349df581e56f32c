import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FeedbackResponse,
  FeedbackSubmitBody,
  RatingsReportQuery,
  RatingsReportResponse,
  TippingSettingsBody,
  TippingSettingsResponse,
  TipsReportQuery,
  TipsReportResponse,
} from '@employee-portal/core/billing/ratings-and-tips.schema';
import { api } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';

export const ratingsAndTipsKeys = {
  settings: ['ratings-and-tips', 'settings'] as const,
  feedback: (token: string) => ['ratings-and-tips', 'feedback', token] as const,
  ratings: (query: RatingsReportQuery) => ['ratings-and-tips', 'ratings', query] as const,
  tips: (query: TipsReportQuery) => ['ratings-and-tips', 'tips', query] as const,
};

/** GET /api/ratings_comments_and_tipping. */
export const useTippingSettings = () =>
  useQuery({
    queryKey: ratingsAndTipsKeys.settings,
    queryFn: ({ signal }) => api.get<TippingSettingsResponse>('/ratings_comments_and_tipping', {}, signal),
  });

/** PUT /api/ratings_comments_and_tipping. */
export function useSaveTippingSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TippingSettingsBody) =>
      api.put<TippingSettingsResponse>('/ratings_comments_and_tipping', { ...body }),
    onSuccess: (answer) => client.setQueryData(ratingsAndTipsKeys.settings, answer),
  });
}

/** GET /api/public/feedback/:token: the visit the client's link opens. */
export const useFeedback = (token: string) =>
  useQuery({
    queryKey: ratingsAndTipsKeys.feedback(token),
    queryFn: ({ signal }) => api.get<FeedbackResponse>(`/public/feedback/${encodeURIComponent(token)}`, {}, signal),
    retry: false,
  });

/** POST /api/public/feedback/:token: answers what is saved, the first rating and tip kept. */
export function useSubmitFeedback(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackSubmitBody) =>
      api.post<FeedbackResponse>(`/public/feedback/${encodeURIComponent(token)}`, { ...body }),
    onSuccess: (answer) => client.setQueryData(ratingsAndTipsKeys.feedback(token), answer),
  });
}

export type RatingsReportFilters = Omit<RatingsReportQuery, 'page' | 'per_page'>;
export type TipsReportFilters = Omit<TipsReportQuery, 'page' | 'per_page'>;

export const useRatingsReport = (query: RatingsReportQuery) =>
  useQuery({
    queryKey: ratingsAndTipsKeys.ratings(query),
    queryFn: ({ signal }) => api.get<RatingsReportResponse>('/ratings_and_comments_report', { ...query }, signal),
    placeholderData: keepPreviousData,
  });

export const useTipsReport = (query: TipsReportQuery) =>
  useQuery({
    queryKey: ratingsAndTipsKeys.tips(query),
    queryFn: ({ signal }) => api.get<TipsReportResponse>('/tips_report', { ...query }, signal),
    placeholderData: keepPreviousData,
  });

export const exportRatingsCsv = (filters: RatingsReportFilters) =>
  downloadFile('/ratings_and_comments_report/export.csv', { ...filters }, 'ratings-and-comments.csv');
export const exportTipsCsv = (filters: TipsReportFilters) =>
  downloadFile('/tips_report/export.csv', { ...filters }, 'tips.csv');
