import { type SiteContentPage as PageKey, siteContentPages } from '@lapm/contracts';
import { Button } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import styles from './siteContent.module.css';

const text = fr.siteContent;

/** The public pages she may edit, the one on screen pressed. */
export function PagePicker({
  page,
  disabled,
  onChoose,
}: {
  page: PageKey;
  disabled: boolean;
  onChoose: (next: PageKey) => Promise<void>;
}) {
  return (
    <nav aria-label={text.pagesLabel}>
      <ul className={styles.pages}>
        {siteContentPages.map((entry) => (
          <li key={entry.key}>
            <Button
              variant={entry.key === page ? 'primary' : 'secondary'}
              aria-pressed={entry.key === page}
              disabled={disabled}
              onClick={() => void onChoose(entry.key)}
            >
              {entry.label}
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
