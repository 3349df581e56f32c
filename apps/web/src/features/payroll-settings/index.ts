export {
  PAY_RULE_FIELDS,
  PayRulesFields,
  payRulesFormSchema,
  payRulesFormValues,
  type PayRulesInput,
  type PayRulesOutput,
} from './pay-rules-fields.tsx';
