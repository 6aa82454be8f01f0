import { groupPictures, type MediaItem, type Picture, type PictureGroup } from './picture-grouping';

/** The accommodation of GET /api/accommodations/profile/{id}/{language}; lists may be absent. */
export interface ProfileAccommodation {
  readonly name: string;
  readonly media?: { readonly mediaItem?: readonly MediaItem[] } | null;
  readonly descriptions?: { readonly description?: readonly { readonly type: string; readonly value: string }[] } | null;
  readonly themes?: { readonly theme?: readonly string[] } | null;
  readonly attributes?: { readonly attribute?: readonly { readonly name: string }[] } | null;
  readonly distances?: { readonly distance?: readonly { readonly name: string; readonly value: number | string }[] } | null;
  readonly pax?: number | null;
  readonly rooms?: { readonly number: number } | null;
  readonly bedRooms?: { readonly number: number } | null;
  readonly bathRooms?: { readonly number: number } | null;
}

/** The distance types shown, in display order. */
export const DISTANCE_TYPES = ['center', 'public_transport', 'beach', 'sea', 'lake', 'golf', 'ski'] as const;
export type DistanceType = (typeof DISTANCE_TYPES)[number];

/** The view attributes. */
export const VIEW_TYPES = ['country_view', 'lake_view', 'mountain_view', 'sea_view'] as const;

/** Attribute names starting with these are sustainability attributes. */
export const SUSTAINABILITY_PREFIXES = ['sustainab', 'eco_'] as const;

/** Icon shared by every sustainability attribute. */
export const SUSTAINABILITY_ICON = 'sustainability';

const ATTRIBUTE_ICON_ALIASES: ReadonlyMap<string, string> = new Map([
  ['patio', 'balcony'],
  ['terrace', 'balcony'],
  ['whirlpool', 'hottub'],
  ['single_garage', 'garage'],
]);

export interface ProfileItem {
  readonly name: string;
  readonly icon: string;
}

export interface ProfileFeature extends ProfileItem {
  readonly name: 'pax' | 'rooms' | 'bedrooms' | 'bathrooms';
  readonly value: number;
}

export interface ProfileDistance extends ProfileItem {
  readonly name: DistanceType;
  readonly value: number | string;
}

export interface GroupedAttributes {
  readonly features: readonly ProfileFeature[];
  readonly views: readonly ProfileItem[];
  readonly distances: readonly ProfileDistance[];
  readonly facilities: readonly ProfileItem[];
  readonly sustainabilities: readonly ProfileItem[];
}

export interface PropertyProfile {
  readonly name: string;
  readonly pictures: readonly Picture[];
  readonly attributes: GroupedAttributes;
  readonly descriptions: Readonly<Record<string, string>>;
  readonly themes: readonly string[];
}

const PET_VARIANT = /^pets?(?:_|$)/;

/**
 * Icon of an attribute: patio and terrace → balcony, whirlpool → hottub, single_garage → garage,
 * pet variants (pet, pets, pet_…, pets_…) → pets; any other attribute uses its own name.
 */
export function attributeIcon(name: string): string {
  if (PET_VARIANT.test(name)) return 'pets';
  return ATTRIBUTE_ICON_ALIASES.get(name) ?? name;
}

/** Icon of a distance type: lake and sea share 'water'; the others use their own name. */
export function distanceIcon(name: DistanceType): string {
  return name === 'lake' || name === 'sea' ? 'water' : name;
}

function isSustainability(name: string): boolean {
  return SUSTAINABILITY_PREFIXES.some((prefix) => name.startsWith(prefix));
}

function features(accommodation: ProfileAccommodation): ProfileFeature[] {
  const counts = [
    ['pax', accommodation.pax],
    ['rooms', accommodation.rooms?.number],
    ['bedrooms', accommodation.bedRooms?.number],
    ['bathrooms', accommodation.bathRooms?.number],
  ] as const;
  return counts.flatMap(([name, value]) => (typeof value === 'number' ? [{ name, value, icon: name }] : []));
}

function distances(accommodation: ProfileAccommodation): ProfileDistance[] {
  const given = accommodation.distances?.distance ?? [];
  return DISTANCE_TYPES.flatMap((name) => {
    const found = given.find((distance) => distance.name === name);
    return found ? [{ name, value: found.value, icon: distanceIcon(name) }] : [];
  });
}

/**
 * Groups the accommodation's facts: features are the counts (pax, rooms, bedrooms, bathrooms);
 * views the four view attributes; distances only the shown types in DISTANCE_TYPES order;
 * sustainabilities attributes named 'sustainab…' or 'eco_…'; facilities every other attribute.
 * Attribute names are de-duplicated, first wins.
 */
export function groupAttributes(accommodation: ProfileAccommodation): GroupedAttributes {
  const names = [...new Set((accommodation.attributes?.attribute ?? []).map((attribute) => attribute.name))];
  const isView = (name: string) => (VIEW_TYPES as readonly string[]).includes(name);
  return {
    features: features(accommodation),
    views: names.filter(isView).map((name) => ({ name, icon: name })),
    distances: distances(accommodation),
    facilities: names
      .filter((name) => !isView(name) && !isSustainability(name))
      .map((name) => ({ name, icon: attributeIcon(name) })),
    sustainabilities: names.filter(isSustainability).map((name) => ({ name, icon: SUSTAINABILITY_ICON })),
  };
}

/** The descriptions keyed by type; the first description of a type wins. */
export function descriptionsByType(accommodation: ProfileAccommodation): Record<string, string> {
  const byType = new Map<string, string>();
  for (const { type, value } of accommodation.descriptions?.description ?? []) {
    if (!byType.has(type)) byType.set(type, value);
  }
  return Object.fromEntries(byType);
}

/**
 * The property profile page model. `pictures` are the groups to show; null or empty uses the
 * accommodation's own media as one group.
 */
export function toPropertyProfile(
  accommodation: ProfileAccommodation,
  pictures: readonly PictureGroup[] | null,
  imageHost: string,
): PropertyProfile {
  const groups = pictures?.length ? pictures : [{ mediaItem: accommodation.media?.mediaItem ?? [] }];
  return {
    name: accommodation.name,
    pictures: groupPictures(groups, imageHost),
    attributes: groupAttributes(accommodation),
    descriptions: descriptionsByType(accommodation),
    themes: accommodation.themes?.theme ?? [],
  };
}
