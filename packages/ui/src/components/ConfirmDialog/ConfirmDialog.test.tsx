import { describe, expect, it, rstest } from '@rstest/core';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { setup } from '../../test/render';
import { ConfirmDialog } from './ConfirmDialog';

function DeleteUser({ onConfirm = () => {} }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Supprimer l'utilisateur
      </button>
      <ConfirmDialog
        open={open}
        title="Supprimer cet utilisateur ?"
        confirmLabel="Supprimer"
        tone="danger"
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      >
        <p>Cette action est définitive.</p>
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('opens as a labelled modal with focus on Annuler', async () => {
    const { user } = setup(<DeleteUser />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: "Supprimer l'utilisateur" }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer cet utilisateur ?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Cette action est définitive.',
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Annuler' }));
  });

  it('traps Tab and Shift+Tab inside', async () => {
    const { user } = setup(<DeleteUser />);
    await user.click(screen.getByRole('button', { name: "Supprimer l'utilisateur" }));
    const cancel = screen.getByRole('button', { name: 'Annuler' });
    const confirm = screen.getByRole('button', { name: 'Supprimer' });
    await user.tab();
    expect(document.activeElement).toBe(confirm);
    await user.tab();
    expect(document.activeElement).toBe(cancel);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('Escape cancels and focus returns to the opener', async () => {
    const onConfirm = rstest.fn();
    const { user } = setup(<DeleteUser onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: "Supprimer l'utilisateur" });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
  });

  it('confirms once and closes', async () => {
    const onConfirm = rstest.fn();
    const { user } = setup(<DeleteUser onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: "Supprimer l'utilisateur" }));
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
