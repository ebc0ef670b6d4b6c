import { FormError, LoadGate, useLoad } from '@lapm/forms';
import { type ReactNode, useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { AdminPage } from './AdminPage';
import { routeId } from './routeId';

interface EditRecordPageProps<T> {
  text: { title: string; backToList: string; missingId: string; loading: string; notFound: string };
  /** The list the screen belongs to: the back link, and where a save or a delete lands. */
  listPath: string;
  /** Fetches the record of the route's `:id` (a stable function, such as `api.users.get`). */
  load: (id: number) => Promise<T>;
  /** The edit form, once the record is there. */
  children: (record: T) => ReactNode;
}

/** An admin edit screen: the `:id` of the route, the record loading, then its form. */
export function EditRecordPage<T>({ text, listPath, load, children }: EditRecordPageProps<T>) {
  const id = routeId(useParams().id);
  return (
    <AdminPage title={text.title} width="narrow" back={{ to: listPath, label: text.backToList }}>
      {id === null ? (
        <FormError>{text.missingId}</FormError>
      ) : (
        <LoadedRecord id={id} load={load} text={text}>
          {children}
        </LoadedRecord>
      )}
    </AdminPage>
  );
}

function LoadedRecord<T>({
  id,
  load,
  text,
  children,
}: Omit<EditRecordPageProps<T>, 'listPath'> & { id: number }) {
  const state = useLoad(useCallback(() => load(id), [load, id]));
  return (
    <LoadGate state={state} loadingText={text.loading} notFoundText={text.notFound}>
      {children}
    </LoadGate>
  );
}
