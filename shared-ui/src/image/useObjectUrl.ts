import { useEffect, useState } from 'react';

/**
 * An object URL for a file while the component shows it; revoked when the file changes or the
 * component goes away. `null` without a file (and during the first render).
 *
 * @example
 * const url = useObjectUrl(file);
 * return url ? <img src={url} alt="" /> : null;
 */
export function useObjectUrl(file: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<{ file: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!file) return undefined;
    const created = URL.createObjectURL(file);
    setUrl({ file, url: created });
    return () => URL.revokeObjectURL(created);
  }, [file]);
  // Never answer the URL of a previous file, even for the one render before the effect runs.
  return file && url?.file === file ? url.url : null;
}
