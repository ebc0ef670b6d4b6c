export {
  ActionRow,
  Form,
  FormError,
  FormLinks,
  formStyles,
  Hint,
  ReadOnly,
  StatusMessage,
  SubmitButton,
} from './form/Form';
export { FormActions } from './form/FormActions';
export { FormFeedback } from './form/FormFeedback';
export { inputLimits } from './form/limits';
export { AddressField, PasswordField, PersonField } from './form/PersonFields';
export { SlotChoices } from './form/SlotChoices';
export { type FieldProblem, firstProblem, useFieldProblem } from './form/useFieldProblem';
export { clearFields, type FormPostResult, fieldOf, useFormPost } from './form/useFormPost';
export { PageFrame, type PageFrameProps } from './frame/PageFrame';
export { fr as formTexts } from './i18n/fr';
export { CardGrid } from './list/CardGrid';
export { SearchableList } from './list/SearchableList';
export { useListSearch } from './list/useListSearch';
export { LoadGate } from './load/LoadGate';
export { type LoadState, useLoad } from './load/useLoad';
export { errorMessage, errorStatus } from './submission/errors';
export { type Outcome, type Pending, useSubmission } from './submission/useSubmission';
