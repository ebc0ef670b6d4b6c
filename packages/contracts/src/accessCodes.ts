/**
 * An album's access code: the code the admin gives her client (and a wedding's guests). Proposed
 * at random as three short French words, easy to read out and to type on a phone; the admin may
 * type her own, with warnings (never refusals) when it is easy to guess.
 */

/** Short, common words without accents, 268 of them: three give about 24 bits. */
export const ACCESS_CODE_WORDS: readonly string[] = `
abeille abricot acacia agneau aigle airelle algue amande ananas ancre anis arbre arche argile
armoise aube avoine azur badiane baie balcon bambou banane barque basilic berge biche bison
blason bleuet bocage bois bouleau bourgeon brise brume cabane cactus cacao caille camelia canard
canelle canot cap carpe cassis castor cedre cerf cerise chalet chamois chanvre chardon chataigne
chene cheval chevre citron clairon clou cocon colline comete corail cormoran coton coucou courge
crabe craie cresson criquet cygne cypres dahlia dauphin delta dune ebene ecume ecureuil epi
erable etang etoile faisan falaise faucon fenouil feuille figue flamant fleuve foret fougere
fraise frene fusain galet gazelle genet gingembre girafe givre glycine goeland gouache grenade
griotte grive gui heron hibou houx ibis iris jacinthe jade jasmin jonc kiwi lac lagune laurier
lavande lierre lilas lime lin lion loutre lune luzerne lynx magnolia mais mandarine mangue
marais marmotte marron mauve melon menthe merle mesange meteore miel mimosa mirabelle moineau
mouette mousse mure myrtille narcisse navire neige noisette noix nuage oasis ocean olive onde
orage orange orchidee orge ortie osier otarie ours paille palmier panda papaye pavot peche
pelican perle pervenche phare pie pin pinson pivoine plage platane plume poire pollen pomme
poney prairie prune puits quartz radis raisin renard rivage riviere romarin roseau rosee
rossignol rubis ruisseau sable safran sapin sardine saule sauge sel sequoia serin soleil sorbier
source souris tamaris tanche taupe thym tilleul tortue toucan trefle tulipe vague vallee vanille
verger violette zebre zephyr ambre brindille cerfeuil dragon escargot fjord geyser glacier
granit hamac igloo lotus mangrove nacre ocre opale orme pastel phoque poivre quetsche rocher
sureau topaze tournesol tulle verveine voilier
`
  .trim()
  .split(/\s+/);

/** Below this many characters (spaces aside), a code is easy to guess. */
export const MIN_ACCESS_CODE_LENGTH = 8;

export const accessCodeMessages = {
  tooShort: `Code court : ${MIN_ACCESS_CODE_LENGTH} caractères au moins le rendent plus difficile à deviner.`,
  hasName: 'Ce code contient le nom du client : un inconnu qui le connaît le devinerait.',
} as const;

/** A uniform random index below `count`, from the platform's cryptographic generator. */
function randomIndex(count: number): number {
  const limit = Math.floor(0x1_0000_0000 / count) * count;
  const value = new Uint32Array(1);
  // Values past the last whole multiple of `count` would favour the first words: drawn again.
  do crypto.getRandomValues(value);
  while ((value[0] as number) >= limit);
  return (value[0] as number) % count;
}

/**
 * A new code: three words drawn at random, joined by dashes (« pivoine-lagune-sel »). Never one the
 * form would warn of: words can spell the client's name across a dash (« perle-ananas » holds Léa).
 */
export function proposeAccessCode(client: ClientNames | null = null): string {
  const draw = () =>
    Array.from({ length: 3 }, () => ACCESS_CODE_WORDS[randomIndex(ACCESS_CODE_WORDS.length)]).join('-');
  let code = draw();
  while (accessCodeWarnings(code, client).length > 0) code = draw();
  return code;
}

/** The album's owner, when the form knows her: a code holding her name is easy to guess. */
export interface ClientNames {
  firstname: string;
  lastname: string;
}

/** Lower case, without accents, spaces or punctuation: « Inès » is found in « INES-2026 ». */
const bare = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Why a code is easy to guess, in French, for the admin's form and the server's answer alike:
 * shorter than MIN_ACCESS_CODE_LENGTH (spaces aside), or holding the client's first or last name
 * (each part of a compound name of three letters or more, case and accents aside).
 */
export function accessCodeWarnings(code: string, client: ClientNames | null): string[] {
  const warnings: string[] = [];
  if (code.replace(/\s+/gu, '').length < MIN_ACCESS_CODE_LENGTH) warnings.push(accessCodeMessages.tooShort);
  const typed = bare(code);
  const names = client ? `${client.firstname} ${client.lastname}`.split(/[^\p{L}]+/u).map(bare) : [];
  if (names.some((name) => name.length >= 3 && typed.includes(name)))
    warnings.push(accessCodeMessages.hasName);
  return warnings;
}
