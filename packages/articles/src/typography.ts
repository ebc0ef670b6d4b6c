/**
 * French typography: a narrow no-break space before ; : ! ? and inside « », so that the
 * sign never wraps alone onto the next line. Authors type ordinary spaces in the content
 * files; this keeps the copy easy to edit.
 */
export function frenchSpacing(text: string): string {
  return text.replace(/ ([;:!?»])/g, '\u202f$1').replace(/« /g, '«\u202f');
}
