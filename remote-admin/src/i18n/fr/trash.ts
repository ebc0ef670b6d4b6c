export const trash = {
  upcomingHeading: 'Suppressions à venir',
  upcomingIntro:
    'Les photos de ces albums passeront à la Corbeille à la fin de leur délai de conservation. Le studio est prévenu par e-mail 7 jours avant.',
  noUpcoming: 'Aucune suppression prévue.',
  upcoming: (title: string, id: number, count: number, day: string) =>
    `${title} (album n° ${id}) : ${count} photo${count > 1 ? 's' : ''} à la Corbeille le ${day}`,
  heading: 'Corbeille',
  intro:
    'Les photos supprimées, ou retirées d’un album à la fin de son délai, restent ici 30 jours, puis sont supprimées définitivement : restaurez-les avec leurs fichiers. Un album supprimé revient d’un geste, avec toutes ses photos.',
  empty: 'La Corbeille est vide.',
  photosLabel: 'Photos dans la Corbeille',
  photo: (name: string, title: string, id: number) => `« ${name} », album n° ${id} (${title})`,
  reason: { deleted: 'supprimée', expired: 'fin du délai de l’album' },
  details: (reason: string, trashedOn: string, goneOn: string) =>
    `Mise à la Corbeille le ${trashedOn} (${reason}) ; supprimée définitivement le ${goneOn}.`,
  restore: 'Restaurer',
  restoreName: (name: string) => `Restaurer « ${name} »`,
  albumsLabel: 'Albums supprimés dans la Corbeille',
  album: (id: number, title: string, count: number) =>
    `Album n° ${id} (${title}) : ${count} photo${count > 1 ? 's' : ''}`,
  albumDetails: (deletedOn: string, daysLeft: number) =>
    `Supprimé le ${deletedOn} ; ${
      daysLeft > 1
        ? `encore ${daysLeft} jours pour le restaurer`
        : daysLeft === 1
          ? 'encore 1 jour pour le restaurer'
          : 'dernier jour pour le restaurer'
    }.`,
  albumPhotos: (count: number) => (count > 1 ? `Ses ${count} photos` : 'Sa photo'),
  restoreAlbum: 'Restaurer l’album',
  restoreAlbumName: (id: number, title: string) => `Restaurer l’album n° ${id} (${title})`,
  editAlbum: (id: number) => `Modifier l’album n° ${id}`,
} as const;
