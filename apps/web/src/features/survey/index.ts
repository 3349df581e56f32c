/** The survey feature's public surface: the subscribe survey asked at sign-up and before subscribing. */
export { SurveyFields } from './components/survey-fields.tsx';
export {
  useSurveyQuestions,
  surveyQuestionsQueryOptions,
  saveSurveyAnswers,
  useSaveSurveyAnswersMutation,
  surveyKeys,
  type SurveyAnswer,
} from './api/survey-questions.ts';
export { emptySurveyValues, surveyAnswersSchema, toSurveyAnswers, type SurveyFormValues } from './survey-form.ts';
