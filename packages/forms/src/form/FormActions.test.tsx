import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { setup } from '../test/render';
import { FormActions } from './FormActions';

function EditForm({ canSave = true, error = null }: { canSave?: boolean; error?: string | null }) {
  const [deleted, setDeleted] = useState(false);
  return (
    <form>
      <FormActions
        pending={null}
        canSave={canSave}
        hint={canSave ? null : 'Aucune modification'}
        error={error}
        remove={{
          title: 'Supprimer cet album ?',
          question: 'L’album sera supprimé définitivement.',
          onConfirm: () => setDeleted(true),
        }}
      />
      {deleted && <p>Supprimé</p>}
    </form>
  );
}

describe('FormActions', () => {
  it('disables Save with the reason read along with the button', () => {
    setup(<EditForm canSave={false} />);
    const save = screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(document.getElementById(save.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Aucune modification',
    );
  });

  it('asks before deleting, and deletes only once confirmed', async () => {
    const { user } = setup(<EditForm />);
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(screen.getByRole('alertdialog', { name: 'Supprimer cet album ?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByText('Supprimé')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(dialog.querySelector('button:last-of-type') as HTMLButtonElement);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('Supprimé')).toBeTruthy();
  });

  it('shows a failed save as an alert above the buttons', () => {
    setup(<EditForm error="Le serveur est indisponible pour le moment. Merci de réessayer plus tard." />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Le serveur est indisponible pour le moment. Merci de réessayer plus tard.',
    );
  });
});
