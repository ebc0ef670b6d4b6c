import { blogDatePattern, formulaNames, MAX_KEYWORDS, pricingAnchors } from './contentValues';
import { z } from './zod';

export const blogCardSchema = z.object({
  reactKey: z.string(),
  path: z.string(),
  id: z.string(),
  title: z.string(),
  description: z.string(),
  date: z.string().regex(blogDatePattern),
  image: z.string(),
});
export type BlogCard = z.infer<typeof blogCardSchema>;

export const reviewSchema = z.object({
  id: z.string(),
  nom: z.string(),
  note: z.number().min(0).max(5),
  date: z.string(),
  commentaire: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const imageSchema = z.object({ src: z.string(), alt: z.string() });
export type Image = z.infer<typeof imageSchema>;

export const pricingAnchorSchema = z.enum(pricingAnchors);
export type PricingAnchor = z.infer<typeof pricingAnchorSchema>;

export const serviceCardSchema = z.object({
  key: z.string(),
  path: z.string(),
  anchor: pricingAnchorSchema,
  title: z.string(),
  description: z.string(),
  image: z.string(),
});
export type ServiceCard = z.infer<typeof serviceCardSchema>;

export const formulaNameSchema = z.enum(formulaNames);
export type FormulaName = z.infer<typeof formulaNameSchema>;

/** One line of a price card: a label (value1) and its value (value2). */
export const priceLineSchema = z.object({ value1: z.string(), value2: z.string() });
export type PriceLine = z.infer<typeof priceLineSchema>;
/** A service's price cards, by the key of her formula (docs/decisions/0025). */
export const priceTableSchema = z.record(z.string(), z.array(priceLineSchema));
export type PriceTable = Partial<Record<string, PriceLine[]>>;

export const mailLinkSchema = z.object({
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
});
export type MailLink = z.infer<typeof mailLinkSchema>;
export const mailLinksSchema = z.record(z.string(), mailLinkSchema);
export type MailLinks = Partial<Record<string, MailLink>>;

export const pageTypeSchema = z.enum(['website', 'article', 'video.movie', 'music.song', 'profile']);
export type PageType = z.infer<typeof pageTypeSchema>;

/** An image announced to link previews: its size lets a network lay the card out before fetching it. */
export const shareImageSchema = imageSchema.extend({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ShareImage = z.infer<typeof shareImageSchema>;

/** One step of a breadcrumb: its name and its path on the site. */
export const crumbSchema = z.object({ name: z.string(), url: z.string() });
export type Crumb = z.infer<typeof crumbSchema>;

export const pageHeadSchema = z.object({
  title: z.string(),
  author: z.string(),
  description: z.string(),
  /** Path of the page on the site ("/portrait-duo"); the canonical link adds the public origin. */
  url: z.string(),
  /** Place of the page in its breadcrumb, the home page being 1. */
  position: z.number().int().positive(),
  breadcrumbName: z.string(),
  /**
   * The pages between the home page and this one (the LifeStyle page above Duo, the blog
   * above an article); none for a page right under the home page. Its length is position - 2.
   */
  parents: z.array(crumbSchema).optional(),
  serviceName: z.string().optional(),
  keywords: z.array(z.string()).max(MAX_KEYWORDS),
  type: pageTypeSchema,
  /** Share images: a path, or an image with its size (preferred: previews need the size). */
  images: z.array(z.union([z.string(), shareImageSchema])),
  /** Service pages: the id of the offer on the page, with its anchor ("/portrait-duo#tarifs-portrait-duo"). */
  serviceId: z.string().optional(),
  serviceType: z.string().optional(),
});
export type PageHead = z.infer<typeof pageHeadSchema>;
