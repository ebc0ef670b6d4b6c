import { type PageHead, type Review, townsServed } from '@lapm/contracts';
import { describe, expect, test } from '@rstest/core';
import {
  blogPostingNode,
  breadcrumbNode,
  faqPageNode,
  itemListNode,
  personNode,
  portfolioNodes,
  serializeJsonLd,
  serviceNode,
  studioNode,
} from './jsonld';
import { checkStructuredData } from './richResults';
import type { Site } from './site';

const site: Site = { origin: 'https://lapm.fr', served: 'https://lapm.fr' };

const page = (overrides: Partial<PageHead>): PageHead => ({
  title: 'Titre | LAPM Photographie',
  author: 'Laure-Anne P. M.',
  description: 'Description de la page.',
  url: '/portrait-corporate',
  position: 2,
  breadcrumbName: 'Corporate',
  keywords: [],
  type: 'website',
  images: [],
  ...overrides,
});

// JSON round trip: what a crawler reads, without the TypeScript view of the node.
const plain = (node: unknown) => JSON.parse(JSON.stringify(node));

describe('studio', () => {
  const studio = plain(studioNode(site));

  test('is a local professional service with its contact, area and price range', () => {
    expect(studio).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      '@id': 'https://lapm.fr/#studio',
      name: 'LAPM Photographie',
      email: 'contact@lapm-photographie.fr',
      telephone: '+33612345678',
      priceRange: '€€',
      address: {
        '@type': 'PostalAddress',
        streetAddress: expect.stringMatching(/\d+ rue /),
        addressLocality: 'Montpellier',
        postalCode: '34000',
        addressCountry: 'FR',
      },
      geo: {
        '@type': 'GeoCoordinates',
        latitude: expect.closeTo(43.61, 1),
        longitude: expect.closeTo(3.88, 1),
      },
      logo: { '@type': 'ImageObject', width: '200', height: '200' },
    });
  });

  test('opens every day, 10:00-13:00 and 14:00-19:00', () => {
    const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    expect(studio.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: week, opens: '10:00', closes: '13:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: week, opens: '14:00', closes: '19:00' },
    ]);
  });

  test('serves the fifty towns, each in its department', () => {
    expect(studio.areaServed).toHaveLength(townsServed.length);
    expect(townsServed.length).toBeGreaterThanOrEqual(45);
    expect(studio.areaServed).toContainEqual({
      '@type': 'City',
      name: 'Nîmes',
      containedInPlace: { '@type': 'AdministrativeArea', name: 'Gard' },
    });
  });
});

describe('breadcrumb', () => {
  const positions = (head: PageHead) =>
    plain(breadcrumbNode(site, head)).itemListElement.map(
      (item: { position: number; name: string; item: string }) => [item.position, item.name, item.item],
    );

  test('the home page is alone at position 1', () => {
    expect(positions(page({ url: '/', position: 1, breadcrumbName: 'Accueil' }))).toEqual([
      [1, 'Accueil', 'https://lapm.fr/'],
    ]);
  });

  test('a page under the home page is at position 2', () => {
    expect(positions(page({}))).toEqual([
      [1, 'Accueil', 'https://lapm.fr/'],
      [2, 'Corporate', 'https://lapm.fr/portrait-corporate'],
    ]);
  });

  test('a LifeStyle format is at position 3, under LifeStyle', () => {
    const duo = page({
      url: '/portrait-duo',
      position: 3,
      breadcrumbName: 'Duo',
      parents: [{ name: 'LifeStyle', url: '/portrait-lifestyle' }],
    });
    expect(positions(duo)).toEqual([
      [1, 'Accueil', 'https://lapm.fr/'],
      [2, 'LifeStyle', 'https://lapm.fr/portrait-lifestyle'],
      [3, 'Duo', 'https://lapm.fr/portrait-duo'],
    ]);
  });

  test('a position that disagrees with the parents is refused', () => {
    expect(() => breadcrumbNode(site, page({ position: 3 }))).toThrow(/position 3/);
  });
});

const reviews: Review[] = [
  { id: 'a', nom: 'Julien R.', note: 5, date: '14/03/2025', commentaire: 'Très bien.' },
  { id: 'b', nom: 'Sophie M.', note: 4, date: '22/01/2025', commentaire: 'Bien.' },
];

describe('service and reviews', () => {
  const node = plain(
    serviceNode(
      site,
      page({
        serviceName: 'Portrait corporate',
        serviceId: '/portrait-corporate#tarifs-portrait-corporate',
        serviceType: 'Photographie professionnelle',
      }),
      { featured: reviews, ratingValue: 4.5, reviewCount: 4 },
    ),
  );

  test('names the offer, its anchor on the page and its provider', () => {
    expect(node).toMatchObject({
      '@type': 'Service',
      '@id': 'https://lapm.fr/portrait-corporate#tarifs-portrait-corporate',
      name: 'Portrait corporate',
      serviceType: 'Photographie professionnelle',
      provider: { '@id': 'https://lapm.fr/#studio' },
    });
  });

  test('carries the mean rating and the featured reviews, dated in ISO', () => {
    expect(node.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 4,
      bestRating: 5,
      worstRating: 0,
    });
    expect(node.review).toHaveLength(2);
    expect(node.review[0]).toMatchObject({
      author: { '@type': 'Person', name: 'Julien R.' },
      datePublished: '2025-03-14',
      reviewRating: { ratingValue: 5, bestRating: 5 },
    });
  });

  test('offers each formula at its price, in euros, VAT included or not as its card says', () => {
    const priced = plain(
      serviceNode(
        site,
        page({ serviceId: '/portrait-corporate#tarifs-portrait-corporate' }),
        { featured: reviews, ratingValue: 4.5, reviewCount: 4 },
        [
          { name: 'Formule Flash', price: 99, taxIncluded: true },
          { name: 'Formule Signature', price: 1399, taxIncluded: false },
        ],
      ),
    );
    expect(priced.offers).toEqual([
      expect.objectContaining({ '@type': 'Offer', name: 'Formule Flash', price: 99, priceCurrency: 'EUR' }),
      expect.objectContaining({
        '@type': 'Offer',
        name: 'Formule Signature',
        price: 1399,
        priceCurrency: 'EUR',
      }),
    ]);
    expect(priced.offers[1]).toMatchObject({
      url: 'https://lapm.fr/portrait-corporate#tarifs-portrait-corporate',
      priceSpecification: { valueAddedTaxIncluded: false, price: 1399, priceCurrency: 'EUR' },
      seller: { '@id': 'https://lapm.fr/#studio' },
    });
    // The reviews stay beside the offers.
    expect(priced.aggregateRating.ratingValue).toBe(4.5);
    expect(node.offers).toBeUndefined();
  });

  test('no rating at all without reviews', () => {
    const bare = plain(serviceNode(site, page({}), { featured: [], ratingValue: null, reviewCount: 0 }));
    expect(bare.aggregateRating).toBeUndefined();
    expect(bare.review).toBeUndefined();
  });
});

