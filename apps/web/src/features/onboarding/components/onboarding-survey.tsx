import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SurveyQuestion } from '@employee-portal/core/access/organization-signup.schema';
import { messages } from '@employee-portal/core/messages/catalogue';
import { serverMessage } from '../../../lib/api-errors.ts';
import {
  emptySurveyValues,
  surveyAnswersSchema,
  SurveyFields,
  toSurveyAnswers,
  useSaveSurveyAnswersMutation,
  useSurveyQuestions,
  type SurveyFormValues,
} from '../../survey/index.ts';

interface SurveyStepProps {
  /** Called once the answers are stored. */
  onDone: () => void;
}

function SurveyForm({ questions, onDone }: SurveyStepProps & { questions: readonly SurveyQuestion[] }) {
  const schema = useMemo(() => z.object({ answers: surveyAnswersSchema(questions) }), [questions]);
  const { control, handleSubmit, formState } = useForm<{ answers: SurveyFormValues }>({
    resolver: zodResolver(schema),
    defaultValues: { answers: emptySurveyValues(questions) },
  });
  const save = useSaveSurveyAnswersMutation();
  const submit = handleSubmit(({ answers }) =>
    save.mutateAsync(toSurveyAnswers(questions, answers)).then(onDone, () => undefined),
  );
  const invalid = formState.submitCount > 0 && Object.keys(formState.errors).length > 0;
  const error = save.isError ? serverMessage(save.error) : null;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="A few questions">
      <Typography color="text.secondary">
        A few questions help us set up your portal. Required ones are marked with *.
      </Typography>
      {invalid && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {messages.fillAllRequiredFieldsCorrectly}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      <SurveyFields control={control} questions={questions} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          Finish
        </Button>
      </Box>
    </Box>
  );
}

/** Step 3 of sign-up: the subscribe survey (spec §7), answered once the organization exists. */
export function OnboardingSurvey(props: SurveyStepProps) {
  const questions = useSurveyQuestions();
  if (questions.isPending) {
    return (
      <Box aria-busy="true" aria-label="Loading questions">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={56} />
        ))}
      </Box>
    );
  }
  if (questions.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void questions.refetch()} loading={questions.isFetching}>
            Retry
          </Button>
        }
      >
        {serverMessage(questions.error)}
      </Alert>
    );
  }
  return <SurveyForm questions={questions.data} {...props} />;
}
