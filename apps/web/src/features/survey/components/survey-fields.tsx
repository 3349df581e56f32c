import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { SurveyQuestion } from '@employee-portal/core/access/organization-signup.schema';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { surveyFieldKey, type SurveyFormValues } from '../survey-form.ts';

interface SurveyFieldsProps<TValues extends FieldValues, TOutput> {
  /** A form keeping the answers under `answers` (see survey-form.ts). */
  control: Control<TValues, unknown, TOutput>;
  questions: readonly SurveyQuestion[];
}

/** One labelled answer field per survey question; the required ones are marked (spec §5: required = 1). */
export function SurveyFields<TValues extends FieldValues & { answers: SurveyFormValues }, TOutput>({
  control,
  questions,
}: SurveyFieldsProps<TValues, TOutput>) {
  return questions.map((question) => (
    <FormTextField
      key={question.organization_survey_question_id}
      control={control}
      name={`answers.${surveyFieldKey(question)}` as FieldPath<TValues>}
      label={question.question}
      required={question.required === 1}
    />
  ));
}
