import {
  type ContactDocument,
  defaultContact,
  openingHours,
  openingHoursLabel,
  paths,
  phoneE164,
  priceRange,
  studio,
  studioAddress,
} from '@lapm/contracts';
import type { ProfessionalService, WithContext } from 'schema-dts';
import { LOGO } from '../head';
import { type Site, siteUrl } from '../site';
import { CONTEXT, photographerId, studioId } from './common';

/** The studio node every page carries (DocumentHead), built from Contact's published details. */

/**
 * The opening hours as structured data: the studio's own while her published hours are its words;
 * hours she rewrote are free text, which Google would not read, so none are claimed rather than old ones.
 */
const openingHoursOf = (contact: ContactDocument) =>
  contact.hours === openingHoursLabel
    ? {
        openingHoursSpecification: openingHours.map((slot) => ({
          '@type': 'OpeningHoursSpecification' as const,
          dayOfWeek: [...slot.days],
          opens: slot.opens,
          closes: slot.closes,
        })),
      }
    : {};

/**
 * The studio: a local professional service (spec section 9: hours, price range, towns served), with
 * Contact's details as she published them.
 */
export function studioNode(
  site: Site,
  contact: ContactDocument = defaultContact,
): WithContext<ProfessionalService> {
  return {
    '@context': CONTEXT,
    '@type': 'ProfessionalService',
    '@id': studioId(site),
    name: studio.name,
    description:
      'Photographe portrait et mariage près de Montpellier : particuliers, familles et entreprises.',
    url: siteUrl(site, paths.home),
    logo: {
      '@type': 'ImageObject',
      url: siteUrl(site, LOGO.src),
      width: String(LOGO.width),
      height: String(LOGO.height),
    },
    image: siteUrl(site, LOGO.src),
    email: contact.email,
    telephone: phoneE164(contact.phone),
    priceRange,
    address: {
      '@type': 'PostalAddress',
      streetAddress: studioAddress.street,
      addressLocality: studioAddress.locality,
      postalCode: studioAddress.postalCode,
      addressRegion: studioAddress.region,
      addressCountry: studioAddress.country,
    },
    geo: { '@type': 'GeoCoordinates', ...studioAddress.geo },
    ...openingHoursOf(contact),
    areaServed: contact.areas.flatMap((area) =>
      area.towns.map((town) => ({
        '@type': 'City' as const,
        name: town,
        containedInPlace: { '@type': 'AdministrativeArea' as const, name: area.department },
      })),
    ),
    founder: { '@id': photographerId(site) },
    sameAs: studio.socials.map((social) => social.url),
  };
}