describe('other nodes', () => {
  test('an item list numbers its entries from 1, with absolute URLs', () => {
    const list = plain(
      itemListNode(site, 'Prestations', [{ name: 'Solo', url: '/portrait-solo#tarifs-portrait-solo' }]),
    );
    expect(list.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        name: 'Solo',
        url: 'https://lapm.fr/portrait-solo#tarifs-portrait-solo',
      },
    ]);
  });

  test('the portfolio is a collection page whose main entity is the gallery', () => {
    const [collection, gallery] = plain(
      portfolioNodes(site, page({ url: '/portfolio' }), [
        { id: 'paysages', title: 'Paysages', description: 'Nature.' },
      ]),
    );
    expect(collection['@type']).toBe('CollectionPage');
    expect(collection.mainEntity['@id']).toBe(gallery['@id']);
    expect(gallery['@type']).toBe('ImageGallery');
    expect(gallery.hasPart[0]).toMatchObject({ name: 'Paysages', url: 'https://lapm.fr/portfolio#paysages' });
  });

  test('who am I is the photographer, working for the studio', () => {
    const person = plain(
      personNode(site, page({ url: '/qui-suis-je' }), { jobTitle: 'Photographe', knowsAbout: ['Portrait'] }),
    );
    expect(person).toMatchObject({
      '@type': 'Person',
      name: 'Laure-Anne P. M.',
      worksFor: { '@id': 'https://lapm.fr/#studio' },
    });
  });
});

describe('article and FAQ nodes', () => {
  test('an article shows its cover and its own heading; a drawn placeholder falls back to the logo', () => {
    const head = page({ url: '/blog/seance', type: 'article' });
    const posting = blogPostingNode(site, head, '2025-06-01', {
      headline: 'Séance en forêt',
      image: '/photos/0b6c2a4e-6a43-4d7e-9d7e-2f1f5c1e9a10/1600.jpg',
    });
    expect(posting.headline).toBe('Séance en forêt');
    expect(posting.image).toBe(`${site.origin}/photos/0b6c2a4e-6a43-4d7e-9d7e-2f1f5c1e9a10/1600.jpg`);
    const drawn = blogPostingNode(site, head, '2025-06-01', { image: 'placeholder:x:1200x800' });
    expect(drawn.image).toBe(blogPostingNode(site, head, '2025-06-01').image);
  });

  test('an article names its publisher with its logo inside the posting', () => {
    const posting = plain(
      blogPostingNode(site, page({ url: '/blog/2025-06-01', type: 'article' }), '2025-06-01'),
    );
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      datePublished: '2025-06-01',
      inLanguage: 'fr-FR',
    });
    expect(posting.publisher).toMatchObject({ name: 'LAPM Photographie', logo: { '@type': 'ImageObject' } });
  });

  test('the FAQ is a FAQPage: each question with its accepted answer, checked as Google asks', async () => {
    const faq = plain(
      faqPageNode(site, page({ url: '/faq', breadcrumbName: 'FAQ' }), [
        { question: 'Quand vais-je recevoir mes photos ?', answer: '2 à 4 semaines après la séance.' },
        { question: 'Vous déplacez-vous ?', answer: 'Oui, autour de Montpellier.' },
      ]),
    );
    expect(faq).toMatchObject({ '@type': 'FAQPage', url: 'https://lapm.fr/faq', inLanguage: 'fr-FR' });
    expect(faq.mainEntity[1]).toEqual({
      '@type': 'Question',
      name: 'Vous déplacez-vous ?',
      acceptedAnswer: { '@type': 'Answer', text: 'Oui, autour de Montpellier.' },
    });
    const html = (node: unknown) =>
      `<html><head></head><body><script type="application/ld+json">${JSON.stringify(node)}</script></body></html>`;
    expect((await checkStructuredData(html(faq), { social: false })).failures).toEqual([]);
    const unanswered = { ...faq, mainEntity: [{ '@type': 'Question', name: 'Et ensuite ?' }] };
    expect((await checkStructuredData(html(unanswered), { social: false })).failures).toContainEqual(
      expect.stringContaining('mainEntity[0].acceptedAnswer.text'),
    );
  });

  test('serialised JSON-LD cannot close its script element', () => {
    expect(
      serializeJsonLd([{ '@context': 'https://schema.org', '@type': 'Thing', name: '</script><b>' }]),
    ).not.toContain('<');
  });
});
