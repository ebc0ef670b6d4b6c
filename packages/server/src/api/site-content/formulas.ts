import {
  adminEditArticlePath,
  type EnquiryFormulaGroup,
  enquiryFormulaGroupsOf,
  formulaKeyOf,
  formulasOf,
  type PriceCardUsage,
  type PricesPageDocument,
  paths,
  pricedServicePages,
  type ServicePageDocument,
  type ServicePageKey,
} from '@lapm/contracts';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { articles, bookingSettings, bookings, siteContentVersions } from '../../db/schema';
import { publishedDocument } from './site-content';

const services = Object.keys(pricedServicePages) as ServicePageKey[];

/** The published formulas of every service page, service by service (docs/decisions/0025). */
export async function publishedFormulaGroups(db: Database): Promise<EnquiryFormulaGroup[]> {
  const prices: Partial<Record<ServicePageKey, ServicePageDocument['prices']>> = {};
  for (const service of services) {
    prices[service] = ((await publishedDocument(db, service)) as ServicePageDocument).prices;
  }
  return enquiryFormulaGroupsOf(prices);
}

/** The full keys (`solo-essentiel`) of the formulas on the site now: the only ones a visitor may ask for or book. */
export async function publishedFormulaKeys(db: Database): Promise<Set<string>> {
  const groups = await publishedFormulaGroups(db);
  return new Set(groups.flatMap((group) => group.options.map((option) => option.key)));
}

/**
 * The name of every formula ever published, by full key, the latest name winning: a booking or an
 * enquiry of a formula she removed since keeps showing its name, never a bare key.
 */
export async function formulaNamesEverPublished(db: Database): Promise<Record<string, string>> {
  const rows = await db
    .select({ page: siteContentVersions.page, document: siteContentVersions.document })
    .from(siteContentVersions)
    .where(and(eq(siteContentVersions.status, 'published'), inArray(siteContentVersions.page, services)))
    .orderBy(asc(siteContentVersions.id));
  const names: Record<string, string> = {};
  for (const row of rows) {
    const prices = (row.document as Partial<ServicePageDocument>).prices;
    if (!prices?.table) continue;
    for (const formula of formulasOf(prices)) {
      names[formulaKeyOf(row.page as ServicePageKey, formula.key)] = formula.name;
    }
  }
  return names;
}

const wholeKey = (key: string) => new RegExp(`(?<![a-z0-9-])${key}(?![a-z0-9-])`);

/**
 * What uses a formula of `service`, named as she knows it: her articles whose body names it (an
 * offer, a « Demander cette formule » link), the future bookings of it, her booking settings, and
 * the cards of /tarifs that lead to its page. Asked before she removes the formula.
 */
export async function formulaUsages(
  db: Database,
  service: ServicePageKey,
  key: string,
  now: Date,
): Promise<PriceCardUsage[]> {
  const full = formulaKeyOf(service, key);
  const named = wholeKey(full);
  const rows = await db
    .select({ id: articles.id, title: articles.title, markdown: articles.markdown })
    .from(articles)
    .orderBy(articles.title);
  const usages: PriceCardUsage[] = rows
    .filter((row) => named.test(row.markdown))
    .map((row) => ({ name: `Article « ${row.title} »`, to: adminEditArticlePath(row.id) }));
  const booked = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.formula, full),
        gt(bookings.startsAt, now),
        inArray(bookings.status, ['en attente', 'confirmée']),
      ),
    );
  if (booked.length > 0)
    usages.push({ name: `${booked.length} réservation(s) à venir`, to: paths.adminBookings });
  const [settings] = await db.select({ availability: bookingSettings.availability }).from(bookingSettings);
  const bookable = (settings?.availability as { formulas?: { formula: string }[] } | undefined)?.formulas;
  if (bookable?.some((entry) => entry.formula === full))
    usages.push({ name: 'Réglages des réservations en ligne', to: paths.adminBookings });
  const prices = (await publishedDocument(db, 'tarifs')) as PricesPageDocument;
  // A card leads to the page's price cards, not to one formula: one line says how many lead there.
  const cards = prices.cards.filter((card) => card.path === pricedServicePages[service]).length;
  if (cards > 0)
    usages.push({
      name: `${cards} carte(s) de la page Tarifs menant à ces tarifs`,
      to: paths.adminSiteContent,
    });
  return usages;
}
