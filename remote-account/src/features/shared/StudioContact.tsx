import { galleryMessages, phoneHref } from '@lapm/contracts';
import { useStudioContact } from '@lapm/seo/studio-contact';
import { Fragment } from 'react';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A text of the server's (« … contactez le studio : contact@… ou 06 … ») with the studio's e-mail
 * and phone as links: a tap writes to her or calls her. Both as she published them in « Contenu du
 * site », which the server names in its text too.
 */
export function WithStudioContact({ text }: { text: string }) {
  const { email, phone } = useStudioContact();
  const contacts = new RegExp(`(${literal(email)}|${literal(phone)})`);
  let offset = 0;
  return text
    .split(contacts)
    .filter((part) => part !== '')
    .map((part) => {
      const at = offset;
      offset += part.length;
      if (part === email)
        return (
          <a key={at} href={`mailto:${email}`}>
            {part}
          </a>
        );
      if (part === phone)
        return (
          <a key={at} href={phoneHref(phone)}>
            {part}
          </a>
        );
      return <Fragment key={at}>{part}</Fragment>;
    });
}

/** « Pour retrouver ces photos, contactez le studio : … », with her published e-mail and phone as links. */
export function ContactStudio() {
  return <WithStudioContact text={galleryMessages.contactStudio(useStudioContact())} />;
}
