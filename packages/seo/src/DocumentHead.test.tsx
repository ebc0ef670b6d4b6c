import type { PageHead } from '@lapm/contracts';
import { afterEach, describe, expect, test } from '@rstest/core';
import { act, cleanup, render } from '@testing-library/react';
import { DocumentHead, NoIndexHead } from './DocumentHead';
import { blogPostingNode, itemListNode, serviceNode } from './jsonld';
import { PAGE_HEAD_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from './markers';
import { checkStructuredData } from './richResults';

const head: PageHead = {
  title: 'Photographe de mariage en reportage | LAPM Photographie',
  author: 'Laure-Anne P. M.',
  description: 'Pourquoi choisir un reportage pour vos photos de mariage ?',
  url: '/blog/2025-06-01',
  position: 3,
  parents: [{ name: 'Blog', url: '/blog' }],
  breadcrumbName: 'Mariage en reportage',
  keywords: ['photographe mariage Montpellier', ''],
  type: 'article',
  images: [{ src: 'placeholder:partage:1200x800', alt: 'Les mariés', width: 1200, height: 800 }],
};

const count = (selector: string) => document.head.querySelectorAll(selector).length;
const ldJson = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) =>
    JSON.parse(script.textContent ?? '[]'),
  );

// Tags a test put in <head> by hand are not React's: unmount, then clear them for the next test.
afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

describe('DocumentHead', () => {
  test('puts the title, meta tags and canonical link in <head>, and JSON-LD in the page', () => {
    render(
      <DocumentHead
        head={head}
        published="2025-06-01"
        structuredData={(site) => [blogPostingNode(site, head, '2025-06-01')]}
      />,
    );
    expect(document.title).toBe(head.title);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      head.description,
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/blog/2025-06-01`,
    );
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
    expect(ldJson().map((node: { '@type': string }) => node['@type'])).toEqual([
      'ProfessionalService',
      'BreadcrumbList',
      'BlogPosting',
    ]);
  });

  test('navigating replaces the tags instead of piling them up', () => {
    const other: PageHead = {
      ...head,
      title: 'Blog | LAPM Photographie',
      url: '/blog',
      position: 2,
      parents: [],
    };
    const view = render(<DocumentHead head={head} />);
    act(() => view.rerender(<DocumentHead key="other" head={other} />));
    expect(count('title')).toBe(1);
    expect(document.title).toBe(other.title);
    expect(count('meta[name="description"]')).toBe(1);
    expect(count('meta[property="og:title"]')).toBe(1);
    expect(count('link[rel="canonical"]')).toBe(1);
    view.unmount();
    expect(count('link[rel="canonical"]')).toBe(0);
  });

  test('replaces the head tags the server sent instead of adding copies', () => {
    // What the server sends: the tags DocumentHead rendered there, renamed.
    const first = render(<DocumentHead head={head} />);
    const prerendered = document.head.innerHTML.replaceAll(PAGE_HEAD_ATTRIBUTE, PRERENDERED_ATTRIBUTE);
    first.unmount();
    document.head.innerHTML = prerendered;
    render(<DocumentHead head={head} />);
    expect(count(`[${PRERENDERED_ATTRIBUTE}]`)).toBe(0);
    expect(count('title')).toBe(1);
    expect(document.title).toBe(head.title);
    expect(count('meta[name="description"]')).toBe(1);
    expect(count('meta[property="og:image"]')).toBe(1);
    expect(count('link[rel="canonical"]')).toBe(1);
  });
});

describe('DocumentHead for search engines and social networks', () => {
  test('passes the structured-data and social checks (Google, Twitter, Facebook)', async () => {
    render(
      <DocumentHead
        head={head}
        published="2025-06-01"
        structuredData={(site) => [
          blogPostingNode(site, head, '2025-06-01'),
          serviceNode(
            site,
            { ...head, serviceName: 'Mariage' },
            {
              featured: [{ id: 'a', nom: 'Sarah B.', note: 5, date: '15/10/2024', commentaire: 'Superbe.' }],
              ratingValue: 5,
              reviewCount: 1,
            },
          ),
          itemListNode(site, 'Articles', [{ name: 'Mariage', url: '/blog/2025-06-01' }]),
        ]}
      />,
    );
    const report = await checkStructuredData(document.documentElement.outerHTML);
    expect(report.failures).toEqual([]);
    expect(report.types).toEqual(
      expect.arrayContaining(['ProfessionalService', 'BreadcrumbList', 'BlogPosting', 'Service']),
    );
  });
});

describe('NoIndexHead', () => {
  test('titles the screen and keeps it out of search results', () => {
    render(<NoIndexHead title="Connexion | LAPM Photographie" />);
    expect(document.title).toBe('Connexion | LAPM Photographie');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, follow',
    );
    expect(count('link[rel="canonical"]')).toBe(0);
  });
});
