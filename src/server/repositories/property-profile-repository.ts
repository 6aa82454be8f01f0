import type { Language } from '../../domain/enumerations';
import type { Executor } from './executor';

/** The stored profile of a home in one content language. */
export interface ProfileContent {
  readonly themes: string[];
  readonly descriptions: { type: string; value: string }[];
  readonly attributes: { name: string }[];
  readonly distances: { name: string; metres: number }[];
}

/** A picture as stored: its group, file and caption per content language. */
export interface PictureRecord {
  readonly groupPosition: number;
  readonly fileName: string;
  readonly captions: Partial<Record<Language, string>>;
}

/** Descriptions in `language`, else English; themes, attributes in order, distances. */
export async function loadProfileContent(db: Executor, accommodationId: number, language: Language): Promise<ProfileContent> {
  const [profile, descriptions, attributes, distances] = await Promise.all([
    db.selectFrom('propertyProfiles').select('themes').where('accommodationId', '=', accommodationId).executeTakeFirst(),
    db
      .selectFrom('propertyDescriptions')
      .select(['language', 'type', 'value'])
      .where('accommodationId', '=', accommodationId)
      .where('language', 'in', [language, 'en'])
      .orderBy('position')
      .execute(),
    db.selectFrom('propertyAttributes').select('name').where('accommodationId', '=', accommodationId).orderBy('position').execute(),
    db.selectFrom('propertyDistances').select(['name', 'metres']).where('accommodationId', '=', accommodationId).orderBy('metres').execute(),
  ]);
  const inLanguage = descriptions.filter((description) => description.language === language);
  const chosen = inLanguage.length > 0 ? inLanguage : descriptions.filter((description) => description.language === 'en');
  return {
    themes: profile?.themes ?? [],
    descriptions: chosen.map(({ type, value }) => ({ type, value })),
    attributes,
    distances,
  };
}

/** The home's attribute names. */
export async function listAttributeNames(db: Executor, accommodationId: number): Promise<string[]> {
  const rows = await db.selectFrom('propertyAttributes').select('name').where('accommodationId', '=', accommodationId).orderBy('position').execute();
  return rows.map((row) => row.name);
}

/** The home's pictures by group and position. */
export async function listPictures(db: Executor, accommodationId: number): Promise<PictureRecord[]> {
  return db
    .selectFrom('propertyPictures')
    .select(['groupPosition', 'fileName', 'captions'])
    .where('accommodationId', '=', accommodationId)
    .orderBy('groupPosition')
    .orderBy('position')
    .execute();
}
