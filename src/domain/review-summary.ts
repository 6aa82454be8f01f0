import type { ReviewRating } from './enumerations';

/** What guests praise and criticise, in the order a summary lists them. */
export const ReviewAspects = ['cleanliness', 'location', 'equipment', 'host', 'value', 'peace'] as const;
export type ReviewAspect = (typeof ReviewAspects)[number];

/** One review as the summariser sees it. `id` orders reviews (higher = newer) for ties. */
export interface SummarisedReview {
  readonly id: number;
  readonly rating: ReviewRating;
  readonly language: string;
  readonly text: string;
}

/** How often an aspect was praised and criticised, with the clause that best shows it. */
export interface AspectTally {
  readonly aspect: ReviewAspect;
  readonly praise: number;
  readonly criticism: number;
  /** A clause quoted from a review (the summary is extractive), in the review's language. */
  readonly quote: string;
  readonly quoteLanguage: string;
}

export interface ReviewSummaryResult {
  /** The quoted clauses of the aspects, praise first; empty without reviews that mention one. */
  readonly text: string;
  readonly aspects: readonly AspectTally[];
  readonly reviewCount: number;
}

/** The words of one language that speak to each aspect, and look-alikes that do not. */
interface AspectWords {
  /** A word speaks to the aspect when it starts with one of its stems… */
  readonly stems: Record<ReviewAspect, readonly string[]>;
  /** …unless it starts with one of these ("preciosas" is lovely, not a price; "hostel" is no host). */
  readonly not: readonly string[];
}

/**
 * Aspect words per review language of the portal. A clause is matched only against its review's
 * own language, so a stem of one language cannot match a look-alike of another ("cen" in Czech
 * and Polish is price; in English it starts "central").
 */
