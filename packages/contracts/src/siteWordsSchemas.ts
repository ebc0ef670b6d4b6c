/** The schemas of the home page's and legal notices' words (siteWords.ts). */
import { requiredText } from './entities';
import { siteContentMessages as m } from './siteContent';
import {
  type HomePageDocument,
  homeServiceIds,
  type LegalNoticesDocument,
  type TermsOfSaleDocument,
  type TermsOfSaleSectionId,
  termsOfSaleSectionIds,
} from './siteWords';
import { z } from './zod';

const text = (max = 5000) => requiredText(m.required).max(max);
const paragraphs = () => z.array(text()).min(1, m.required).max(30);
const teaser = () => z.object({ heading: text(200), text: text(1000), link: text(100) });

export const homePageDocumentSchema: z.ZodType<HomePageDocument> = z.object({
  eyebrow: text(200),
  title: text(200),
  slogan: text(300),
  intro: text(1000),
  servicesLink: text(100),
  aboutLink: text(100),
  servicesHeading: text(200),
  services: z
    .array(
      z.object({
        id: z.enum(homeServiceIds, { error: m.homeServices }),
        title: text(100),
        text: text(1000),
      }),
    )
    .refine(
      (services) =>
        services.length === homeServiceIds.length &&
        new Set(services.map((service) => service.id)).size === services.length,
      m.homeServices,
    ),
  about: teaser(),
  portfolio: teaser(),
});

export const legalNoticesDocumentSchema: z.ZodType<LegalNoticesDocument> = z.object({
  intro: text(),
  publisher: z.object({
    paragraphs: paragraphs(),
    siret: text(200),
    email: text(254),
    phone: text(30),
    director: text(200),
  }),
  host: text(1000),
  intellectualProperty: paragraphs(),
  personalData: paragraphs(),
  cookies: paragraphs(),
  liability: paragraphs(),
});

export const termsOfSaleDocumentSchema: z.ZodType<TermsOfSaleDocument> = z.object({
  intro: text(),
  sections: z.object(
    Object.fromEntries(termsOfSaleSectionIds.map((id) => [id, paragraphs()])) as Record<
      TermsOfSaleSectionId,
      ReturnType<typeof paragraphs>
    >,
  ),
});
