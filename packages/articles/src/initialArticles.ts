import type { ArticlePayload } from '@lapm/contracts';

/**
 * The five articles of the spec, written into the database when it is first created
 * (packages/server/src/api/articles/seed.ts) and edited in the admin from then on. Write the copy
 * with ordinary spaces before : ; ! ? and typographic apostrophes (’): the blog adds the French
 * no-break spaces itself.
 */
export const initialArticles: readonly ArticlePayload[] = [
  {
    slug: '2025-06-01',
    published: '2025-06-01',
    title: 'Photographie de mariage : pourquoi choisir le reportage ?',
    description:
      'Le reportage raconte votre mariage tel que vous l’avez vécu, sans poses figées. Ma façon de travailler, des préparatifs à la première danse, autour de Montpellier.',
    cover: {
      src: 'placeholder:2025-06-01-couverture:1200x800',
      alt: 'Exemple — à remplacer par votre photo : les mariés marchent main dans la main entre les rangs de vigne au coucher du soleil',
    },
    headTitle: 'Reportage de mariage près de Montpellier | LAPM Photographie',
    headDescription:
      'Pourquoi choisir le reportage pour vos photos de mariage ? Déroulé de la journée, préparation, lumière et livraison, par une photographe près de Montpellier.',
    keywords: [
      'photographe mariage Montpellier',
      'reportage de mariage',
      'photo de mariage naturelle',
      'photographe mariage Hérault',
      'mariage domaine viticole',
      'préparatifs des mariés',
      'cérémonie laïque',
      'photos de couple mariage',
      'vin d’honneur',
      'galerie en ligne mariage',
      'séance avant le mariage',
    ],
    breadcrumbName: 'Mariage en reportage',
    shareImage: {
      src: 'placeholder:2025-06-01-partage:1200x800',
      alt: 'Exemple — à remplacer par votre photo : les mariés dans les vignes au coucher du soleil',
    },
    markdown: `Dans vingt ans, ce ne sont pas les poses impeccables que vous chercherez dans votre album, mais le fou rire de votre témoin, les mains de votre père qui tremblent un peu, la lumière dorée sur les vignes pendant le vin d’honneur. C’est exactement ce que le reportage de mariage cherche à saisir : votre journée telle qu’elle s’est vraiment passée.

## Le reportage, qu’est-ce que c’est ?

En reportage, je ne dirige pas la journée : je la suis. Je me fais discrète, je me place au bon endroit au bon moment et je photographie ce qui se passe sans l’interrompre. Pas de « on refait le baiser, il y avait quelqu’un dans le champ » : les émotions ne se rejouent pas, et elles sont bien plus belles la première fois.

Cela ne veut pas dire qu’il n’y a aucune photo posée. Les photos de groupe, que vos familles attendent, et un moment rien qu’à deux pour les portraits de couple restent prévus. Je vous guide alors avec des indications simples, pour que vous restiez vous-mêmes devant l’objectif. Vous pouvez voir des exemples sur ma [page mariage](/portrait-mariage).

![Exemple — à remplacer par votre photo : la mariée ajuste ses boucles d’oreilles devant une fenêtre pendant les préparatifs](placeholder:2025-06-01-preparatifs:800x1000 "Les préparatifs, un moment souvent plus émouvant qu’on ne l’imagine.")

## Une journée racontée du début à la fin

Un reportage a du sens quand il a un début, un milieu et une fin. Je vous accompagne donc sur tous les grands temps de la journée :

- les préparatifs, côté mariée comme côté marié, quand la tension monte doucement ;
- la cérémonie, à la mairie, à l’église ou en cérémonie laïque sous les platanes d’un mas ;
- les photos de couple, idéalement à l’heure dorée, quand la lumière s’adoucit ;
- le vin d’honneur, les retrouvailles, les enfants qui courent entre les invités ;
- le repas, les discours et, selon la formule, la soirée jusqu’à 23 h ou jusqu’à 2 h du matin.

La formule Premium ajoute une séance avant le mariage et une séance le lendemain. Le détail des formules est sur la [page des tarifs](/tarifs).

![Exemple — à remplacer par votre photo : cérémonie laïque en plein air : les invités assis sous les platanes regardent les mariés](placeholder:2025-06-01-ceremonie:1200x800)

## Bien préparer le jour J, sans se mettre la pression

Un bon reportage se prépare en amont. Nous nous rencontrons quelques semaines avant le mariage, en visio ou autour d’un café, pour parcourir votre planning. J’y repère les moments clés, les personnes qui comptent pour vous et les contraintes du lieu. Trois conseils reviennent presque à chaque fois :

- Prévoyez de la marge dans le planning : un quart d’heure de retard sur les préparatifs, c’est un quart d’heure de moins pour vos portraits.
- Faites la liste des photos de groupe à l’avance et confiez-la à un témoin qui connaît tout le monde : elles s’enchaînent alors en quelques minutes.
- Pensez à la lumière. Dans l’Hérault, le soleil de midi est dur en été ; les portraits de couple sont bien plus beaux en fin de journée, dans les vignes ou en bord de mer.

![Exemple — à remplacer par votre photo : portrait des mariés enlacés dans les vignes, à contre-jour, à l’heure dorée](placeholder:2025-06-01-couple-vignes:1200x800 "Vingt minutes à deux, loin des invités, suffisent pour de beaux portraits.")

![Exemple — à remplacer par votre photo : des invités éclatent de rire en trinquant pendant le vin d’honneur](placeholder:2025-06-01-vin-honneur:1200x800)

## Et après le mariage ?

Après la fête vient le travail de sélection et de retouche. Je trie chaque image, j’harmonise les couleurs et la lumière pour que l’ensemble raconte une histoire cohérente, puis je vous livre vos photos dans une galerie en ligne privée, protégée par un mot de passe, que vous pouvez partager avec vos proches. Comptez deux à quatre semaines. Je ne livre pas les fichiers bruts : chaque photo que vous recevez a été retouchée.

![Exemple — à remplacer par votre photo : première danse des mariés sous une guirlande lumineuse, les invités en cercle autour d’eux](placeholder:2025-06-01-premiere-danse:1200x800)

Vous vous mariez près de Montpellier, dans l’Hérault, le Gard ou plus loin ? Racontez-moi votre projet : [contactez-moi](/contacts) pour vérifier ma disponibilité à votre date, et découvrez la [prestation mariage](/portrait-mariage) en détail.`,
  },
  {
    slug: '2025-06-16',
    published: '2025-06-16',
    title: 'Photo de CV professionnelle : réussir son portrait pour se démarquer',
    description:
      'Sur un CV ou un profil LinkedIn, la photo est vue avant le texte. Tenue, expression, cadrage : mes conseils pour un portrait professionnel qui vous ressemble.',
    cover: {
      src: 'placeholder:2025-06-16-couverture:1200x800',
      alt: 'Exemple — à remplacer par votre photo : portrait professionnel d’une femme souriante en veste bleu marine sur fond gris clair',
    },
    headTitle: 'Photo de CV professionnelle : conseils | LAPM Photographie',
    headDescription:
      'Réussir sa photo de CV ou de profil LinkedIn : tenue, expression, cadrage, lumière et retouche. Conseils d’une photographe de portrait près de Montpellier.',
    keywords: [
      'photo de CV',
      'photo CV professionnelle',
      'portrait professionnel Montpellier',
      'photo LinkedIn',
      'portrait corporate',
      'photographe portrait Hérault',
      'tenue photo professionnelle',
      'photo candidature',
      'portrait en studio',
      'recherche d’emploi',
    ],
    breadcrumbName: 'Photo de CV',
    shareImage: {
      src: 'placeholder:2025-06-16-partage:1200x800',
      alt: 'Exemple — à remplacer par votre photo : portrait professionnel en studio sur fond gris clair',
    },
    markdown: `Un recruteur passe en moyenne quelques secondes sur un CV avant de décider s’il le lit vraiment. Dans ces quelques secondes, le regard passe presque toujours par la photo. Elle n’est pas obligatoire en France, mais quand elle est là, elle compte : un selfie recadré ou une photo de vacances envoient un message bien différent d’un portrait soigné.

## Ce qu’une bonne photo de CV doit dire de vous

Une photo de CV réussie n’est pas une photo où vous êtes « beau » ou « belle » : c’est une photo où l’on a envie de vous rencontrer. Elle doit donner une impression de sérieux sans froideur, de confiance sans arrogance. Elle doit aussi coller à votre secteur : on n’attend pas la même image d’une juriste que d’un graphiste ou d’une éducatrice.

La même photo servira souvent ailleurs : profil LinkedIn, signature d’e-mail, page « équipe » d’un site. Autant qu’elle soit à la hauteur partout.

## Bien préparer sa séance

- La tenue : choisissez ce que vous porteriez pour un entretien dans votre métier. Préférez les couleurs unies ; les rayures fines et les petits motifs « vibrent » à l’image.
- Deux tenues plutôt qu’une : une plus formelle, une plus détendue. On décide ensemble devant l’appareil.
- Cheveux et maquillage : restez proche de votre quotidien. Un maquillage léger qui matifie la peau suffit largement.
- Les lunettes : si vous les portez tous les jours, gardez-les. J’ajuste la lumière et l’angle pour éviter les reflets.
- La veille : une bonne nuit et de l’eau valent tous les filtres.

![Exemple — à remplacer par votre photo : deux chemises unies, une veste et une paire de lunettes posées sur un fauteuil avant la séance](placeholder:2025-06-16-tenues:1200x800 "Deux tenues, des couleurs unies : la préparation idéale.")

## Pendant la séance : le regard et la posture

La plupart des gens me disent en arrivant qu’ils « ne sont pas photogéniques ». En réalité, personne n’est à l’aise face à un objectif sans qu’on l’y aide. Mon travail, c’est justement de vous guider : les épaules légèrement de trois-quarts, le menton un peu en avant, le poids du corps sur une jambe. On discute, on essaie plusieurs expressions, du sourire franc au regard plus posé, et on regarde les images ensemble à l’écran au fil de la séance.

![Exemple — à remplacer par votre photo : la photographe montre les premières images sur l’écran de son appareil à un homme en chemise blanche](placeholder:2025-06-16-ecran:1200x800)

## Cadrage, fond et lumière

Le cadrage classique pour un CV va du haut de la tête au milieu de la poitrine, avec un peu d’air au-dessus des cheveux. En studio, je travaille sur un fond neutre avec une lumière douce qui modèle le visage sans le durcir. En extérieur, un arrière-plan flou, une façade claire ou de la verdure, donne un rendu plus chaleureux, très apprécié sur LinkedIn. Je vous livre plusieurs recadrages : vertical pour le CV, carré pour les réseaux.

La retouche reste naturelle : j’atténue une imperfection passagère ou des cernes marqués, jamais les traits qui font votre visage. Le recruteur doit vous reconnaître le jour de l’entretien.

![Exemple — à remplacer par votre photo : portrait d’un jeune homme en extérieur, arrière-plan de verdure flou et lumière douce](placeholder:2025-06-16-exterieur:800x1000)

## Une séance simple et rapide

Pour un particulier, la formule Confiance de mes [portraits corporate](/portrait-corporate) est pensée pour cela : une demi-heure en studio, trois photos retouchées et une galerie en ligne pour les télécharger. Si vous voulez des images plus variées, pour un site personnel par exemple, un [portrait solo](/portrait-solo) laisse plus de temps et de liberté. Les formules et leurs prix sont détaillés sur la [page des tarifs](/tarifs).

Vous préparez une candidature ou une reconversion ? [Écrivez-moi](/contacts) : nous trouverons un créneau qui tombe avant votre prochain envoi de CV.`,
  },
  {
    slug: '2025-07-10',
    published: '2025-07-10',
    title: 'Le portrait lifestyle : des photos qui vous ressemblent',
    description:
      'Le portrait lifestyle saisit des moments vrais, chez vous, dehors ou en studio. Ce qu’il est, comment se passe une séance, et six formats pour chaque étape de la vie.',
    cover: {
      src: 'placeholder:2025-07-10-couverture:1200x800',
      alt: 'Exemple — à remplacer par votre photo : une famille rit, assise sur une couverture dans l’herbe, en fin de journée',
    },
    headTitle: 'Portrait lifestyle : séances naturelles | LAPM Photographie',
    headDescription:
      'Le portrait lifestyle : lieux, préparation, déroulé et six formats de séance (solo, couple, famille, nouveau-né, grossesse, passions) près de Montpellier.',
    keywords: [
      'portrait lifestyle',
      'photographe lifestyle Montpellier',
      'séance photo famille',
      'séance photo couple',
      'portrait solo',
      'photo nouveau-né',
      'photo grossesse',
      'photo passion sport',
      'séance photo à domicile',
      'photo naturelle',
      'photographe Hérault',
    ],
    breadcrumbName: 'Portrait lifestyle',
    shareImage: {
      src: 'placeholder:2025-07-10-partage:1200x800',
      alt: 'Exemple — à remplacer par votre photo : une famille rit dans l’herbe en fin de journée',
    },
    markdown: `Vous avez sans doute déjà vécu cette scène : le photographe dit « souriez ! », tout le monde se fige, et la photo ressemble à tout sauf à vous. Le portrait lifestyle prend le chemin inverse. Plutôt que de vous demander de poser, je vous propose de vivre un moment, et je le photographie.

## Le lifestyle, c’est quoi exactement ?

C’est un entre-deux entre le portrait posé et le reportage. La mise en scène est légère : je choisis le lieu et la lumière avec vous, je vous donne une activité plutôt qu’une pose (marcher, préparer un café, lire une histoire, jouer au ballon), puis je laisse les choses se faire. Les regards, les gestes et les rires qui en sortent sont les vôtres, et c’est ce qui rend ces images si précieuses avec le temps.

![Exemple — à remplacer par votre photo : un couple prépare le petit-déjeuner dans sa cuisine baignée de lumière du matin](placeholder:2025-07-10-cuisine:1200x800)

## Où se déroule une séance ?

Là où vous vous sentez bien. Chez vous, d’abord : votre salon, votre jardin, la chambre du bébé racontent votre histoire mieux que n’importe quel décor. En extérieur ensuite : les étangs près de Palavas, la garrigue au pied du Pic Saint-Loup, les ruelles de l’Écusson à Montpellier ou une plage en fin de journée. En studio enfin, pour un rendu plus épuré ou quand la météo ne suit pas.

En été, je propose les séances en extérieur tôt le matin ou en fin d’après-midi : la lumière est plus douce, et la chaleur plus supportable pour les petits comme pour les grands.

![Exemple — à remplacer par votre photo : un petit garçon court sur un sentier de garrigue, son père le suit en riant](placeholder:2025-07-10-garrigue:1200x800 "En extérieur, les enfants oublient vite l’appareil photo.")

## Comment se préparer

- Portez des vêtements confortables, dans lesquels vous bougez facilement.
- Harmonisez les couleurs sans vous habiller tous pareil : deux ou trois teintes qui s’accordent suffisent. Évitez les gros logos.
- Apportez un objet qui compte : une guitare, un livre, le doudou, le vélo du dimanche. Il donne souvent les plus belles images.
- Avec des enfants, prévoyez un goûter et de l’eau. Une pause fait parfois des miracles.

## Pendant et après la séance

Selon la formule, une séance dure de trois quarts d’heure à deux heures. Je vous guide au début pour que vous trouviez vos marques, puis je me fais oublier. Il n’y a pas de bonne ou de mauvaise façon de faire : si votre enfant préfère chercher des cailloux que regarder l’objectif, on photographie la chasse aux cailloux.

Ensuite, je sélectionne et retouche les meilleures images, dans un style naturel, puis je vous les livre dans une galerie en ligne privée, protégée par un mot de passe. Pour découvrir l’esprit de ces séances en images, rendez-vous sur la [page portrait lifestyle](/portrait-lifestyle), et pour toute question, [contactez-moi](/contacts).

![Exemple — à remplacer par votre photo : portrait d’une femme assise près d’une fenêtre, une tasse entre les mains, le regard vers l’extérieur](placeholder:2025-07-10-fenetre:800x1000)

## Six formats pour chaque moment de vie

Chaque étape de la vie mérite ses images. J’ai imaginé six formats de séance lifestyle ; choisissez celui qui vous ressemble pour en découvrir le détail.

{{formules: feel-good, toi-et-moi, la-smala, premier-cri, neuf-mois, passions-lives}}`,
  },
  {
    slug: '2025-07-24',
    published: '2025-07-24',
    title: 'Photos de grossesse : quel est le meilleur moment pour la séance ?',
    description:
      'Entre la 28e et la 34e semaine, le ventre est bien rond et vous êtes encore à l’aise. Pourquoi ce créneau, quand réserver et comment préparer votre séance grossesse.',
    cover: {
      src: 'placeholder:2025-07-24-couverture:1200x800',
      alt: 'Exemple — à remplacer par votre photo : silhouette d’une future maman de profil, les mains sur son ventre rond, devant une fenêtre lumineuse',
    },
    headTitle: 'Photo de grossesse : à quel moment ? | LAPM Photographie',
    headDescription:
      'Le meilleur moment pour des photos de grossesse : entre 28 et 34 semaines. Pourquoi, quand réserver, que prévoir, par une photographe près de Montpellier.',
    keywords: [
      'photo de grossesse',
      'séance grossesse',
      'quand faire des photos de grossesse',
      'photographe grossesse Montpellier',
      'photo femme enceinte',
      '28 à 34 semaines',
      'séance maternité',
      'photo grossesse en studio',
      'photo grossesse en extérieur',
      'séance nouveau-né',
      'photographe Hérault',
    ],
    breadcrumbName: 'Photos de grossesse',
    shareImage: {
      src: 'placeholder:2025-07-24-partage:1200x800',
      alt: 'Exemple — à remplacer par votre photo : silhouette d’une future maman de profil devant une fenêtre',
    },
    markdown: `C’est l’une des questions que l’on me pose le plus souvent, parfois dès l’annonce de la grossesse : « Quand faut-il faire les photos ? » La réponse tient en une fourchette : entre la 28e et la 34e semaine d’aménorrhée, soit à peu près le 7e et le début du 8e mois. Voici pourquoi, et comment en profiter au mieux.

## Pourquoi entre 28 et 34 semaines ?

Ce créneau réunit trois conditions qui comptent beaucoup pour des photos réussies :

- Le ventre est bien dessiné. Il est rond, il se voit de face comme de profil, et il raconte l’attente sans qu’on ait besoin de l’expliquer.
- Vous êtes encore à l’aise. Se lever, marcher, changer de tenue ou s’asseoir dans l’herbe se fait sans trop de fatigue, ce qui devient plus difficile dans les dernières semaines.
- Il reste de la marge. Un bébé pressé n’attend pas toujours le terme : en faisant la séance avant 34 semaines, on évite de la manquer.

![Exemple — à remplacer par votre photo : gros plan sur des mains posées sur un ventre rond, tenant un cliché d’échographie](placeholder:2025-07-24-echographie:1200x800)

## Et si l’on fait la séance avant, ou après ?

Avant 28 semaines, le ventre est souvent plus discret. C’est un bon moment si vous aimez un rendu subtil, ou si vous rêvez d’une série qui suit l’évolution de la grossesse. Après 34 semaines, la séance reste possible, mais je la raccourcis et multiplie les pauses : votre confort passe avant tout.

Pour une grossesse gémellaire, le ventre s’arrondit plus vite et la naissance arrive souvent plus tôt : visez plutôt 26 à 30 semaines. Dans tous les cas, votre sage-femme ou votre médecin reste le meilleur juge de ce qui est raisonnable pour vous.

## Réserver au bon moment

L’idéal est de me contacter pendant le deuxième trimestre, vers le 4e ou le 5e mois. On fixe alors une date dans la bonne fenêtre, avec de la souplesse pour la déplacer si besoin. Autour de Montpellier, l’été est beau mais chaud : en juillet et en août, je propose les séances en extérieur tôt le matin ou au coucher du soleil, ou bien en studio, au frais.

![Exemple — à remplacer par votre photo : un futur papa enlace sa compagne enceinte au bord d’un étang au coucher du soleil](placeholder:2025-07-24-couple-coucher-soleil:1200x800 "Au coucher du soleil, la lumière est douce et la chaleur retombe.")

## Préparer la séance

- Les tenues : une robe longue et fluide, une tenue ajustée qui dessine le ventre, ou simplement la chemise trop grande de votre conjoint. Prévoyez-en deux ou trois.
- Les petits objets : une échographie, une paire de chaussons, le prénom s’il est choisi. Ils donnent du sens aux images de détail.
- Les proches : le futur papa ou la future maman, les aînés, même le chien, sont les bienvenus. Les photos de grand frère ou de grande sœur qui embrasse le ventre sont souvent les préférées.
- Le confort : de l’eau, un encas, des chaussures plates pour les trajets. On fait des pauses dès que vous en avez besoin.

![Exemple — à remplacer par votre photo : une petite fille embrasse le ventre rond de sa maman assise sur un canapé](placeholder:2025-07-24-grande-soeur:1200x800)

![Exemple — à remplacer par votre photo : future maman en robe longue et fluide, photographiée en studio sur un fond beige](placeholder:2025-07-24-studio:800x1000)

## Penser aussi à l’après

Beaucoup de parents enchaînent avec une séance nouveau-né, dans les 5 à 15 jours qui suivent la naissance, quand bébé dort encore profondément et se laisse installer. Réserver les deux en même temps simplifie tout : il suffit de m’envoyer un message à la naissance.

Pour découvrir les séances en détail, rendez-vous sur la page [grossesse](/portrait-grossesse) et la page [nouveau-né](/portrait-nouveau-ne), ou consultez les formules sur la [page des tarifs](/tarifs). Et si vous êtes dans le bon créneau, ou presque, [contactez-moi](/contacts) pour réserver votre date.`,
  },
  {
    slug: '2025-09-17',
    published: '2025-09-17',
    title: 'Photo et vidéo : pourquoi votre entreprise a intérêt à investir dans son image',
    description:
      'Site, réseaux sociaux, recrutement : des images professionnelles créent la confiance avant le premier rendez-vous. Ce qu’une entreprise gagne à investir dans la photo et la vidéo.',
    cover: {
      src: 'placeholder:2025-09-17-couverture:1200x800',
      alt: 'Exemple — à remplacer par votre photo : une équipe de cinq personnes discute autour d’une table dans des bureaux lumineux',
    },
    headTitle: 'Investir dans l’image de son entreprise | LAPM Photographie',
    headDescription:
      'Pourquoi investir dans la photo et la vidéo d’entreprise : confiance, cohérence, recrutement, durée d’usage. Conseils d’une photographe près de Montpellier.',
    keywords: [
      'photographe entreprise Montpellier',
      'photo corporate',
      'portrait corporate',
      'image de marque',
      'vidéo d’entreprise',
      'photo d’équipe',
      'marque employeur',
      'photo LinkedIn entreprise',
      'reportage entreprise',
      'photo événement professionnel',
      'communication visuelle',
      'photographe Hérault',
    ],
    breadcrumbName: 'Photo et vidéo d’entreprise',
    shareImage: {
      src: 'placeholder:2025-09-17-partage:1200x800',
      alt: 'Exemple — à remplacer par votre photo : une équipe discute autour d’une table dans des bureaux lumineux',
    },
    markdown: `Avant de vous appeler, un client, un partenaire ou un futur collaborateur a presque toujours tapé votre nom dans un moteur de recherche. Votre site, votre fiche d’établissement, votre page LinkedIn lui ont donné une première impression en quelques secondes, et cette impression passe d’abord par les images. Investir dans la photo et la vidéo, ce n’est pas se faire plaisir : c’est soigner ce premier rendez-vous auquel vous n’assistez pas.

## La confiance se gagne avec de vrais visages

Les photos de banque d’images sont pratiques, mais tout le monde les reconnaît, et elles ne disent rien de vous. Des portraits de votre équipe, vos locaux, vos mains au travail montrent qu’il y a de vraies personnes derrière l’entreprise. Pour une PME, un cabinet ou un artisan de la région de Montpellier, c’est souvent ce qui fait la différence face à un concurrent plus gros mais plus anonyme.

![Exemple — à remplacer par votre photo : portrait d’une collaboratrice souriante à son bureau, ses collègues flous en arrière-plan](placeholder:2025-09-17-portrait-collaboratrice:1200x800)

## Ce que la photo apporte concrètement

- Des portraits homogènes : même lumière, même cadrage, même fond. Votre page « équipe » et vos profils LinkedIn forment enfin un ensemble.
- Votre savoir-faire en images : l’atelier, le geste précis, le produit fini. Ce que vous faites devient visible.
- Vos événements : inauguration, séminaire, salon. Des images prêtes pour le communiqué, la newsletter et les réseaux dès le lendemain.
- Des visuels pour tous les supports : site, plaquette, dossier de presse, candidatures à des appels d’offres.

![Exemple — à remplacer par votre photo : gros plan sur les mains d’un artisan ébéniste qui ponce une pièce de bois dans son atelier](placeholder:2025-09-17-artisan:1200x800 "Montrer le geste, c’est montrer la qualité.")

## Et la vidéo ?

La vidéo complète la photo là où le mouvement et la voix comptent : une courte présentation de l’entreprise, le témoignage d’un client, une offre d’emploi racontée par l’équipe elle-même. Sur les réseaux sociaux, elle retient l’attention plus longtemps. La photo, elle, reste la base que l’on réutilise partout, de la page d’accueil du site à la carte de vœux.

Les deux gagnent à être pensées ensemble. Si un tournage vidéo est prévu, dites-le-moi dès notre premier échange : caler les prises de vue le même jour, avec les mêmes tenues et la même lumière, donne une image cohérente et fait gagner du temps à vos équipes.

![Exemple — à remplacer par votre photo : une intervenante prend la parole devant un public attentif lors d’un séminaire d’entreprise](placeholder:2025-09-17-seminaire:1200x800)

## Un investissement, pas une dépense

Une séance bien préparée produit des images qui servent pendant des années. Les photos que je réalise pour les entreprises sont cédées pour trois ans, pour une utilisation dans le monde entier : rapporté au nombre de supports où elles apparaissent, leur coût devient vite modeste. À l’inverse, un site aux photos datées ou floues peut coûter bien plus cher, en prospects qui ne prennent jamais contact.

## Comment se déroule une séance corporate

Tout commence par un échange sur vos attentes et l’usage prévu des images. Je viens ensuite dans vos locaux ou je vous reçois en studio, selon un planning organisé pour ne pas bloquer vos équipes. Je veille à ce que chaque portrait soit dans la même lignée, puis je livre les photos retouchées dans une galerie en ligne, rapidement.

Trois formules existent pour les entreprises, jusqu’à cinq personnes (au-delà, sur devis) : Classique, sur site et en lumière naturelle ; Flash, avec un éclairage de studio ; Signature, qui ajoute une photo d’équipe. Retrouvez le détail sur la page [portrait corporate](/portrait-corporate) et sur la [page des tarifs](/tarifs).

![Exemple — à remplacer par votre photo : photo de groupe d’une équipe de cinq personnes devant la façade claire de leur entreprise](placeholder:2025-09-17-photo-equipe:1200x800)

Vous avez un projet de refonte de site, un recrutement à venir ou un événement à couvrir ? [Contactez-moi](/contacts) : nous verrons ensemble quelles images vous seront le plus utiles.`,
  },
];
