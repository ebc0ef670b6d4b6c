import { ButtonLink } from '@lapm/ui';
import type { CopyLink } from '../../content/types';
import styles from './Page.module.css';

/** The links under a block of copy: router links inside the site, plain links otherwise. */
export function CopyLinks({ links }: { links: readonly CopyLink[] }) {
  return (
    <div className={styles.links}>
      {links.map((link, index) =>
        'to' in link ? (
          <ButtonLink key={link.label} to={link.to} variant={index === 0 ? 'primary' : 'secondary'}>
            {link.label}
          </ButtonLink>
        ) : (
          <ButtonLink
            key={link.label}
            href={link.href}
            newTab={link.newTab}
            variant={index === 0 ? 'primary' : 'secondary'}
          >
            {link.label}
          </ButtonLink>
        ),
      )}
    </div>
  );
}
