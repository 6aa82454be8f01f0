import * as z from 'zod/mini';
import { Languages } from '../domain/enumerations';
import { ACCOMMODATION_CODE } from '../domain/patterns';

/** One picture group of GET /api/accommodations/profile/pictures (spec 3 "Property profile"). */
export const PictureGroup = z.object({
  mediaItem: z.array(z.object({ fileName: z.string(), caption: z.array(z.object({ content: z.string() })) })),
});

/**
 * GET /api/accommodations/profile/pictures?accommodation={code}: the home's picture groups, captions
 * in the request's Accept-Language (English otherwise). Cached 24 h by the browser.
 */
export const PictureGroups = z.array(PictureGroup);
export type PictureGroups = z.infer<typeof PictureGroups>;

export const PicturesQuery = z.object({ accommodation: z.string().check(z.regex(ACCOMMODATION_CODE)) });

/** Path of GET /api/accommodations/profile/{id}/{language}: the home's code and a content language. */
export const ProfileParams = z.object({ id: z.string().check(z.regex(ACCOMMODATION_CODE)), language: z.enum(Languages) });

const count = z.object({ number: z.number() });

/** GET /api/accommodations/profile/{id}/{language}: the home's profile in that language. */
export const PropertyProfileResponse = z.object({
  accommodation: z.object({
    name: z.string(),
    media: z.object({ mediaItem: z.array(z.object({ fileName: z.string(), caption: z.array(z.object({ content: z.string() })) })) }),
    descriptions: z.object({ description: z.array(z.object({ type: z.string(), value: z.string() })) }),
    themes: z.object({ theme: z.array(z.string()) }),
    attributes: z.object({ attribute: z.array(z.object({ name: z.string() })) }),
    distances: z.object({ distance: z.array(z.object({ name: z.string(), value: z.union([z.number(), z.string()]) })) }),
    pax: z.number(),
    rooms: count,
    bedRooms: count,
    bathRooms: count,
  }),
});
export type PropertyProfileResponse = z.infer<typeof PropertyProfileResponse>;
