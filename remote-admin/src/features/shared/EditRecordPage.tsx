import { type AdminLoaded, type AdminLoaderPath, recordIdOf } from '@lapm/contracts';
import { FormError, LoadGate } from '@lapm/forms';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { AdminPage } from './AdminPage';
import { useAdminLoader } from './useAdminLoader';

interface EditRecordPageProps<P extends AdminLoaderPath> {
  text: { title: string; backToList: string; missingId: string; loading: string; notFound: string };
  /** The list the screen belongs to: the back link, and where a save or a delete lands. */
  listPath: string;
  /** The screen's route, whose loader reads the record of its `:id` (`adminLoaders`). */
  route: P;
  /** The edit form, once the record is there. */
  children: (record: NonNullable<AdminLoaded<P>>) => ReactNode;
}

/** An admin edit screen: the `:id` of the route, the record loading, then its form. */
export function EditRecordPage<P extends AdminLoaderPath>({
  text,
  listPath,
  route,
  children,
}: EditRecordPageProps<P>) {
  // Said at once, without a read: an address that names no record.
  const missing = recordIdOf(useParams().id) === null;
  return (
    <AdminPage title={text.title} width="narrow" back={{ to: listPath, label: text.backToList }}>
      {missing ? (
        <FormError>{text.missingId}</FormError>
      ) : (
        <LoadedRecord route={route} text={text}>
          {children}
        </LoadedRecord>
      )}
    </AdminPage>
  );
}

function LoadedRecord<P extends AdminLoaderPath>({
  route,
  text,
  children,
}: Omit<EditRecordPageProps<P>, 'listPath'>) {
  const { state } = useAdminLoader(route);
  return (
    <LoadGate state={state} loadingText={text.loading} notFoundText={text.notFound}>
      {(record) => (record == null ? <FormError>{text.missingId}</FormError> : children(record))}
    </LoadGate>
  );
}