const ASPECT_WORDS: Record<string, AspectWords> = {
  en: {
    stems: {
      cleanliness: ['clean', 'spotless', 'dirty', 'tidy'],
      location: ['location', 'beach', 'area', 'view', 'neighbourhood', 'neighborhood'],
      equipment: ['wi-fi', 'wifi', 'internet', 'shower', 'equip', 'kitchen', 'pool', 'bed', 'parking', 'air-con'],
      host: ['owner', 'host', 'helpful', 'welcome'],
      value: ['price', 'value', 'money', 'expensive', 'cheap', 'overpriced'],
      peace: ['noise', 'noisy', 'quiet', 'loud'],
    },
    not: ['hostel', 'hostil', 'viewer'],
  },
  de: {
    stems: {
      cleanliness: ['sauber', 'gereinigt', 'schmutz', 'dreckig'],
      location: ['lage', 'ausblick', 'aussicht', 'strand', 'umgebung'],
      equipment: ['ausstattung', 'ausgestattet', 'küche', 'klimaanlage', 'bett', 'pool', 'wlan', 'internet', 'dusche', 'parkplatz'],
      host: ['begrüßung', 'gastgeber', 'vermieter', 'eigentümer'],
      value: ['preis'],
      peace: ['lärm', 'ruhig', 'laut'],
    },
    not: ['lager'],
  },
  nl: {
    stems: {
      cleanliness: ['schoon', 'vies'],
      location: ['plek', 'locatie', 'ligging', 'strand', 'uitzicht', 'omgeving'],
      equipment: ['zwembad', 'parkeer', 'keuken', 'bed', 'wifi', 'internet', 'douche'],
      host: ['eigenaar', 'behulpzaam', 'gastheer', 'gastvrouw'],
      value: ['prijs'],
      peace: ['lawaai', 'rustig', 'herrie'],
    },
    not: [],
  },
  pl: {
    stems: {
      cleanliness: ['czyst', 'brud'],
      location: ['okolic', 'lokaliz', 'plaż', 'widok', 'położ'],
      equipment: ['wyposaż', 'klimatyzac', 'internet', 'wifi', 'wi-fi', 'kuchni', 'basen', 'łóżk'],
      host: ['gospodarz', 'właściciel'],
      value: ['cen'],
      peace: ['hałas', 'cich', 'spokoj'],
    },
    not: ['centr'],
  },
  cs: {
    stems: {
      cleanliness: ['čist', 'uklizen', 'špinav'],
      location: ['místo', 'výhled', 'lokalit', 'pláž', 'okolí'],
      equipment: ['kuchyň', 'vybaven', 'internet', 'wifi', 'wi-fi', 'bazén', 'postel', 'klimatizac'],
      host: ['majitel', 'hostitel'],
      value: ['cen'],
      peace: ['hluk', 'klid'],
    },
    not: ['centr'],
  },
  it: {
    stems: {
      cleanliness: ['pulit', 'sporc'],
      location: ['posizion', 'vista', 'spiaggia'],
      equipment: ['cucina', 'wi-fi', 'wifi', 'internet', 'piscin', 'letto', 'letti', 'doccia', 'condizionat'],
      host: ['proprietari', 'accoglien'],
      value: ['prezz'],
      peace: ['rumor', 'silenzi', 'tranquill'],
    },
    not: [],
  },
  fr: {
    stems: {
      cleanliness: ['propre', 'sale'],
      location: ['emplacement', 'vue', 'plage', 'quartier'],
      equipment: ['literie', 'cuisine', 'piscin', 'wifi', 'wi-fi', 'internet', 'douche', 'climatis'],
      host: ['accueil', 'propriétaire', 'hôte'],
      value: ['prix'],
      peace: ['bruit', 'calme'],
    },
    not: ['salle', 'salon', 'salade'],
  },
  hr: {
    stems: {
      cleanliness: ['čist', 'prljav'],
      location: ['lokacij', 'pogled', 'plaž', 'okolic'],
      equipment: ['internet', 'wifi', 'wi-fi', 'bazen', 'kuhinj', 'klima', 'krevet'],
      host: ['domaćin', 'vlasni'],
      value: ['cijen'],
      peace: ['buk', 'mirn', 'tih'],
    },
    not: [],
  },
  es: {
    stems: {
      cleanliness: ['limpi', 'sucio', 'sucia'],
      location: ['ubicaci', 'vista', 'playa'],
      equipment: ['cocina', 'wifi', 'wi-fi', 'internet', 'piscina', 'cama', 'ducha', 'equipad', 'parking'],
      host: ['propietari', 'anfitri'],
      value: ['precio'],
      peace: ['ruido', 'tranquil'],
    },
    not: ['precios'],
  },
  pt: {
    stems: {
      cleanliness: ['limp', 'suj'],
      location: ['localiza', 'praia', 'vista'],
      equipment: ['cozinha', 'piscina', 'wifi', 'wi-fi', 'internet', 'equipad', 'cama'],
      host: ['proprietári', 'anfitri'],
      value: ['preço', 'preç'],
      peace: ['barulho', 'tranquil', 'silenc'],
    },
    not: [],
  },
};

/**
 * The aspects a clause speaks to, judged by the words of the review's language; a language
 * without its own words is matched against every language's. Pure, so it can be tested alone.
 */
export function aspectsOf(clause: string, language: string): ReviewAspect[] {
  const sets = ASPECT_WORDS[language] ? [ASPECT_WORDS[language]] : Object.values(ASPECT_WORDS);
  const clauseWords = words(clause);
  return ReviewAspects.filter((aspect) =>
    sets.some((set) => clauseWords.some((word) => set.stems[aspect].some((stem) => word.startsWith(stem)) && !set.not.some((look) => word.startsWith(look)))),
  );
}

/** Words after which a mixed review turns to criticism ("great location, but…"). */
const CONTRAST = new Set(['but', 'however', 'aber', 'allerdings', 'maar', 'ale', 'jednak', 'ma', 'però', 'mais', 'ali', 'pero', 'mas']);

/** Words that make a clause a complaint whatever the rating (negations and plain faults). */
const COMPLAINT = new Set([
  'not', 'no', 'nicht', 'kein', 'keine', 'niet', 'geen', 'nie', 'nebylo', 'nebyl', 'non', 'pas', 'nije', 'não',
  'dirty', 'slow', 'loud', 'broken', 'brudny', 'słabo', 'lento', 'spor', 'knapp', 'lastig', 'fatiguée',
]);

