import { api } from '@lapm/api-client';
import { type Photo, type PhotoPage, photoBulkMessages } from '@lapm/contracts';
import { errorMessage } from '@lapm/forms';
import { useEffect, useState } from 'react';

/**
 * The photos she ticked on the shown page, and what she does to them at once. The selection keeps
 * only photos still shown: a refresh after a delete drops the deleted ones.
 */
export function useSelection(shown: PhotoPage | null, refresh: () => void) {
  const [ids, set] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [describing, setDescribing] = useState(false);
  const [deleting, setDeleting] = useState<readonly Photo[]>([]);
  const [replacing, askReplace] = useState<Photo | null>(null);
  const photos = (shown?.data ?? []).filter((photo) => ids.includes(photo.id));
  useEffect(() => {
    const present = new Set((shown?.data ?? []).map((photo) => photo.id));
    set((current) =>
      current.every((id) => present.has(id)) ? current : current.filter((id) => present.has(id)),
    );
  }, [shown]);

  async function publish(published: boolean, onChange: (...photos: Photo[]) => void) {
    if (ids.length === 0) return setError(photoBulkMessages.noneSelected);
    setBusy(true);
    setError(null);
    setMessage('');
    try {
      const answer = await api.photos.setPublishedMany(ids, published);
      onChange(...answer.data);
      setMessage(answer.message);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return {
    ids,
    photos,
    busy,
    message,
    error,
    describing,
    deleting,
    replacing,
    askReplace,
    set,
    setDescribing: (open: boolean) => {
      if (open && ids.length === 0) return setError(photoBulkMessages.noneSelected);
      setError(null);
      setDescribing(open);
    },
    toggle: (id: string, checked: boolean) =>
      set((current) =>
        checked ? [...current.filter((other) => other !== id), id] : current.filter((other) => other !== id),
      ),
    publish: (published: boolean, onChange: (...photos: Photo[]) => void) =>
      void publish(published, onChange),
    askDelete: (list: readonly Photo[]) => {
      if (list.length === 0 && deleting.length === 0) return setError(photoBulkMessages.noneSelected);
      setError(null);
      setDeleting(list);
    },
    deleted: (done: string) => {
      setDeleting([]);
      setMessage(done);
      refresh();
    },
    replaced: (done: string) => {
      askReplace(null);
      setMessage(done);
      refresh();
    },
  };
}

export type Selection = ReturnType<typeof useSelection>;
