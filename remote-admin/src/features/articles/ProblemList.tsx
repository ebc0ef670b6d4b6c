import type { ArticleProblem } from '@lapm/contracts';
import { useEffect, useRef } from 'react';
import { fr } from '../../i18n/fr';
import styles from './ArticleEditor.module.css';
import { fieldId } from './fieldId';

/**
 * Every field to complete or correct, at once, above the form: each links to its field, which
 * also shows its own message. Focus comes here at each try, so a screen reader reads the list.
 */
export function ProblemList({ problems, attempt }: { problems: readonly ArticleProblem[]; attempt: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) ref.current?.focus();
  }, [attempt]);
  if (problems.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={styles.problems}>
      <p>{fr.articleForm.problemsTitle(problems.length)}</p>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.field}-${problem.message}`}>
            <a href={`#${fieldId(problem.field)}`}>{problem.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
