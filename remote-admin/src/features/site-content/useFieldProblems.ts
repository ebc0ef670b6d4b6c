import {
  type SiteContentPage as PageKey,
  type SiteContentDocument,
  siteContentDocumentSchema,
} from '@lapm/contracts';
import { useLayoutEffect, useMemo, useState } from 'react';
import { cleaned } from './draft';
import { reachField } from './ProblemSummary';
import { FieldBoard, type Problem, problemsOf } from './problems';

/**
 * What stops the publication, field by field, and the field search. `refused` counts the
 * refusals, so each one takes the focus to its first field even when the problems are the same.
 */
export function useFieldProblems() {
  const [term, setTerm] = useState('');
  const [problems, setProblems] = useState<{ list: Problem[]; refused: number }>({ list: [], refused: 0 });
  const board = useMemo(() => new FieldBoard(problems.list, term), [problems, term]);

  useLayoutEffect(() => {
    const first = problems.list.map((problem) => board.fieldOf(problem.path)).find(Boolean);
    if (first) reachField(first.id);
  }, [problems.refused]);

  return {
    term,
    setTerm,
    board,
    /** Shows the problems under their fields and in the bar; the search steps aside so all are seen. */
    refuse(list: Problem[]) {
      setTerm('');
      setProblems((shown) => ({ list, refused: shown.refused + 1 }));
    },
    /** Once pointed at, a problem goes as soon as it is corrected (without moving the focus). */
    recheck(page: PageKey, document: SiteContentDocument) {
      if (problems.list.length === 0) return;
      const checked = siteContentDocumentSchema(page).safeParse(cleaned(document));
      const list = checked.success ? [] : problemsOf(checked.error.issues);
      setProblems((shown) => ({ ...shown, list }));
    },
    clear() {
      setProblems((shown) => ({ list: [], refused: shown.refused }));
    },
    reset() {
      setProblems({ list: [], refused: 0 });
      setTerm('');
    },
  };
}

export type FieldProblems = ReturnType<typeof useFieldProblems>;
