/**
 * Tables ordered parents before children by their foreign keys, so that a restore inserts a
 * parent before the rows that point at it. A cycle (an album's cover is one of its photos, each
 * photo belongs to an album) has no such order: the key that closes it is DEFERRABLE, checked
 * once the restore's transaction commits (`set constraints all deferred`), and left out of
 * `references` by the callers. Should one be missed, each table still comes once.
 */
export function parentsFirst(
  tables: readonly string[],
  references: readonly { child: string; parent: string }[],
): string[] {
  const parentsOf = new Map<string, string[]>();
  for (const { child, parent } of references) {
    if (child !== parent) parentsOf.set(child, [...(parentsOf.get(child) ?? []), parent]);
  }
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const parent of parentsOf.get(name) ?? []) visit(parent);
    ordered.push(name);
  };
  for (const name of tables) visit(name);
  return ordered;
}
