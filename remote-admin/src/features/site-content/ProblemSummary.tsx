import { fr } from '../../i18n/fr';
import { useFieldBoard } from './problems';
import styles from './siteContent.module.css';

const text = fr.siteContent;

/** Moves to a field: into view above the bar, with the focus. */
export function reachField(id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  field.scrollIntoView?.({ block: 'center' });
  field.focus({ preventScroll: true });
}

/**
 * The bar's list of what stops the publication: each problem a link to its field, named as the
 * field's label says. Rendered after the fields, so their labels are known.
 */
export function ProblemSummary() {
  const board = useFieldBoard();
  if (board.problems.length === 0) return null;
  return (
    <div role="alert" className={styles.problems}>
      <p>{text.problemsIntro(board.problems.length)}</p>
      <ul>
        {board.problems.map((problem) => {
          const field = board.fieldOf(problem.path);
          const key = `${problem.path.join('.')}:${problem.message}`;
          return (
            <li key={key}>
              {field ? (
                <a
                  href={`#${field.id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    reachField(field.id);
                  }}
                >
                  {text.problemAt(field.label, problem.message)}
                </a>
              ) : (
                problem.message
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
