import type { Image, PageHead } from '@lapm/contracts';

/**
 * The shape of an article of ./articles. Articles are data, not components,
 * so the list, the article page and its server render (which the sitemap reads) read the
 * same record.
 */

/** A piece of running text: plain, or a link inside the site (rendered with react-router's Link). */
export type Inline = string | { text: string; to: string };

/** Offer card at the end of an article (the lifestyle article's six formats). */
export interface ServiceLink {
  key: string;
  title: string;
  /** Who the format is for, shown under the title ("Solo", "Couple"...). */
  audience: string;
  description: string;
  to: string;
  image: Image;
}

export type Block =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; content: Inline[] }
  | { type: 'list'; items: Inline[][] }
  | { type: 'image'; image: Image; caption?: string }
  | { type: 'services'; cards: ServiceLink[] };

/** Open Graph share image: the spec fixes 1200×800 for articles. */
export interface ShareImage extends Image {
  width: 1200;
  height: 800;
}

/** What an article file declares about its page head; the rest is derived (see pageHeadOf). */
export type ArticleHead = Pick<PageHead, 'title' | 'description' | 'keywords' | 'breadcrumbName'> & {
  type: 'article';
  shareImage: ShareImage;
};

/** What the list shows of an article: `articles/<slug>/summary.ts`. */
export interface ArticleSummary {
  /** Publication date, ISO (YYYY-MM-DD): sortable, and shown as DD/MM/YYYY. */
  published: string;
  title: string;
  /** Card text on the list, and the article's lead paragraph. */
  description: string;
  cover: Image;
}

/** The rest of an article, which only its own page downloads: `articles/<slug>/article.ts`. */
export interface ArticleDetails {
  head: ArticleHead;
  body: Block[];
}

/** An article on the list; its slug is its folder name, so the two never disagree. */
export interface ListedArticle extends ArticleSummary {
  slug: string;
}

/** A whole article, as its page shows it. */
export interface Article extends ListedArticle, ArticleDetails {}
