/// <reference path="./structured-data-testing-tool.d.ts" />
import sdtt, { type SdttPreset, type SdttResult, type SdttTest } from 'structured-data-testing-tool';
import presets from 'structured-data-testing-tool/presets.js';

// CommonJS modules: Node's ESM loader only gives their default export.
const { structuredDataTest } = sdtt;
const { Facebook, Google, Twitter } = presets;

/**
 * Structured-data checks of a page's HTML, run offline by structured-data-testing-tool:
 * its Google (articles, organisation, web pages), Twitter and Facebook presets, plus the
 * required properties Google documents for the other rich results this site uses, which
 * the tool has no preset for (https://developers.google.com/search/docs/appearance/structured-data):
 * local business, breadcrumb, carousel item list, review snippet, a service's offers.
 */
/**
 * The tool expands only the first `[*]` of a path (the schema's instances): nested lists
 * are checked on their first and last entries.
 */
const required = (schema: string, properties: string[]): SdttPreset => ({
  name: `${schema} (Google)`,
  description: `Propriétés exigées par Google pour ${schema}`,
  schema,
  conditional: { test: schema },
  tests: properties.map((property) => ({ test: `${schema}[*].${property}`, type: 'jsonld' })),
});

const googleRichResults: SdttPreset[] = [
  required('ProfessionalService', [
    'name',
    'address.addressLocality',
    'address.addressCountry',
    'telephone',
    ...[0, -1].flatMap((i) =>
      ['dayOfWeek', 'opens', 'closes'].map((p) => `openingHoursSpecification[${i}].${p}`),
    ),
  ]),
  required(
    'BreadcrumbList',
    [0, -1].flatMap((i) => ['position', 'name', 'item'].map((p) => `itemListElement[${i}].${p}`)),
  ),
  required(
    'ItemList',
    [0, -1].flatMap((i) => ['position', 'url'].map((p) => `itemListElement[${i}].${p}`)),
  ),
  required('BlogPosting', ['headline', 'datePublished', 'author.name', 'image']),
  required('Person', ['name']),
  required(
    'FAQPage',
    [0, -1].flatMap((i) => ['name', 'acceptedAnswer.text'].map((p) => `mainEntity[${i}].${p}`)),
  ),
  required('CollectionPage', ['name', 'url']),
  required('ImageGallery', ['name']),
  // A service's formulas: each offer priced, in a currency.
  {
    name: 'Offer (Google)',
    description: 'Prix et devise de chaque formule',
    schema: 'Service',
    conditional: { test: 'Service[*].offers' },
    tests: [0, -1]
      .flatMap((i) => ['name', 'price', 'priceCurrency'].map((p) => `offers[${i}].${p}`))
      .map((property) => ({ test: `Service[*].${property}`, type: 'jsonld' as const })),
  },
  // Review snippet: a rating needs its value and count, each review its author and rating.
  {
    name: 'Review snippet (Google)',
    description: 'Note moyenne et avis',
    schema: 'Service',
    conditional: { test: 'Service[*].aggregateRating' },
    tests: [
      'aggregateRating.ratingValue',
      'aggregateRating.reviewCount',
      'aggregateRating.bestRating',
      ...[0, -1].flatMap((i) =>
        ['author.name', 'reviewRating.ratingValue', 'datePublished'].map((p) => `review[${i}].${p}`),
      ),
    ].map((property) => ({ test: `Service[*].${property}`, type: 'jsonld' as const })),
  },
];

export interface StructuredDataReport {
  /** Types found in the JSON-LD of the page. */
  types: string[];
  /** One line per failed check: what was looked for and why it failed. */
  failures: string[];
}

const describeFailure = (test: SdttTest) => `${test.test}: ${test.error?.message ?? 'échec'}`;

/** `social: false` checks the JSON-LD only, for HTML without the page's meta tags. */
export async function checkStructuredData(
  html: string,
  { social = true }: { social?: boolean } = {},
): Promise<StructuredDataReport> {
  const presets = [Google, ...googleRichResults, ...(social ? [Twitter, Facebook] : [])];
  let result: SdttResult;
  try {
    result = await structuredDataTest(html, { presets });
  } catch (error) {
    // The tool rejects when a check fails, with the full result attached.
    const rejected = (error as { res?: SdttResult }).res;
    if (!rejected) throw error;
    result = rejected;
  }
  return {
    types: Object.keys(result.structuredData.jsonld),
    failures: result.failed.map(describeFailure),
  };
}
