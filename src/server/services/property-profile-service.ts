import type { PictureGroups, PropertyProfileResponse } from '../../contract/property-profile';
import type { Language } from '../../domain/enumerations';
import type { Executor } from '../repositories/executor';
import { findOwnHome } from '../repositories/own-homes-repository';
import { listPictures, loadProfileContent, type PictureRecord } from '../repositories/property-profile-repository';
import { Failure } from './failure';

const mediaItem = (picture: PictureRecord, language: Language) => {
  const caption = picture.captions[language] ?? picture.captions.en;
  return { fileName: picture.fileName, caption: caption ? [{ content: caption }] : [] };
};

/** The property profile of the account's homes (spec 3 "Property profile"); another account's home is 404. */
export class PropertyProfileService {
  constructor(private readonly db: Executor) {}

  private async home(accountId: number, code: string) {
    const home = await findOwnHome(this.db, accountId, code);
    if (!home) throw Failure.notFound();
    return home;
  }

  /** The picture groups with captions in `language` (English when a caption lacks it). */
  async pictures(accountId: number, code: string, language: Language): Promise<PictureGroups> {
    const home = await this.home(accountId, code);
    const groups = new Map<number, ReturnType<typeof mediaItem>[]>();
    for (const picture of await listPictures(this.db, home.id)) {
      const group = groups.get(picture.groupPosition) ?? [];
      group.push(mediaItem(picture, language));
      groups.set(picture.groupPosition, group);
    }
    return [...groups.values()].map((items) => ({ mediaItem: items }));
  }

  /** The home's profile in a content language: descriptions in it (else English), facts, pictures. */
  async profile(accountId: number, code: string, language: Language): Promise<PropertyProfileResponse> {
    const home = await this.home(accountId, code);
    const [content, pictures] = await Promise.all([loadProfileContent(this.db, home.id, language), listPictures(this.db, home.id)]);
    return {
      accommodation: {
        name: home.name,
        media: { mediaItem: pictures.map((picture) => mediaItem(picture, language)) },
        descriptions: { description: content.descriptions },
        themes: { theme: content.themes },
        attributes: { attribute: content.attributes },
        distances: { distance: content.distances.map(({ name, metres }) => ({ name, value: metres })) },
        pax: home.pax,
        rooms: { number: home.rooms },
        bedRooms: { number: home.bedrooms },
        bathRooms: { number: home.bathrooms },
      },
    };
  }
}
