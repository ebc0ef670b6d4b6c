import type { ApiFieldIssue } from '@lapm/api-client';
import type { FieldPath } from '@lapm/contracts';
import { createContext, type ReactNode, useContext } from 'react';
import type { z } from 'zod';

export type { FieldPath };

/** A refused field of the document: its path (as zod and the server name it) and the French message. */
export interface Problem {
  path: FieldPath;
  message: string;
}

const keyOf = (path: FieldPath) => path.join('.');

/** The id of a field's control, from its path: the bar's links and the focus reach it by this id. */
export const fieldIdOf = (path: FieldPath) => `champ-${path.join('-')}`;

const isMissing = (issue: z.core.$ZodIssue) => issue.code === 'invalid_type' && issue.input === undefined;

/**
 * The problems of a failed parse, one a field. A price line is a union (a text, or an amount):
 * zod reports both shapes' complaints, so the shape the line has (the one missing no key) speaks.
 */
export function problemsOf(issues: readonly z.core.$ZodIssue[], base: FieldPath = []): Problem[] {
  return issues.flatMap((issue) => {
    const path = [...base, ...issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key))];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const branch = [...issue.errors].sort(
        (a, b) => a.filter(isMissing).length - b.filter(isMissing).length || a.length - b.length,
      )[0];
      if (branch && branch.length > 0) return problemsOf(branch, path);
    }
    return [{ path, message: issue.message }];
  });
}

/** The problems a server refusal names; one without paths becomes the bar's message alone. */
export const problemsOfIssues = (issues: readonly ApiFieldIssue[]): Problem[] =>
  issues.map((issue) => ({ path: issue.path, message: issue.message }));

/**
 * What the fields of the form share: the problems to show under them, the search that filters
 * them, and a register of their labels, written as they render, so the bar names each field
 * in her words (the fields render before the bar, in the same pass).
 */
export class FieldBoard {
  private readonly labels = new Map<string, string>();

  constructor(
    readonly problems: readonly Problem[],
    readonly term: string,
  ) {}

  /** A field's problem: its own, or one of a part of it (a paragraph of its paragraphs). */
  messageOf(path: FieldPath): string | undefined {
    const key = keyOf(path);
    return this.problems.find((problem) => keyOf(problem.path.slice(0, path.length)) === key)?.message;
  }

  register(path: FieldPath, label: string) {
    this.labels.set(keyOf(path), label);
  }

  /** The field a problem is about: its own, or the nearest shown one holding it (a list refused as a whole). */
  fieldOf(path: FieldPath): { id: string; label: string } | null {
    for (let length = path.length; length > 0; length -= 1) {
      const label = this.labels.get(keyOf(path.slice(0, length)));
      if (label !== undefined) return { id: fieldIdOf(path.slice(0, length)), label };
    }
    return null;
  }

  /** Whether a field answers the search: its label or its value holds every word typed. */
  matches(label: string, value: string): boolean {
    const words = folded(this.term).split(/\s+/).filter(Boolean);
    if (words.length === 0) return true;
    const haystack = folded(`${label} ${value}`).replace(/\s/g, ' ');
    return words.every((word) => haystack.includes(word) || haystack.replace(/ /g, '').includes(word));
  }
}

/** Lower case, without accents: « Mariage » and « mariage », « né » and « ne » meet. */
const folded = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const BoardContext = createContext<FieldBoard>(new FieldBoard([], ''));

export function FieldBoardProvider({ board, children }: { board: FieldBoard; children: ReactNode }) {
  return <BoardContext.Provider value={board}>{children}</BoardContext.Provider>;
}

export const useFieldBoard = () => useContext(BoardContext);
