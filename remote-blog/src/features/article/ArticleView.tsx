import { frenchSpacing } from '@lapm/articles';
import { ArticleBody, ZoomableImage } from '@lapm/articles/react';
import { type Image, paths } from '@lapm/contracts';
import { blogPostingNode, DocumentHead } from '@lapm/seo';
import { Lightbox, photoAddressKey, usePhotoAddress } from '@lapm/ui';
import { Link } from 'react-router-dom';
import { formatBlogDate } from '../../content/blogCard';
import { pageHeadOf } from '../../content/pageHead';
import type { Article } from '../../content/types';
import { fr } from '../../i18n/fr';
import styles from './Article.module.css';

/** Every photo of the article in reading order: the overlay moves through them with the arrows. */
const photosOf = (article: Article): Image[] => [
  article.cover,
  ...article.body.flatMap((block) => (block.type === 'image' ? [block.image] : [])),
];

export function ArticleView({ article }: { article: Article }) {
  const photos = photosOf(article);
  const viewer = usePhotoAddress(photos.map(photoAddressKey));
  // Blocks hold the very objects listed in photos, so identity finds the position.
  const open = (image: Image) => viewer.open(photos.indexOf(image));
  const head = pageHeadOf(article);

  return (
    <article className={styles.article} aria-labelledby="article-title">
      <DocumentHead
        head={head}
        published={article.published}
        structuredData={(site) => [
          blogPostingNode(site, head, article.published, {
            headline: article.title,
            image: article.cover.src,
          }),
        ]}
      />
      <header className={styles.header}>
        <p className={styles.back}>
          <Link to={paths.blog}>
            <span aria-hidden="true">← </span>
            {fr.article.back}
          </Link>
        </p>
        <h1 id="article-title" className={styles.title}>
          {frenchSpacing(article.title)}
        </h1>
        <p className={styles.meta}>
          {fr.article.published} <time dateTime={article.published}>{formatBlogDate(article.published)}</time>
        </p>
        {article.description && <p className={styles.lead}>{frenchSpacing(article.description)}</p>}
      </header>
      <ZoomableImage image={article.cover} onOpen={open} priority className={styles.cover} />
      <ArticleBody blocks={article.body} onOpenImage={open} />
      <Lightbox images={photos} index={viewer.index} onIndexChange={viewer.show} onClose={viewer.close} />
    </article>
  );
}
