import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupPictures, pictureUrl, picturesPerGroup, type PictureGroup } from '../../src/domain/picture-grouping';
import { assertProperty, pictureGroupsArb } from '../support/fast-check';

const HOST = 'https://img.example.com';
const group = (...names: string[]): PictureGroup => ({
  mediaItem: names.map((fileName) => ({ fileName, caption: [{ content: `caption ${fileName}` }] })),
});

describe('groupPictures properties', () => {
  it('takes at most the per-group limit from each group and never repeats a fileName', () => {
    assertProperty(
      fc.property(pictureGroupsArb, (groups) => {
        const pictures = groupPictures(groups, HOST);
        const limit = picturesPerGroup(groups.length);
        const srcs = pictures.map((p) => p.src);
        expect(new Set(srcs).size).toBe(srcs.length);
        expect(pictures.length).toBeLessThanOrEqual(limit * groups.length);
        const allowed = new Set(groups.flatMap((g) => g.mediaItem.slice(0, limit).map((i) => pictureUrl(HOST, i.fileName))));
        for (const src of srcs) expect(allowed.has(src)).toBe(true);
      }),
    );
  });

  it('keeps every distinct fileName of the allowed slices, in order of first appearance', () => {
    assertProperty(
      fc.property(pictureGroupsArb, (groups) => {
        const limit = picturesPerGroup(groups.length);
        const expected = [...new Set(groups.flatMap((g) => g.mediaItem.slice(0, limit).map((i) => i.fileName)))];
        expect(groupPictures(groups, HOST).map((p) => p.src)).toEqual(expected.map((name) => `${HOST}/${name}`));
      }),
    );
  });

  it('joins host and file name with exactly one slash', () => {
    assertProperty(
      fc.property(fc.constantFrom('', '/', '//'), fc.constantFrom('', '/', '//'), (hostEnd, fileStart) => {
        expect(pictureUrl(`${HOST}${hostEnd}`, `${fileStart}a.jpg`)).toBe(`${HOST}/a.jpg`);
      }),
    );
  });
});

describe('groupPictures examples (spec section 9)', () => {
  const names = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}.jpg`);

  it.each([
    [1, 12],
    [2, 4],
    [3, 3],
    [4, 2],
    [7, 2],
    [8, 1],
    [20, 1],
  ])('%i group(s) give %i picture(s) each', (groupCount, perGroup) => {
    const groups = Array.from({ length: groupCount }, (_, g) => group(...names(`g${g}-`, 15)));
    const pictures = groupPictures(groups, HOST);
    expect(pictures).toHaveLength(groupCount * perGroup);
    expect(pictures[0]).toEqual({ src: `${HOST}/g0-0.jpg`, alt: 'caption g0-0.jpg' });
  });

  it('removes duplicates across groups, the first wins', () => {
    const groups = [group('a.jpg', 'b.jpg', 'c.jpg', 'd.jpg'), group('b.jpg', 'e.jpg')];
    expect(groupPictures(groups, HOST).map((p) => p.src)).toEqual(
      ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg'].map((n) => `${HOST}/${n}`),
    );
  });

  it('uses an empty alt without captions and gives nothing for no groups', () => {
    expect(groupPictures([{ mediaItem: [{ fileName: 'x.jpg', caption: [] }] }], `${HOST}/`)).toEqual([
      { src: `${HOST}/x.jpg`, alt: '' },
    ]);
    expect(groupPictures([], HOST)).toEqual([]);
  });
});
