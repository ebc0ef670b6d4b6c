import { type PageHead, paths, studio, studioAddress } from '@lapm/contracts';
import { isPlaceholderSrc } from '@lapm/ui';
import type {
  Blog,
  BlogPosting,
  CollectionPage,
  FAQPage,
  ImageGallery,
  Person,
  WithContext,
} from 'schema-dts';
import { keywordsOf, LOGO, shareImageOf } from '../head';
import { type Site, siteUrl } from '../site';
import { CONTEXT, LANGUAGE, photographerId, studioId } from './common';

/** The nodes of one page each: the photographer, the portfolio, the blog, an article, the FAQ. */

/** Who am I: the photographer. */
export function personNode(
  site: Site,
  head: PageHead,
  person: { jobTitle: string; knowsAbout: readonly string[] },
): WithContext<Person> {
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    '@id': photographerId(site),
    name: studio.photographer,
    jobTitle: person.jobTitle,
    knowsAbout: [...person.knowsAbout],
    description: head.description,
    url: siteUrl(site, head.url),
    worksFor: { '@id': studioId(site) },
    workLocation: { '@type': 'City', name: studioAddress.locality },
    sameAs: studio.socials.map((social) => social.url),
  };
}

export interface Album {
  id: string;
  title: string;
  description: string;
}

/** The portfolio: a collection page whose main content is an image gallery made of albums. */
export function portfolioNodes(
  site: Site,
  head: PageHead,
  albums: readonly Album[],
): [WithContext<CollectionPage>, WithContext<ImageGallery>] {
  const url = siteUrl(site, head.url);
  const galleryId = `${url}#galerie`;
  return [
    {
      '@context': CONTEXT,
      '@type': 'CollectionPage',
      '@id': url,
      url,
      name: head.title,
      description: head.description,
      inLanguage: LANGUAGE,
      isPartOf: { '@type': 'WebSite', name: studio.name, url: siteUrl(site, paths.home) },
      about: { '@id': studioId(site) },
      mainEntity: { '@id': galleryId },
    },
    {
      '@context': CONTEXT,
      '@type': 'ImageGallery',
      '@id': galleryId,
      name: head.breadcrumbName,
      description: head.description,
      url,
      author: { '@id': photographerId(site) },
      hasPart: albums.map((album) => ({
        '@type': 'ImageGallery',
        name: album.title,
        description: album.description,
        url: `${url}#${album.id}`,
      })),
    },
  ];
}

/** The blog list page. */
export function blogNode(site: Site, head: PageHead): WithContext<Blog> {
  return {
    '@context': CONTEXT,
    '@type': 'Blog',
    name: head.title,
    description: head.description,
    url: siteUrl(site, head.url),
    inLanguage: LANGUAGE,
    publisher: { '@id': studioId(site) },
  };
}

/**
 * An article. Google's article rules want the publisher named with its logo inside the
 * posting itself, not only by reference, and an image: the article's cover when it has a file
 * (`article.image`), else the share image, else the logo. Its headline is the article's own
 * heading (`article.headline`), without the site's name the page title carries.
 */
export function blogPostingNode(
  site: Site,
  head: PageHead,
  published: string,
  article: { headline?: string; image?: string } = {},
): WithContext<BlogPosting> {
  const url = siteUrl(site, head.url);
  const cover = article.image && !isPlaceholderSrc(article.image) ? siteUrl(site, article.image) : undefined;
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: article.headline ?? head.title,
    description: head.description,
    datePublished: published,
    dateModified: published,
    inLanguage: LANGUAGE,
    keywords: keywordsOf(head).join(', '),
    image: cover ?? shareImageOf(head, site).url,
    author: {
      '@type': 'Person',
      '@id': photographerId(site),
      name: head.author,
      url: siteUrl(site, paths.about),
    },
    publisher: {
      '@type': 'ProfessionalService',
      '@id': studioId(site),
      name: studio.name,
      logo: { '@type': 'ImageObject', url: siteUrl(site, LOGO.src) },
    },
    mainEntityOfPage: url,
  };
}

/**
 * The FAQ: each question with its accepted answer, as the page shows them (Google's FAQ rich
 * result wants the answer's full text, the page's own words).
 */
export function faqPageNode(
  site: Site,
  head: PageHead,
  questions: readonly { question: string; answer: string }[],
): WithContext<FAQPage> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    '@id': `${siteUrl(site, head.url)}#faq`,
    name: head.title,
    url: siteUrl(site, head.url),
    inLanguage: LANGUAGE,
    mainEntity: questions.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
