import { fr } from '../../i18n/fr';

export default function MyAlbumsPage() {
  return (
    <section>
      <h1>{fr.myAlbums.title}</h1>
      <p>{fr.myAlbums.intro}</p>
    </section>
  );
}
