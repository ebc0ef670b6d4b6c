import type { ArticleFieldName, ArticleProblem } from '@lapm/contracts';
import type { ArticleFormValues } from './articleForm';
import { fieldId } from './fieldId';

export type ArticleTextField = keyof ArticleFormValues & ArticleFieldName;

/** What the last save or publication found wrong with each field, and the props that tie a field to its value. */
export function fieldBinding(
  values: ArticleFormValues,
  onChange: (field: keyof ArticleFormValues, value: string) => void,
  problems: readonly ArticleProblem[],
) {
  const errorOf = (field: ArticleFieldName) =>
    problems
      .filter((problem) => problem.field === field)
      .map((problem) => problem.message)
      .join(' ') || undefined;
  const bind = (field: ArticleTextField) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    autoComplete: 'off',
    error: errorOf(field),
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });
  return { errorOf, bind };
}

export type FieldBinding = ReturnType<typeof fieldBinding>;
