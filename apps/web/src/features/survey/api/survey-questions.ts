import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { SurveyQuestionListResponse } from '@employee-portal/core/access/organization-subscription.responses';
import type { MessageResponse } from '@employee-portal/core/responses';
import { api } from '../../../lib/api-client.ts';

/** Spec §7: the subscribe survey is the 'subscribing' step; it is the only one so far. */
const SURVEY_STEP = 'subscribing';

export interface SurveyAnswer {
  organization_survey_question_id: number;
  answer: string | null;
}

export const surveyKeys = {
  all: ['survey'] as const,
  questions: (step: string) => ['survey', 'questions', step] as const,
};

/** GET /api/register_organization/survey_step_questions?step=subscribing. */
export const fetchSurveyQuestions = (signal?: AbortSignal) =>
  api.get<SurveyQuestionListResponse>('/register_organization/survey_step_questions', { step: SURVEY_STEP }, signal);

export const surveyQuestionsQueryOptions = () =>
  queryOptions({
    queryKey: surveyKeys.questions(SURVEY_STEP),
    queryFn: ({ signal }) => fetchSurveyQuestions(signal),
    select: (data) => data.questions,
    // Questions are product data; they do not change while a dialog is open.
    staleTime: 10 * 60_000,
  });

export const useSurveyQuestions = () => useQuery(surveyQuestionsQueryOptions());

/** PUT /api/register_organization/survey_step_questions; spec §7: the answer is ignored. */
export const saveSurveyAnswers = (answers: SurveyAnswer[]) =>
  api.put<MessageResponse>('/register_organization/survey_step_questions', { answers });

export const useSaveSurveyAnswersMutation = () => useMutation({ mutationFn: saveSurveyAnswers });
