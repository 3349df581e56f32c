/** The survey as form fields: one text answer per question, required only where the question says so (spec §5). */
import { z } from 'zod';
import type { SurveyQuestion } from '@employee-portal/core/access/organization-signup.schema';
import { maxLengthMessage, messages } from '@employee-portal/core/messages/catalogue';
import type { SurveyAnswer } from './api/survey-questions.ts';

/** The API keeps answers up to this length (core surveyAnswerSchema). */
const MAX_ANSWER = 1000;

export type SurveyFormValues = Record<string, string>;

/** Form field keys cannot be bare numbers (React Hook Form would read them as array indexes). */
export const surveyFieldKey = (question: Pick<SurveyQuestion, 'organization_survey_question_id'>) =>
  `q${question.organization_survey_question_id}`;

export function surveyAnswersSchema(questions: readonly SurveyQuestion[]) {
  return z.object(
    Object.fromEntries(
      questions.map((question) => {
        const text = z
          .string()
          .trim()
          .max(MAX_ANSWER, { error: maxLengthMessage(MAX_ANSWER) });
        return [surveyFieldKey(question), question.required === 1 ? text.min(1, { error: messages.required }) : text];
      }),
    ),
  );
}

export const emptySurveyValues = (questions: readonly SurveyQuestion[]): SurveyFormValues =>
  Object.fromEntries(questions.map((question) => [surveyFieldKey(question), '']));

/** Every question answered or not: an unanswered optional question is sent as null. */
export function toSurveyAnswers(questions: readonly SurveyQuestion[], values: SurveyFormValues): SurveyAnswer[] {
  return questions.map((question) => {
    const answer = values[surveyFieldKey(question)]?.trim() ?? '';
    return { organization_survey_question_id: question.organization_survey_question_id, answer: answer || null };
  });
}
