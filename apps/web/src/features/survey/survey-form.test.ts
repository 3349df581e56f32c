import { describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core/messages/catalogue';
import { emptySurveyValues, surveyAnswersSchema, toSurveyAnswers } from './survey-form.ts';

const questions = [
  { organization_survey_question_id: 1, question: 'How did you hear about us?', required: 1 as const },
  { organization_survey_question_id: 3, question: 'Which software did you use before?', required: 0 as const },
];

describe('survey form', () => {
  it('requires only the questions marked required', () => {
    const result = surveyAnswersSchema(questions).safeParse(emptySurveyValues(questions));
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['q1', messages.required],
    ]);
    expect(surveyAnswersSchema(questions).safeParse({ q1: 'A friend', q3: '' }).success).toBe(true);
  });

  it('sends every question, blank answers as null, trimmed', () => {
    expect(toSurveyAnswers(questions, { q1: ' A friend ', q3: '  ' })).toEqual([
      { organization_survey_question_id: 1, answer: 'A friend' },
      { organization_survey_question_id: 3, answer: null },
    ]);
  });
});
