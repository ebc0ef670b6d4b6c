import { describe, expect, it } from '@rstest/core';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { SearchIndexProvider, useTitleSearch } from './titleSearch';

const cards = [{ title: 'Reportage de mariage' }, { title: 'Portrait solo en extérieur' }];

function Cards() {
  const { term, shown } = useTitleSearch(cards);
  return <p>{`${term} : ${shown.map((card) => card.title).join(', ') || 'rien'}`}</p>;
}

describe('useTitleSearch', () => {
  it('narrows by every word of the term, and tells the server render which titles it looked through', () => {
    const searched: (readonly string[])[] = [];
    const html = renderToString(
      <StaticRouter location="/tarifs?q=EXTÉRIEUR%20solo">
        <SearchIndexProvider value={{ searched: (titles) => searched.push(titles) }}>
          <Cards />
        </SearchIndexProvider>
      </StaticRouter>,
    );
    expect(html).toContain('EXTÉRIEUR solo : Portrait solo en extérieur');
    expect(searched).toEqual([['Reportage de mariage', 'Portrait solo en extérieur']]);
  });

  it('tells nothing outside a server render', () => {
    const html = renderToString(
      <StaticRouter location="/tarifs?q=nulle-part">
        <Cards />
      </StaticRouter>,
    );
    expect(html).toContain('nulle-part : rien');
  });
});
