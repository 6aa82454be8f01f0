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

/**
 * Word stems per aspect, for every review language of the portal (en, de, nl, pl, cs, it, fr, hr,
 * es, pt). A word mentions the aspect when it starts with one of them.
 */
const ASPECT_STEMS: Record<ReviewAspect, readonly string[]> = {
  cleanliness: ['clean', 'spotless', 'dirty', 'tidy', 'sauber', 'gereinigt', 'schmutz', 'schoon', 'vies', 'czyst', 'brud', 'čist', 'uklizen', 'špinav', 'pulit', 'sporc', 'propre', 'sale', 'prljav', 'limpi', 'sucio', 'sucia', 'limp', 'suj'],
  location: ['location', 'beach', 'area', 'view', 'lage', 'ausblick', 'strand', 'umgebung', 'plek', 'locatie', 'ligging', 'okolic', 'lokaliz', 'místo', 'výhled', 'lokalit', 'posizion', 'vista', 'emplacement', 'vue', 'lokacij', 'pogled', 'ubicaci', 'localiza', 'praia'],
  equipment: ['wi-fi', 'wifi', 'internet', 'shower', 'equip', 'kitchen', 'pool', 'bed', 'ausstattung', 'ausgestattet', 'küche', 'klimaanlage', 'bett', 'zwembad', 'parkeer', 'wyposaż', 'klimatyzac', 'kuchyň', 'vybaven', 'cucina', 'literie', 'cuisine', 'piscin', 'klima', 'bazen', 'cocina', 'equipad', 'parking'],
  host: ['owner', 'host', 'helpful', 'welcome', 'begrüßung', 'gastgeber', 'vermieter', 'eigenaar', 'behulpzaam', 'gospodarz', 'majitel', 'proprietari', 'accueil', 'propriétaire', 'domaćin', 'propietari', 'anfitri', 'proprietári'],
  value: ['price', 'value', 'money', 'preis', 'prijs', 'cen', 'prezzo', 'prix', 'cijen', 'precio', 'preço'],
  peace: ['noise', 'quiet', 'loud', 'lärm', 'ruhig', 'laut', 'lawaai', 'rustig', 'hałas', 'cich', 'hluk', 'klid', 'rumor', 'silenzi', 'bruit', 'calme', 'buk', 'ruido', 'tranquil', 'barulho'],
};

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

const mentions = (clauseWords: readonly string[], aspect: ReviewAspect): boolean =>
  clauseWords.some((word) => ASPECT_STEMS[aspect].some((stem) => word.startsWith(stem)));

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
      for (const aspect of ReviewAspects) {
        if (mentions(clauseWords, aspect)) candidates.get(aspect)!.push({ clause: withoutContrast(clause), language: review.language, reviewId: review.id, polarity });
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
