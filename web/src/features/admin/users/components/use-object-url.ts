import { useEffect, useState } from 'react';

/**
 * A blob: address for showing a Blob in an <img>. The address is revoked when the Blob changes
 * and when the component goes away, so closed dialogs do not keep pictures in memory.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const address = URL.createObjectURL(blob);
    setUrl(address);
    return () => URL.revokeObjectURL(address);
  }, [blob]);
  return url;
}
