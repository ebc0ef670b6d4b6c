import type { ArticleFieldName } from '@lapm/contracts';

/** The id of a field's control: the list of problems links to it. */
export const fieldId = (field: ArticleFieldName) => `article-${field}`;
