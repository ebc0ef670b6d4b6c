import { studio } from '@lapm/contracts';
import { Fragment } from 'react';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const contacts = new RegExp(`(${literal(studio.email)}|${literal(studio.phoneDisplay)})`);

/**
 * A text of the server's (« … contactez le studio : contact@… ou 06 … ») with the studio's e-mail
 * and phone as links: a tap writes to her or calls her.
 */
export function WithStudioContact({ text }: { text: string }) {
  let offset = 0;
  return text
    .split(contacts)
    .filter((part) => part !== '')
    .map((part) => {
      const at = offset;
      offset += part.length;
      if (part === studio.email)
        return (
          <a key={at} href={`mailto:${studio.email}`}>
            {part}
          </a>
        );
      if (part === studio.phoneDisplay)
        return (
          <a key={at} href={`tel:${studio.phoneE164}`}>
            {part}
          </a>
        );
      return <Fragment key={at}>{part}</Fragment>;
    });
}
