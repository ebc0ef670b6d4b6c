import { frenchSpacing } from '@lapm/articles';
import { blogNode, DocumentHead, itemListNode } from '@lapm/seo';
import { Card, ListState, listStatus, SearchForm, useTitleSearch } from '@lapm/ui';
import { useArticles } from '../../content/articles';
import { toBlogCard } from '../../content/blogCard';
import { blogListHead } from '../../content/pageHead';
import { fr } from '../../i18n/fr';
import styles from './BlogListPage.module.css';

/** A column of .grid (BlogListPage.module.css): one, two from 50rem, three from 75rem. */
const cardSizes = '(min-width: 75rem) 21rem, (min-width: 50rem) 41vw, 100vw';

/** DD/MM/YYYY back to the ISO form a <time> element expects. */
const isoOf = (date: string) => date.split('/').reverse().join('-');

/** /blog: the articles, newest first, narrowed by a filter on the title (`/blog?q=…`). */
export default function BlogListPage() {
  const cards = useArticles().map(toBlogCard);
  const { term, shown } = useTitleSearch(cards);
  return (
    <section className={styles.page} aria-labelledby="blog-title">
      <DocumentHead
        head={blogListHead}
        structuredData={(site) => [
          blogNode(site, blogListHead),
          itemListNode(
            site,
            fr.blogList.listLabel,
            cards.map((card) => ({ name: card.title, url: card.path })),
          ),
        ]}
      />
      <header className={styles.header}>
        <h1 id="blog-title">{fr.blogList.title}</h1>
        <p className={styles.intro}>{fr.blogList.intro}</p>
      </header>
      <SearchForm
        className={styles.search}
        label={fr.blogList.filterLabel}
        placeholder={fr.blogList.filterPlaceholder}
        submitLabel={fr.blogList.filterSubmit}
      />
      <ListState
        status={listStatus({ loading: false, total: cards.length, shown: shown.length })}
        emptyText={fr.blogList.empty}
        noMatchText={fr.blogList.noMatch(term.trim())}
      >
        <ul className={styles.grid} aria-label={fr.blogList.listLabel}>
          {shown.map((card, index) => (
            <Card
              key={card.reactKey}
              as="li"
              headingLevel={2}
              title={frenchSpacing(card.title)}
              meta={<time dateTime={isoOf(card.date)}>{card.date}</time>}
              // Decorative next to the title, which names the link.
              image={{ src: card.image, alt: '' }}
              imageSizes={cardSizes}
              // On a phone the first photo is the only one above the fold: the page's largest image.
              imagePriority={index === 0}
              to={`${card.path}#top`}
            >
              <p>{frenchSpacing(card.description)}</p>
            </Card>
          ))}
        </ul>
      </ListState>
    </section>
  );
}