const words = (clause: string): string[] => clause.toLocaleLowerCase().split(/[^\p{L}'-]+/u).filter(Boolean);

/** Clauses of a text: sentences, split again at commas and semicolons, trimmed. */
function clausesOf(text: string): string[] {
  return text.split(/(?<=[.!?…])\s+|[,;]\s*/u).map((clause) => clause.trim().replace(/[.!?…]+$/u, '')).filter((clause) => clause.length > 0);
}

type Polarity = 'praise' | 'criticism' | null;

/** A clause's polarity from the review's rating, its position after a contrast, and complaint words. */
function polarityOf(rating: ReviewRating, clauseWords: readonly string[], afterContrast: boolean): Polarity {
  if (rating === 'NA') return null;
  if (clauseWords.some((word) => COMPLAINT.has(word) || word.startsWith("n'"))) return 'criticism';
  if (rating === 'Poor' || rating === 'Terrible') return 'criticism';
  if (rating === 'Average' && afterContrast) return 'criticism';
  return 'praise';
}

interface Candidate {
  readonly clause: string;
  readonly language: string;
  readonly reviewId: number;
  readonly polarity: 'praise' | 'criticism';
}

/**
 * An extractive, aspect-based summary of a home's reviews: every clause that mentions an aspect
 * counts as praise or criticism of it; each aspect quotes its clause in the majority's polarity,
 * preferring the reader's `language`, then the newest review. Deterministic: the same reviews in
 * any order give the same summary.
 */
export function summariseReviews(reviews: readonly SummarisedReview[], language: string): ReviewSummaryResult {
  const candidates = new Map<ReviewAspect, Candidate[]>(ReviewAspects.map((aspect) => [aspect, []]));
  for (const review of reviews) {
    let afterContrast = false;
    for (const clause of clausesOf(review.text)) {
      const clauseWords = words(clause);
      if (clauseWords.some((word) => CONTRAST.has(word))) afterContrast = true;
      const polarity = polarityOf(review.rating, clauseWords, afterContrast);
      if (!polarity) continue;
      for (const aspect of aspectsOf(clause, review.language)) {
        candidates.get(aspect)!.push({ clause: withoutContrast(clause), language: review.language, reviewId: review.id, polarity });
      }
    }
  }
  const aspects: AspectTally[] = [];
  for (const aspect of ReviewAspects) {
    const found = candidates.get(aspect)!;
    if (found.length === 0) continue;
    const praise = found.filter((candidate) => candidate.polarity === 'praise').length;
    const criticism = found.length - praise;
    const majority = praise >= criticism ? 'praise' : 'criticism';
    const quote = found
      .filter((candidate) => candidate.polarity === majority)
      .sort((a, b) => Number(b.language === language) - Number(a.language === language) || b.reviewId - a.reviewId || a.clause.localeCompare(b.clause))[0]!;
    aspects.push({ aspect, praise, criticism, quote: quote.clause, quoteLanguage: quote.language });
  }
  // Most discussed first; the aspect order breaks ties so the result does not depend on input order.
  aspects.sort((a, b) => b.praise + b.criticism - (a.praise + a.criticism) || ReviewAspects.indexOf(a.aspect) - ReviewAspects.indexOf(b.aspect));
  const praised = aspects.filter((tally) => tally.praise >= tally.criticism);
  const criticised = aspects.filter((tally) => tally.praise < tally.criticism);
  // Up to three praised and two criticised aspects; one clause can show two aspects, quoted once.
  const quotes = new Set([...praised.slice(0, 3), ...criticised.slice(0, 2)].map((tally) => `${capitalise(tally.quote)}.`));
  const text = [...quotes].join(' ');
  return { text, aspects, reviewCount: reviews.length };
}

/** A quote stands alone: "but the Wi-Fi was slow" becomes "the Wi-Fi was slow". */
function withoutContrast(clause: string): string {
  const [first, ...rest] = clause.split(/\s+/u);
  return first && CONTRAST.has(first.toLocaleLowerCase()) && rest.length > 0 ? rest.join(' ') : clause;
}

const capitalise = (clause: string): string => clause.charAt(0).toLocaleUpperCase() + clause.slice(1);
