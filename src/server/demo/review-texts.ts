import type { Prng } from './prng';

type Tone = 'good' | 'mixed' | 'bad';

/** Short review texts per language and tone: the demo shows reviews "in several languages". */
const TEXTS: Record<string, Record<Tone, readonly [title: string, text: string][]>> = {
  en: {
    good: [
      ['Wonderful stay', 'Spotless house, lovely garden and a very helpful owner. We would come back any time.'],
      ['Perfect for families', 'Plenty of room for the children, quiet area and the beach is a short walk away.'],
    ],
    mixed: [['Nice, with small issues', 'Great location, but the Wi-Fi was slow and one shower had little pressure.']],
    bad: [['Disappointing', 'The house was not as clean as expected on arrival and the road noise was loud at night.']],
  },
  de: {
    good: [
      ['Traumhafter Urlaub', 'Sehr sauberes Haus, toller Ausblick und eine herzliche Begrüßung. Gerne wieder!'],
      ['Alles bestens', 'Die Ausstattung ist komplett, die Betten bequem und der Pool war jeden Tag gepflegt.'],
    ],
    mixed: [['Gut, aber…', 'Schöne Lage, allerdings war die Küche etwas knapp ausgestattet.']],
    bad: [['Leider enttäuscht', 'Bei Ankunft war nicht gereinigt und die Klimaanlage funktionierte nicht.']],
  },
  nl: {
    good: [['Heerlijk verblijf', 'Prachtig huis, alles was schoon en de eigenaar was erg behulpzaam.']],
    mixed: [['Prima', 'Mooie plek, maar de parkeerplaats was lastig te vinden.']],
    bad: [['Niet aan te raden', 'Veel lawaai van de straat en het zwembad was niet schoon.']],
  },
  pl: {
    good: [['Wspaniały pobyt', 'Dom czysty, świetnie wyposażony, a gospodarz bardzo pomocny.']],
    mixed: [['Dobrze, ale', 'Piękna okolica, jednak internet działał słabo.']],
    bad: [['Rozczarowanie', 'Dom był brudny przy przyjeździe, a klimatyzacja nie działała.']],
  },
  cs: {
    good: [['Skvělá dovolená', 'Čistý dům, krásný výhled a milý majitel. Určitě se vrátíme.']],
    mixed: [['Dobré', 'Pěkné místo, ale kuchyň byla málo vybavená.']],
    bad: [['Zklamání', 'Při příjezdu nebylo uklizeno a v noci byl velký hluk.']],
  },
  it: {
    good: [['Soggiorno stupendo', 'Casa pulitissima, vista meravigliosa e proprietario molto gentile.']],
    mixed: [['Buono', 'Posizione ottima, ma il Wi-Fi era lento.']],
    bad: [['Deludente', 'La casa non era pulita al nostro arrivo.']],
  },
  fr: {
    good: [['Séjour merveilleux', 'Maison impeccable, vue superbe et accueil chaleureux. Nous reviendrons !']],
    mixed: [['Bien', 'Bel emplacement, mais la literie était un peu fatiguée.']],
    bad: [['Décevant', "La maison n'était pas propre à notre arrivée."]],
  },
  hr: {
    good: [['Prekrasan odmor', 'Kuća je bila čista, pogled predivan, a domaćin vrlo ljubazan.']],
    mixed: [['Dobro', 'Lijepa lokacija, ali internet je bio spor.']],
    bad: [['Razočarenje', 'Kuća nije bila čista pri dolasku.']],
  },
  es: {
    good: [['Estancia maravillosa', 'Casa muy limpia, vistas preciosas y un propietario muy amable.']],
    mixed: [['Bien', 'Buena ubicación, pero el wifi era lento.']],
    bad: [['Decepcionante', 'La casa no estaba limpia a nuestra llegada.']],
  },
};

/** The tone a rating gets its text from. */
function toneOf(rating: string): Tone {
  if (rating === 'Great' || rating === 'Good' || rating === 'NA') return 'good';
  return rating === 'Average' ? 'mixed' : 'bad';
}

/** A title and text in the guest's language (English when there are none for it). */
export function reviewText(prng: Prng, language: string, rating: string): { language: string; title: string; text: string } {
  const texts = TEXTS[language] ? language : 'en';
  const [title, text] = prng.pick(TEXTS[texts]![toneOf(rating)]);
  return { language: texts, title, text };
}
