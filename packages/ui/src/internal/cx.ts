/** Joins the class names that are set: `cx(styles.root, active && styles.active, className)`. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
