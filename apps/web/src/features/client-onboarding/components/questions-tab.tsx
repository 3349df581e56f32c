import { useController, useFieldArray, useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { MAX_SIGN_UP_QUESTIONS } from '@employee-portal/core/clients/client-onboarding.schema';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { FormSwitch } from '../../../components/form/form-switch.tsx';
import { newQuestionId, type OnboardingFormValues } from './onboarding-form.ts';

const KIND_OPTIONS = [
  { value: 'text', label: 'Text answer' },
  { value: 'choice', label: 'Choice from a list' },
  { value: 'yes_no', label: 'Yes or no' },
];

/** A choice question's options, typed one per line. */
function OptionsField({ control, index }: { control: Control<OnboardingFormValues>; index: number }) {
  const { field, fieldState } = useController({ control, name: `questions.${index}.options` });
  const errors = fieldState.error as unknown as ({ message?: string } | undefined)[] | { message?: string } | undefined;
  const message = Array.isArray(errors) ? errors.find((error) => error?.message)?.message : errors?.message;
  const lines = (field.value ?? []) as string[];
  return (
    <TextField
      fullWidth
      multiline
      minRows={2}
      margin="normal"
      label="Options (one per line)"
      name={field.name}
      value={lines.join('\n')}
      onChange={(event) => field.onChange(event.target.value.split('\n'))}
      onBlur={() => {
        field.onChange(lines.map((line) => line.trim()).filter(Boolean));
        field.onBlur();
      }}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ?? 'At least 2 options.'}
    />
  );
}

function QuestionCard({
  control,
  index,
  count,
  onMove,
  onRemove,
}: {
  control: Control<OnboardingFormValues>;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const kind = useWatch({ control, name: `questions.${index}.kind` });
  const text = useWatch({ control, name: `questions.${index}.question` });
  const label = text?.trim() || `Question ${index + 1}`;
  return (
    <Paper variant="outlined" component="li" aria-label={label} sx={{ p: 2, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          Question {index + 1}
        </Typography>
        <IconButton aria-label={`Move ${label} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
          <ArrowUpwardIcon />
        </IconButton>
        <IconButton aria-label={`Move ${label} down`} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
          <ArrowDownwardIcon />
        </IconButton>
        <IconButton aria-label={`Remove ${label}`} onClick={onRemove}>
          <DeleteIcon />
        </IconButton>
      </Box>
      <FormTextField control={control} name={`questions.${index}.question`} label="Question" required maxLength={300} />
      <FormSelectField control={control} name={`questions.${index}.kind`} label="Answer Type" options={KIND_OPTIONS} />
      {kind === 'choice' && <OptionsField control={control} index={index} />}
      <FormSwitch control={control} name={`questions.${index}.required`} label="Required" />
    </Paper>
  );
}

/** The organization's own questions on the form: added, edited, reordered and removed here, saved with the tab. */
export function QuestionsTab({ control }: { control: Control<OnboardingFormValues> }) {
  const { fields, append, move, remove } = useFieldArray({ control, name: 'questions', keyName: 'key' });
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Besides name, contact, address and zip code, the form asks these questions. Up to {MAX_SIGN_UP_QUESTIONS}.
      </Typography>
      {fields.length === 0 ? (
        <Typography sx={{ mb: 2 }}>No questions yet.</Typography>
      ) : (
        <Box component="ol" aria-label="Questions" sx={{ display: 'grid', gap: 2, p: 0, m: 0, mb: 2 }}>
          {fields.map((field, index) => (
            <QuestionCard
              key={field.key}
              control={control}
              index={index}
              count={fields.length}
              onMove={(to) => move(index, to)}
              onRemove={() => remove(index)}
            />
          ))}
        </Box>
      )}
      <Button
        variant="outlined"
        disabled={fields.length >= MAX_SIGN_UP_QUESTIONS}
        onClick={() => append({ id: newQuestionId(), question: '', kind: 'text', options: [], required: false })}
      >
        Add Question
      </Button>
    </Box>
  );
}
