import { useEffect, useState } from 'react';
import { isShownImageName } from '../fields/file/cloud-file-kinds';
import type { DriveItem, DriveProvider } from './drive-provider';

/** At most this many image links are asked for per folder: a folder of 2,000 photos shows icons past it. */
const maxThumbnails = 60;

/**
 * Image URLs for the tile view of a drive without thumbnails of its own (the local drive):
 * the images' signed links, asked for only while tiles are shown.
 */
export function useThumbnails(
  provider: DriveProvider | null,
  path: readonly string[],
  items: readonly DriveItem[],
  active: boolean,
): ReadonlyMap<string, string> {
  const [urls, setUrls] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    if (!provider || !active) return;
    let cancelled = false;
    const images = items
      .filter((item) => !item.isFolder && !item.thumbnailUrl && isShownImageName(item.name))
      .slice(0, maxThumbnails);
    for (const item of images) {
      provider
        .downloadUrl([...path], item)
        .then((url) => {
          if (!cancelled) setUrls((current) => new Map(current).set(item.id, url));
        })
        .catch(() => {});
    }
    return () => {
      cancelled = true;
    };
  }, [provider, path, items, active]);
  return urls;
}
