import { type PageHead, paths, studio } from '@lapm/contracts';
import { isPlaceholderSrc } from '@lapm/ui';
import type { ShareImage } from '../../content/types';
import { fr } from '../../i18n/fr';

interface DocumentHeadProps {
  head: PageHead;
  /** Pages above this one, after the home page ([] for /blog, [Blog] for an article). */
  parents: readonly { name: string; path: string }[];
  /** Article pages: publication date and share image, for Open Graph and BlogPosting data. */
  article?: { published: string; shareImage: ShareImage };
}

const absolute = (path: string) => new URL(path, window.location.origin).href;

/**
 * Title, meta tags, canonical link and structured data of a blog page. React 19 moves
 * <title>, <meta> and <link> into <head> and removes them when the page unmounts, so the
 * shell's defaults come back on the next screen.
 */
export function DocumentHead({ head, parents, article }: DocumentHeadProps) {
  const url = absolute(head.url);
  const trail = [
    { name: fr.breadcrumb.home, path: paths.home },
    ...parents,
    { name: head.breadcrumbName, path: head.url },
  ];
  // A generated placeholder has no file a social network could fetch: announce no image
  // rather than a broken one until the studio's photos are in.
  const shareImage = article && !isPlaceholderSrc(article.shareImage.src) ? article.shareImage : undefined;
  const publisher = { '@type': 'Organization', name: studio.name, url: absolute(paths.home) };

  const structuredData = [
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: absolute(crumb.path),
      })),
    },
    article
      ? {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: head.title,
          description: head.description,
          datePublished: article.published,
          inLanguage: 'fr-FR',
          keywords: head.keywords.join(', '),
          author: { '@type': 'Person', name: head.author },
          publisher,
          mainEntityOfPage: url,
          ...(shareImage && { image: absolute(shareImage.src) }),
        }
      : {
          '@context': 'https://schema.org',
          '@type': 'Blog',
          name: head.title,
          url,
          inLanguage: 'fr-FR',
          publisher,
        },
  ];

  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      <meta name="author" content={head.author} />
      {head.keywords.length > 0 && <meta name="keywords" content={head.keywords.join(', ')} />}
      <meta name="robots" content="index, follow" />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={head.type} />
      <meta property="og:site_name" content={studio.name} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={url} />
      {shareImage && (
        <>
          <meta property="og:image" content={absolute(shareImage.src)} />
          <meta property="og:image:width" content={String(shareImage.width)} />
          <meta property="og:image:height" content={String(shareImage.height)} />
          <meta property="og:image:alt" content={shareImage.alt} />
        </>
      )}
      {article && <meta property="article:published_time" content={article.published} />}
      <meta name="twitter:card" content={shareImage ? 'summary_large_image' : 'summary'} />
      <script type="application/ld+json">{JSON.stringify(structuredData)}</script>
    </>
  );
}
