/** One picture of a picture group as the API sends it. */
export interface MediaItem {
  readonly fileName: string;
  readonly caption: readonly { readonly content: string }[];
}

/** One group of the picture list (GET /api/accommodations/profile/pictures). */
export interface PictureGroup {
  readonly mediaItem: readonly MediaItem[];
}

/** A picture ready to show: absolute src and alt text ('' when there is no caption). */
export interface Picture {
  readonly src: string;
  readonly alt: string;
}

/** How many pictures each group contributes when there are `groupCount` groups. */
export function picturesPerGroup(groupCount: number): number {
  if (groupCount <= 1) return 12;
  if (groupCount === 2) return 4;
  if (groupCount === 3) return 3;
  if (groupCount <= 7) return 2;
  return 1;
}

/** Joins an image host and a file name with exactly one '/'. */
export function pictureUrl(imageHost: string, fileName: string): string {
  return `${imageHost.replace(/\/+$/, '')}/${fileName.replace(/^\/+/, '')}`;
}

/** The first items of every group (count by number of groups), duplicate fileNames removed, first wins. */
export function groupPictures(groups: readonly PictureGroup[], imageHost: string): Picture[] {
  const limit = picturesPerGroup(groups.length);
  const seen = new Set<string>();
  const pictures: Picture[] = [];
  for (const group of groups) {
    for (const item of group.mediaItem.slice(0, limit)) {
      if (seen.has(item.fileName)) continue;
      seen.add(item.fileName);
      pictures.push({ src: pictureUrl(imageHost, item.fileName), alt: item.caption[0]?.content ?? '' });
    }
  }
  return pictures;
}
